/**
 * What a partner developer gets from npm: the packed tarballs of every published package
 * (run `pnpm build` first) installed with npm into a fresh React + Vite + TypeScript app
 * outside the repository, once per React major our peer ranges claim. The app renders
 * each widget's React component, two of the same widget on one page, a `<joognoo-*>`
 * element written in TSX (typed by the widget's JSX typings), and defines the custom elements
 * through the `./embed` entries; it must type-check (bundler resolution, library types
 * included: `skipLibCheck: false`), build with Vite, and server-render the page with two
 * forms (their DOM ids must not collide). (The script-tag build is not on npm: it is the
 * private sites/embed, served by the company's host.) Run: `pnpm test:packages`.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBytes, packPublished, publishedPackages, run, type Tarball } from './published-packages';

/** Every React major the packages' `react`/`react-dom` peer ranges accept, and the versions installed to test it. */
const REACT_MAJORS = [
  { major: 18, react: '^18.3.1', types: '^18.3.0', range: '^18.3.0' },
  { major: 19, react: '^19.0.0', types: '^19.0.0', range: '^19.0.0' },
];

/** The custom elements the `./embed` entries define. */
const ELEMENTS = ['contact-form', 'newsletter', 'blog', 'job-board', 'case-studies', 'integrations'].map((w) => `joognoo-${w}`);

const root = mkdtempSync(join(tmpdir(), 'joognoo-consumer-'));
let tarballs: Tarball[] = [];

beforeAll(async () => {
  tarballs = await packPublished(join(root, 'tarballs'));
  const total = tarballs.reduce((sum, t) => sum + t.bytes, 0);
  console.log(tarballs.map((t) => `${t.name}@${t.version}: ${formatBytes(t.bytes)}`).join('\n'));
  console.log(`all ${tarballs.length} tarballs: ${formatBytes(total)}`);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Partner app</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  // Script-tag style use: only the elements, no React component imported anywhere.
  'elements.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Partner page</title></head>
  <body>
    <joognoo-newsletter api-base="https://www.joognoo.com"></joognoo-newsletter>
    <script type="module" src="/src/elements.ts"></script>
  </body>
</html>
`,
  'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@joognoo/api-client';
import { BRAND } from '@joognoo/schemas';
import { JoognooThemeProvider } from '@joognoo/ui';
import type { WidgetTheme } from '@joognoo/widget-kit';
import { ContactForm, type ContactFormSuccessDetail } from '@joognoo/contact-form';
import { NewsletterForm } from '@joognoo/newsletter';
import { BlogWidget } from '@joognoo/blog';
import { JobBoardWidget } from '@joognoo/job-board';
import { CaseStudiesWidget } from '@joognoo/case-studies';
import { IntegrationsPanel } from '@joognoo/integrations';
import { TwoForms } from './two-forms';
import './elements';

const apiBase = 'https://www.joognoo.com';
const theme: WidgetTheme = 'light';
export const client = createApiClient({ baseUrl: apiBase });

function App() {
  return (
    <JoognooThemeProvider>
      <h1>{BRAND.name} widgets ({theme})</h1>
      <ContactForm variant="contact" apiBase={apiBase} onSuccess={(detail: ContactFormSuccessDetail) => console.log(detail)} />
      <NewsletterForm apiBase={apiBase} source="partner-app" />
      <BlogWidget apiBase={apiBase} postHref="/insights/{slug}" />
      <JobBoardWidget apiBase={apiBase} viewDetailsHref="/jobs/{slug}" />
      <CaseStudiesWidget apiBase={apiBase} useCase="carbon" />
      <IntegrationsPanel apiBase={apiBase} defaultTab="jira" />
      <TwoForms apiBase={apiBase} />
    </JoognooThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
  // Two of the same widget on one page, and the element form in TSX.
  'src/two-forms.tsx': `import { ContactForm } from '@joognoo/contact-form';

export function TwoForms({ apiBase }: { apiBase: string }) {
  return (
    <main>
      <ContactForm variant="contact" apiBase={apiBase} />
      <ContactForm variant="about" apiBase={apiBase} hideInterest />
      <joognoo-contact-form api-base={apiBase} variant="home" hide-interest heading-level={3} theme="dark" />
      {/* @ts-expect-error: not a variant of the element */}
      <joognoo-contact-form variant="nope" />
    </main>
  );
}
`,
  // Server-rendered (vite.ssr.config.ts) and run in Node by the test.
  'src/render.tsx': `import { renderToString } from 'react-dom/server';
import { TwoForms } from './two-forms';

export const render = () => renderToString(<TwoForms apiBase="https://www.joognoo.com" />);
`,
  'vite.ssr.config.ts': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One ESM file for Node with every dependency inside, as a server bundle would be.
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: { ssr: 'src/render.tsx', outDir: 'dist-ssr' },
});
`,
  'src/elements.ts': `import '@joognoo/contact-form/embed';
import '@joognoo/newsletter/embed';
import '@joognoo/blog/embed';
import '@joognoo/job-board/embed';
import '@joognoo/case-studies/embed';
import '@joognoo/integrations/embed';
`,
  'vite.config.ts': `import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// PAGE=elements builds only the elements page, into dist-elements/.
const page = process.env.PAGE ?? 'index';
export default defineConfig({
  plugins: [react()],
  build: { outDir: page === 'index' ? 'dist' : 'dist-elements', rollupOptions: { input: resolve(import.meta.dirname, \`\${page}.html\`) } },
});
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // Type-check the packages' declarations too, and that every side-effect import resolves.
        skipLibCheck: false,
        noUncheckedSideEffectImports: true,
        // As Vite's React template; node: styled-components' declarations use NodeJS types.
        types: ['vite/client', 'node'],
      },
      include: ['src'],
    },
    null,
    2,
  ),
};

function writeApp(dir: string, react: (typeof REACT_MAJORS)[number]) {
  const joognoo = Object.fromEntries(tarballs.map((t) => [t.name, `file:${t.file}`]));
  const manifest = {
    name: `partner-app-react-${react.major}`,
    private: true,
    type: 'module',
    scripts: {},
    // styled-components is the widgets' peer dependency: the app owns the one copy.
    dependencies: { ...joognoo, react: react.react, 'react-dom': react.react, 'styled-components': '^6.6.0' },
    devDependencies: {
      '@types/node': '^20.19.0',
      '@types/react': react.types,
      '@types/react-dom': react.types,
      '@vitejs/plugin-react': '^6.0.0',
      typescript: '~5.9.3',
      vite: '^8.3.8',
    },
    // The widgets depend on the other @joognoo packages by exact version: take them from
    // the tarballs too, as a registry would.
    overrides: Object.fromEntries(tarballs.map((t) => [t.name, `$${t.name}`])),
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
}

/** The environment of a developer's shell: not vitest's NODE_ENV=test (Vite would build for development). */
const { NODE_ENV: _testMode, VITEST: _vitest, ...appEnv } = process.env;

const jsOf = (dir: string) =>
  readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))
    .join('\n');

describe('the published packages in a fresh React app', () => {
  it('claims exactly the React majors this test installs', () => {
    for (const pkg of publishedPackages()) {
      for (const peer of ['react', 'react-dom']) {
        const range = pkg.manifest.peerDependencies?.[peer];
        if (range) expect(range, `${pkg.name} ${peer}`).toBe(REACT_MAJORS.map((r) => r.range).join(' || '));
      }
    }
  });

  describe.each(REACT_MAJORS)('React $major', (react) => {
    const dir = join(root, `app-react-${react.major}`);
    const npm = (args: string[]) => run('npm', args, { cwd: dir, env: appEnv, maxBuffer: 16 * 1024 * 1024 });
    const exec = (bin: string, args: string[], env: Record<string, string> = {}) =>
      run(join(dir, 'node_modules/.bin', bin), args, { cwd: dir, env: { ...appEnv, ...env }, maxBuffer: 16 * 1024 * 1024 });

    beforeAll(async () => {
      mkdirSync(dir, { recursive: true });
      writeApp(dir, react);
      await npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
    });

    it('installs the tarballs with that React', async () => {
      const installed = (name: string) => JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
      expect(installed('react')).toMatch(new RegExp(`^${react.major}\\.`));
      for (const t of tarballs) expect(installed(t.name), t.name).toBe(t.version);
      // npm would print "invalid"/"missing" for an unmet (peer) dependency.
      const { stdout } = await npm(['ls', '--all', '--json']);
      expect(JSON.stringify(JSON.parse(stdout).problems ?? [])).toBe('[]');
    });

    it('type-checks the app (bundler resolution)', async () => {
      const compile = (project: string) =>
        exec('tsc', ['-p', project, '--pretty', 'false']).then(
          () => '',
          (error: { stdout: string }) => error.stdout,
        );
      expect(await compile('tsconfig.json')).toBe('');
    });

    it('builds with Vite, keeping the custom elements of the ./embed entries', async () => {
      await exec('vite', ['build', '--logLevel', 'error']);
      expect(existsSync(join(dir, 'dist/index.html'))).toBe(true);
      const app = jsOf(join(dir, 'dist'));
      expect(app).toContain('createRoot');

      // Only side-effect imports of the ./embed entries: a bundler drops them unless
      // the packages declare those files as having side effects.
      await exec('vite', ['build', '--logLevel', 'error'], { PAGE: 'elements' });
      const elements = jsOf(join(dir, 'dist-elements'));
      expect(elements).toContain('customElements.define');
      for (const tag of ELEMENTS) expect(elements, tag).toMatch(new RegExp(`[\`'"]${tag}[\`'"]`));
    });

    it('server-renders two of the same widget on one page, with no DOM id twice', async () => {
      await exec('vite', ['build', '-c', 'vite.ssr.config.ts', '--logLevel', 'error']);
      const { stdout: html } = await run(
        'node',
        ['--input-type=module', '-e', "const { render } = await import('./dist-ssr/render.js'); process.stdout.write(render());"],
        { cwd: dir, env: appEnv, maxBuffer: 16 * 1024 * 1024 },
      );
      expect(html.match(/<form[\s>]/g)).toHaveLength(2);
      // React 18 and 19 write the attributes in this order; a boolean differs (`""`, `"true"`).
      expect(html).toMatch(/<joognoo-contact-form api-base="https:\/\/www\.joognoo\.com" variant="home" hide-interest(="[^"]*")? heading-level="3" theme="dark">/);
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(ids.length).toBeGreaterThan(2);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    });
  });
});
