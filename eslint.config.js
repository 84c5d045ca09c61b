// @ts-check
/**
 * `pnpm lint`: typescript-eslint's recommended rules and the arrows of ARCHITECTURE.md.
 *
 *   schemas <- api-client <- ui / widget-kit <- widgets <- sites/* (embed, web, embed-demo)
 *   services/api imports only @joognoo/schemas of the front-end packages, and @joognoo/http-cache
 *   packages/http-cache imports nothing of ours
 *   site-kit (the apps' shared page plumbing) <- sites/web and sites/admin (the back office),
 *   which never import each other
 *   services/server (the composition root) imports the API, http-cache, the embeds and the sites
 *   a widget never imports another widget (a host fills a slot instead)
 *   no relative import leaves its package (local/no-relative-cross-package)
 *   tooling/e2e-kit (the browser suites' shared helpers) is used only by a site's browser tests
 *   no package or embed imports the back office (`@joognoo/schemas/admin`,
 *   `@joognoo/api-client/admin`), except the api-client's admin entry itself
 *
 * The styles of ui, widget-kit and the widgets name no physical side (local/no-physical-direction):
 * they follow the writing direction, so a right-to-left page mirrors them.
 *
 * Tests follow the same rules as the code beside them. The boundaries are checked on the
 * file an import resolves to (eslint-import-resolver-typescript follows the workspace
 * links to packages/<name>/src), so `@joognoo/newsletter` and `../../newsletter/src/x`
 * are the same dependency for eslint-plugin-boundaries.
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import crossPackage from './tooling/eslint/no-relative-cross-package.js';
import physicalDirection from './tooling/eslint/no-physical-direction.js';

/** The workspace's own rules. */
const local = { rules: { ...crossPackage.rules, ...physicalDirection.rules } };

export const WIDGETS = ['contact-form', 'newsletter', 'blog', 'job-board', 'case-studies', 'integrations'];

/** Element types: each published package, the widgets (one element each), the apps. */
const elements = [
  { type: 'schemas', pattern: 'packages/schemas' },
  { type: 'api-client', pattern: 'packages/api-client' },
  { type: 'ui', pattern: 'packages/ui' },
  { type: 'widget-kit', pattern: 'packages/widget-kit' },
  // Cached, compressed answers: the API's response cache and the server's page cache and files.
  { type: 'http-cache', pattern: 'packages/http-cache' },
  { type: 'widget', pattern: `packages/{${WIDGETS.join(',')}}`, capture: ['name'] },
  // The page plumbing both React Router apps share (private): load context, loaders' API clients, sign-in, the document render.
  { type: 'site-kit', pattern: 'packages/site-kit' },
  // The script-tag bundle: an app of the widgets that the host site serves and bench measures.
  { type: 'embed', pattern: 'sites/embed' },
  // The back office: its own app, served at /admin; it never imports the public site.
  { type: 'admin', pattern: 'sites/admin' },
  { type: 'site', pattern: 'sites/*', capture: ['name'] },
  { type: 'api', pattern: 'services/api' },
  // The composition root: one process serves the API, the files and every site.
  { type: 'server', pattern: 'services/server' },
  { type: 'bench', pattern: 'bench' },
  // nginx in front of the site processes: its helpers start nginx for the fault tests and the bench.
  { type: 'deploy', pattern: 'deploy' },
  // What the browser suites share (axe, Chromium, records made with the API's command code).
  { type: 'e2e-kit', pattern: 'tooling/e2e-kit' },
];

/** Where the API may import knex: its stores, db/ (connection, migrations, seeds) and the commands' wiring. */
const API_KNEX_ALLOWED = ['services/api/src/**/store.ts', 'services/api/src/**/store/**', 'services/api/src/db/**', 'services/api/src/commands/**'];
const NO_KNEX = { name: 'knex', message: 'Only a store (store.ts, store/*.ts) or db/ uses knex: call a service or a store.' };
const ROUTE_NO_DATABASE = { regex: '(^|/)db/', message: 'A route does not reach the database: call its domain\'s service.' };
const ROUTE_NO_STORE = { regex: '(^|/)store(/|\\.ts$)', message: 'A route does not call a store: call its domain\'s service.' };
/** A transaction is a workflow's: `x.transaction(...)` (or `x['transaction'](...)`) in a route is the database handle reached past the service. */
const ROUTE_NO_TRANSACTION = {
  selector: "CallExpression[callee.type='MemberExpression']:matches([callee.property.name='transaction'], [callee.property.value='transaction'])",
  message: "A route does not open a transaction: its domain's service runs the workflow (transaction, stores, audit entry).",
};
const NO_ROUTES = { regex: '(^|/)routes(/|\\.ts$)', message: 'Routes call services and stores, never the other way.' };
const STORE_NO_SERVICE = { regex: '(^|/)services?\\.ts$', message: 'A store holds queries only: a service calls it, never the other way.' };

const to = (/** @type {string[]} */ ...types) => ({ to: { element: { types: { anyOf: types } } } });

/** The back office's schemas and client, refused where a partner's page or an npm user would get them. */
const BACK_OFFICE_MESSAGE = 'The back office stays out of the widgets, the shared packages and the embeds.';
const NO_BACK_OFFICE = [
  { name: '@joognoo/schemas/admin', message: BACK_OFFICE_MESSAGE },
  { name: '@joognoo/api-client/admin', message: BACK_OFFICE_MESSAGE },
];
/** The api-client's admin entry: the one package file that may import `@joognoo/schemas/admin`. */
const API_CLIENT_ADMIN_ENTRY = 'packages/api-client/src/admin.ts';
const NO_ADMIN_ENTRY = {
  regex: '^\\.{1,2}/(?:.*/)?admin(?:\\.ts)?$',
  message: "The client's public entry never imports its admin entry: the widgets would bundle the back office's client.",
};

const config = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/build-*/**',
      '**/.react-router/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/public/**',
      '**/data/**',
      '.changeset/**',
      // Compiled message catalogs (`pnpm messages`), checked by tooling/messages.test.ts.
      '**/src/locales/*/messages.ts',
      'sites/*/app/locales/*/messages.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { boundaries, local, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // Element patterns are relative to the workspace root, wherever ESLint runs from.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': elements,
      'boundaries/include': ['packages/**', 'sites/**', 'services/**', 'bench/**', 'deploy/**', 'tooling/**', '*.{js,ts}'],
      'import/resolver': {
        // Follows each package's node_modules links and `exports` maps, as Node and Vite do.
        // Not NODE_PATH: pnpm's bin shims point it at node_modules/.pnpm/node_modules, where
        // every workspace package is hoisted, so an undeclared one would resolve there.
        typescript: { alwaysTryTypes: true, project: ['tsconfig.base.json'], nodePath: false },
      },
    },
    rules: {
      // The two classic hook rules (the sources already carry exhaustive-deps comments);
      // the React Compiler rules of the plugin's recommended set are not adopted here.
      'react-hooks/rules-of-hooks': 'error',
      // A warning for now: the widgets' hand-written fetch effects (blog, case-studies)
      // leave out their callback refs on purpose and are being replaced by widget-kit's
      // data-loading hook; make it an error once they are gone.
      'react-hooks/exhaustive-deps': 'warn',
      // `let x; const server = make(() => x.use()); x = ...` (a closure that reads the
      // variable assigned after it) cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'local/no-relative-cross-package': ['error', { allowRootFiles: ['vitest.shared.ts', 'vite.styled-components.ts', 'vite.lingui.ts'] }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Also judge imports that resolve to no workspace file (node_modules, node:*).
          checkAllOrigins: true,
          policies: [
            // Anything may use external modules (node_modules, node:*); the packages' own
            // manifests and the package-quality check decide which ones.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            // ...but a workspace package (`@joognoo/*`) is always a package folder of this
            // tree: if it does not resolve to one, the importing package does not declare it.
            {
              disallow: { to: { module: { origin: 'external', source: '@joognoo/**' } } },
              message: '{{dependency.source}} is not a dependency of this {{from.element.type}} package: declare it in package.json if the arrows of ARCHITECTURE.md allow it',
            },
            { from: { element: { type: 'schemas' } }, allow: to('schemas') },
            { from: { element: { type: 'api-client' } }, allow: to('schemas') },
            {
              // The client's contract test runs it against a real API app (createApp):
              // a test-only arrow to the service, never in the client's own code.
              from: { element: { type: 'api-client' }, file: { categories: 'test' } },
              allow: to('api'),
            },
            { from: { element: { type: 'ui' } }, allow: to('schemas', 'api-client') },
            { from: { element: { type: 'widget-kit' } }, allow: to('schemas', 'api-client', 'ui') },
            { from: { element: { type: 'widget' } }, allow: to('schemas', 'api-client', 'ui', 'widget-kit') },
            { from: { element: { type: 'embed' } }, allow: to('schemas', 'api-client', 'ui', 'widget-kit', 'widget') },
            // The site's loaders use the API's types and the embed bundle's files; the embed
            // demo loads the bundle.
            { from: { element: { type: 'site' } }, allow: to('schemas', 'api-client', 'ui', 'widget-kit', 'widget', 'api', 'embed', 'site-kit') },
            // The load context names the API's logger and upload types (type-only arrows).
            { from: { element: { type: 'site-kit' } }, allow: to('schemas', 'api-client', 'ui', 'api') },
            // The back office previews content with the widgets; its e2e tests make users with the API.
            { from: { element: { type: 'admin' } }, allow: to('schemas', 'api-client', 'ui', 'widget-kit', 'widget', 'site-kit', 'api') },
            { from: { element: { type: 'api' } }, allow: to('schemas', 'http-cache') },
            { from: { element: { type: 'server' } }, allow: to('schemas', 'api', 'http-cache', 'embed', 'site', 'site-kit') },
            // The fault tests run the API behind nginx (deploy/): a test-only arrow.
            { from: { element: { type: 'api' }, file: { categories: 'test' } }, allow: to('deploy') },
            { from: { element: { type: 'bench' } }, allow: to('schemas', 'api', 'embed', 'deploy') },
            { from: { element: { type: 'deploy' } }, allow: to('deploy') },
            // The kit writes records into an e2e server's database with the API's own commands.
            { from: { element: { type: 'e2e-kit' } }, allow: to('api') },
            // A site's browser tests and their config use the kit; the site itself never does.
            { from: { element: { type: 'site' }, file: { categories: 'browser-test' } }, allow: to('e2e-kit') },
            { from: { element: { type: 'admin' }, file: { categories: 'browser-test' } }, allow: to('e2e-kit') },
          ],
        },
      ],
    },
  },
  {
    settings: {
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'browser-test', pattern: ['**/e2e/**', '**/e2e-process/**', '**/playwright.config.ts', '**/scripts/screenshots.ts'] },
      ],
    },
  },
  {
    // What a partner's page and an npm user render follows the writing direction: ui's
    // primitives, the widget runtime and the widgets style with logical properties only.
    files: [`packages/{ui,widget-kit,${WIDGETS.join(',')}}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'local/no-physical-direction': 'error' },
  },
  {
    // The back office stays out of everything a partner's page or an npm user
    // downloads: no widget, shared package or embed imports its schemas or its API client.
    // One file is the exception: the api-client's admin entry, the back office's own
    // server-side client (not published; the client's public entry never reaches it, below).
    files: ['packages/**/*.{ts,tsx}', 'sites/embed/**/*.{ts,tsx}'],
    ignores: ['packages/schemas/**', API_CLIENT_ADMIN_ENTRY],
    rules: { 'no-restricted-imports': ['error', { paths: NO_BACK_OFFICE }] },
  },
  {
    // The client's public entry is what the widgets bundle: none of its files imports the
    // admin entry (only the admin entry's own test does).
    files: ['packages/api-client/src/**/*.{ts,tsx}'],
    ignores: [API_CLIENT_ADMIN_ENTRY, 'packages/api-client/src/admin.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: NO_BACK_OFFICE, patterns: [NO_ADMIN_ENTRY] }] },
  },
  // The API's layers: routes -> services -> stores -> database. A route parses the request,
  // calls a service and answers (it never opens a transaction nor gets the database handle);
  // a service runs the workflow (transactions, audit, outbox);
  // a store holds every query. Only the stores, db/ (connection, migrations, seeds) and the
  // commands' wiring import knex.
  {
    files: ['services/api/src/**/*.ts'],
    ignores: API_KNEX_ALLOWED,
    rules: { 'no-restricted-imports': ['error', { paths: [NO_KNEX], patterns: [] }] },
  },
  {
    files: ['services/api/src/**/routes.ts', 'services/api/src/**/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [NO_KNEX], patterns: [ROUTE_NO_DATABASE, ROUTE_NO_STORE] }],
      'no-restricted-syntax': ['error', ROUTE_NO_TRANSACTION],
    },
  },
  {
    files: ['services/api/src/**/service.ts', 'services/api/src/**/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_KNEX], patterns: [NO_ROUTES] }] },
  },
  {
    files: ['services/api/src/**/store.ts', 'services/api/src/**/store/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_ROUTES, STORE_NO_SERVICE] }] },
  },
  {
    // Playwright fixtures are declared by destructuring; a test that needs none writes `{}`.
    files: ['sites/*/e2e/**', 'sites/*/e2e-process/**'],
    // Their `use` is Playwright's fixture callback, not a React hook.
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    rules: {
      // A warning: 19 existing uses, 16 of them in the API's tests reading loosely typed
      // rows and JSON (services/api/test/api.test.ts), 2 in widget-kit's component type of
      // defineWidget (React's own ComponentType<any> idiom); make it an error once they go.
      '@typescript-eslint/no-explicit-any': 'warn',
      // Augmenting React's `JSX` namespace (the widgets' src/jsx.ts) needs `namespace`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
);

export default config;
