/**
 * `pnpm lint` holds the arrows of ARCHITECTURE.md: ESLint's Node API lints a few lines of
 * code as if they were a file of a package (the file need not exist; the imports it names
 * do), and the exact errors are expected.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: workspaceRoot });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('pnpm lint', () => {
  it('given the browser suites\' kit / when a site\'s browser test uses it, or the site\'s own code / only the test may', async () => {
    const code = "export { seriousViolations } from '@joognoo/e2e-kit';\n";
    expect(await lint('sites/web/e2e/lint-fixture.spec.ts', code)).toEqual([]);
    expect(await lint('sites/embed-demo/playwright.config.ts', code)).toEqual([]);
    expect(await lint('sites/web/app/lint-fixture.ts', code)).toEqual([
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "site" and captured values: name="web" to elements of type "e2e-kit"',
    ]);
  });

  it('given a widget / when it imports another widget by name / it fails', async () => {
    expect(
      await lint(
        'packages/contact-form/src/lint-fixture.ts',
        "import { NewsletterForm } from '@joognoo/newsletter';\nexport { NewsletterForm };\n",
      ),
    ).toEqual([
      'boundaries/dependencies: @joognoo/newsletter is not a dependency of this widget package: declare it in package.json if the arrows of ARCHITECTURE.md allow it',
    ]);
  });

  it('given a widget / when it reaches into another widget by a relative path / it fails twice', async () => {
    expect(
      await lint('packages/case-studies/src/lint-fixture.ts', "export { JobBoardWidget } from '../../job-board/src/index.ts';\n"),
    ).toEqual([
      "local/no-relative-cross-package: '../../job-board/src/index.ts' leaves the package packages/case-studies for packages/job-board: import another package by its name, not by a relative path.",
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "widget" and captured values: name="case-studies" to elements of type "widget" and captured values: name="job-board"',
    ]);
  });

  it('given a widget test / when it imports another widget / it fails as the code would', async () => {
    expect(
      await lint(
        'packages/contact-form/src/lint-fixture.test.tsx',
        "import { NewsletterForm } from '../../newsletter/src/index.ts';\nexport { NewsletterForm };\n",
      ),
    ).toEqual([
      "local/no-relative-cross-package: '../../newsletter/src/index.ts' leaves the package packages/contact-form for packages/newsletter: import another package by its name, not by a relative path.",
      'boundaries/dependencies: There is no policy allowing dependencies from file of category "test" belonging to elements of type "widget" and captured values: name="contact-form" to elements of type "widget" and captured values: name="newsletter"',
    ]);
  });

  it('given a widget or the embed / when it imports the back office schemas / it fails', async () => {
    const code = "import { ADMIN_AREAS } from '@joognoo/schemas/admin';\nexport { ADMIN_AREAS };\n";
    const refusal = "no-restricted-imports: '@joognoo/schemas/admin' import is restricted from being used. The back office stays out of the widgets, the shared packages and the embeds.";
    expect(await lint('packages/job-board/src/lint-fixture.ts', code)).toContain(refusal);
    expect(await lint('sites/embed/src/lint-fixture.ts', code)).toContain(refusal);
    expect(await lint('sites/web/app/lint-fixture.ts', code)).toEqual([]);
  });

  describe('the back office\'s API client (the api-client\'s admin entry)', () => {
    const schemas = "import type { StaffUser } from '@joognoo/schemas/admin';\nexport type { StaffUser };\n";
    const client = "import { createAdminApiClient } from '@joognoo/api-client/admin';\nexport { createAdminApiClient };\n";
    const refusal = (name: string) =>
      `no-restricted-imports: '${name}' import is restricted from being used. The back office stays out of the widgets, the shared packages and the embeds.`;

    it('given the admin entry / when it imports the back office schemas / it passes: the one exception', async () => {
      expect(await lint('packages/api-client/src/admin.ts', schemas)).toEqual([]);
    });

    it('given any other file of api-client, its tests included, or another package / when it imports the back office schemas / it fails', async () => {
      expect(await lint('packages/api-client/src/client.ts', schemas)).toEqual([refusal('@joognoo/schemas/admin')]);
      expect(await lint('packages/api-client/src/admin.test.ts', schemas)).toEqual([refusal('@joognoo/schemas/admin')]);
      expect(await lint('packages/api-client/src/lint-fixture.ts', schemas)).toEqual([refusal('@joognoo/schemas/admin')]);
      expect(await lint('packages/ui/src/lint-fixture.ts', schemas)).toContain(refusal('@joognoo/schemas/admin'));
      expect(await lint('packages/widget-kit/src/lint-fixture.ts', schemas)).toContain(refusal('@joognoo/schemas/admin'));
      expect(await lint('packages/site-kit/src/lint-fixture.ts', schemas)).toContain(refusal('@joognoo/schemas/admin'));
    });

    it('given the client\'s public entry / when it imports the admin entry / it fails; the admin entry\'s test may', async () => {
      const code = "export { createAdminApiClient } from './admin.ts';\n";
      const publicRefusal =
        "no-restricted-imports: './admin.ts' import is restricted from being used by a pattern. The client's public entry never imports its admin entry: the widgets would bundle the back office's client.";
      expect(await lint('packages/api-client/src/index.ts', code)).toEqual([publicRefusal]);
      expect(await lint('packages/api-client/src/client.ts', "export { createAdminApiClient } from './admin';\n")).toEqual([publicRefusal.replace("'./admin.ts'", "'./admin'")]);
      expect(await lint('packages/api-client/src/admin.test.ts', code)).toEqual([]);
    });

    it('given a widget, a shared package or the embed / when it imports the admin client / it fails; the back office may', async () => {
      expect(await lint('packages/contact-form/src/lint-fixture.ts', client)).toContain(refusal('@joognoo/api-client/admin'));
      expect(await lint('packages/site-kit/src/lint-fixture.ts', client)).toContain(refusal('@joognoo/api-client/admin'));
      expect(await lint('sites/embed/src/lint-fixture.ts', client)).toContain(refusal('@joognoo/api-client/admin'));
      expect(await lint('sites/admin/app/back-office/lint-fixture.server.ts', client)).toEqual([]);
    });
  });

  it('given the back office app / when it imports the public site / it fails', async () => {
    expect(await lint('sites/admin/app/lint-fixture.ts', "export { loader } from '../../web/app/root.tsx';\n")).toEqual([
      "local/no-relative-cross-package: '../../web/app/root.tsx' leaves the package sites/admin for sites/web: import another package by its name, not by a relative path.",
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "admin" to elements of type "site" and captured values: name="web"',
    ]);
    expect(await lint('sites/admin/app/lint-fixture.ts', "export { SignInForm } from '@joognoo/site-kit';\nexport { BRAND } from '@joognoo/schemas';\n")).toEqual([]);
  });

  it('given the shared page plumbing / when it imports a site / it fails', async () => {
    expect(await lint('packages/site-kit/src/lint-fixture.ts', "export { uploadPaths } from '../../../sites/admin/app/entry.server.tsx';\n")).toEqual([
      "local/no-relative-cross-package: '../../../sites/admin/app/entry.server.tsx' leaves the package packages/site-kit for sites/admin: import another package by its name, not by a relative path.",
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "site-kit" to elements of type "admin"',
    ]);
  });

  it('given the API / when it imports the ui package / it fails', async () => {
    expect(await lint('services/api/src/lint-fixture.ts', "import { Button } from '@joognoo/ui';\nexport { Button };\n")).toEqual([
      'boundaries/dependencies: @joognoo/ui is not a dependency of this api package: declare it in package.json if the arrows of ARCHITECTURE.md allow it',
    ]);
    expect(
      await lint('services/api/src/lint-fixture.ts', "import { Button } from '../../../packages/ui/src/index.ts';\nexport { Button };\n"),
    ).toEqual([
      "local/no-relative-cross-package: '../../../packages/ui/src/index.ts' leaves the package services/api for packages/ui: import another package by its name, not by a relative path.",
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "api" to elements of type "ui"',
    ]);
  });

  it('given the http-cache package / when it imports the API / it fails', async () => {
    expect(await lint('packages/http-cache/src/lint-fixture.ts', "export { loadConfig } from '../../../services/api/src/index.ts';\n")).toEqual([
      "local/no-relative-cross-package: '../../../services/api/src/index.ts' leaves the package packages/http-cache for services/api: import another package by its name, not by a relative path.",
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "http-cache" to elements of type "api"',
    ]);
  });

  it('given the API / when it imports the composition root / it fails', async () => {
    expect(await lint('services/api/src/lint-fixture.ts', "export { pageCache } from '../../server/src/page-cache.ts';\n")).toEqual([
      "local/no-relative-cross-package: '../../server/src/page-cache.ts' leaves the package services/api for services/server: import another package by its name, not by a relative path.",
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "api" to elements of type "server"',
    ]);
  });

  it('given a lower layer / when it imports a higher one / it fails', async () => {
    expect(
      await lint('packages/schemas/src/lint-fixture.ts', "export { createApiClient } from '../../api-client/src/index.ts';\n"),
    ).toEqual([
      "local/no-relative-cross-package: '../../api-client/src/index.ts' leaves the package packages/schemas for packages/api-client: import another package by its name, not by a relative path.",
      'boundaries/dependencies: There is no policy allowing dependencies from elements of type "schemas" to elements of type "api-client"',
    ]);
  });

  it('given a relative import into another package / when the arrow itself is allowed / it still fails', async () => {
    expect(await lint('packages/ui/src/lint-fixture.ts', "export { BRAND } from '../../schemas/src/index.ts';\n")).toEqual([
      "local/no-relative-cross-package: '../../schemas/src/index.ts' leaves the package packages/ui for packages/schemas: import another package by its name, not by a relative path.",
    ]);
  });

  it('given imports along the arrows / it passes', async () => {
    expect(
      await lint(
        'packages/contact-form/src/lint-fixture.tsx',
        [
          "import { BRAND } from '@joognoo/schemas';",
          "import { Button } from '@joognoo/ui';",
          "import { defineWidget } from '@joognoo/widget-kit';",
          "import { styled } from 'styled-components';",
          "import { ContactForm } from './index';",
          'export { BRAND, Button, defineWidget, styled, ContactForm };',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(await lint('services/api/src/lint-fixture.ts', "export { BRAND } from '@joognoo/schemas';\n")).toEqual([]);
    expect(
      await lint('sites/web/app/lint-fixture.tsx', "export { ContactForm } from '@joognoo/contact-form';\nexport { BRAND } from '@joognoo/schemas';\n"),
    ).toEqual([]);
    expect(await lint('services/api/src/lint-fixture.ts', "export { cachedBody } from '@joognoo/http-cache';\n")).toEqual([]);
    expect(
      await lint(
        'services/server/src/lint-fixture.ts',
        "export { openApi } from '@joognoo/api';\nexport { compression } from '@joognoo/http-cache';\nexport { PAGE_UPLOADS } from '@joognoo/web/hosting';\n",
      ),
    ).toEqual([]);
    // Root-level tooling (the shared vitest configuration) is not a package.
    expect(await lint('packages/ui/vitest.config.ts', "export { vitestConfig } from '../../vitest.shared.ts';\n")).toEqual([]);
  });
  describe('the writing direction (local/no-physical-direction)', () => {
    const rule = 'local/no-physical-direction';
    const physical = [
      "import styled, { css, keyframes } from 'styled-components';",
      "import { vars } from '@joognoo/ui';",
      'export const Box = styled.div`',
      '  margin-left: ${vars.space[\'2\']};',
      '  padding-right: 40px;',
      '  text-align: left;',
      '  float: right;',
      '  border-left: 3px solid;',
      '  border-top-right-radius: 4px;',
      '  padding: 0 ${vars.space[\'10\']} 0 ${vars.space[\'5\']};',
      '  a:hover { right: 0; }',
      '`;',
      "export const Pop = styled.div<{ $side: 'a' | 'b' }>`",
      "  ${({ $side }) => ($side === 'a' ? 'left: 0;' : 'inset-inline-end: 0;')}",
      '`;',
      'export const slide = keyframes`from { transform: translateX(100%); }`;',
      'export const clear = css`clear: left;`;',
      'export function Swipe({ x }: { x: number }) {',
      '  return <div style={{ marginRight: 4, transform: `translateX(${x}px)` }} />;',
      '}',
      'export function lock() {',
      "  document.body.style.paddingRight = '15px';",
      '}',
      '',
    ].join('\n');
    const logical = [
      "import styled, { css, keyframes } from 'styled-components';",
      "import { INLINE_SIGN, inlineSign, vars } from '@joognoo/ui';",
      'export const Box = styled.div`',
      '  ${inlineSign}',
      '  margin-inline-start: ${vars.space[\'2\']};',
      '  padding-inline-end: 40px;',
      '  text-align: start;',
      '  float: inline-end;',
      '  border-inline-start: 3px solid;',
      '  border-start-end-radius: 4px;',
      '  padding-block: 0;',
      '  padding-inline: ${vars.space[\'5\']} ${vars.space[\'10\']};',
      '  padding: ${vars.space[\'2\']} ${vars.space[\'4\']} ${vars.space[\'2\']} ${vars.space[\'4\']};',
      '  transform: translateY(-2px);',
      '  a:hover { inset-inline-end: 0; }',
      '`;',
      "export const Pop = styled.div<{ $side: 'a' | 'b' }>`",
      "  ${({ $side }) => ($side === 'a' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}",
      '`;',
      'export const slide = keyframes`from { transform: translateX(calc(100% * var(${INLINE_SIGN}))); }`;',
      'export const clear = css`clear: inline-start;`;',
      'export function Swipe({ x }: { x: number }) {',
      '  return <div style={{ marginInlineEnd: 4, transform: `translateX(calc(${x}px * var(--joognoo-inline-sign)))` }} />;',
      '}',
      'export function lock() {',
      "  document.body.style.paddingInlineEnd = '15px';",
      '}',
      '',
    ].join('\n');

    it('given physical sides in the CSS of a widget / it fails at each, naming the logical property', async () => {
      const problems = await lint('packages/job-board/src/lint-fixture.tsx', physical);
      expect(problems).toEqual([
        `${rule}: \`margin-left\` is a physical side: use \`margin-inline-start\`, which follows the writing direction (right to left in Arabic).`,
        `${rule}: \`padding-right\` is a physical side: use \`padding-inline-end\`, which follows the writing direction (right to left in Arabic).`,
        `${rule}: \`text-align: left\` is a physical side: use \`text-align: start\`, which follows the writing direction.`,
        `${rule}: \`float: right\` is a physical side: use \`float: inline-end\`, which follows the writing direction.`,
        `${rule}: \`border-left\` is a physical side: use \`border-inline-start\`, which follows the writing direction (right to left in Arabic).`,
        `${rule}: \`border-top-right-radius\` is a physical side: use \`border-start-end-radius\`, which follows the writing direction (right to left in Arabic).`,
        `${rule}: \`padding: 0 \${vars.space['10']} 0 \${vars.space['5']}\` gives the left and the right side different values: write \`padding-block\` and \`padding-inline-start\` / \`padding-inline-end\`, which follow the writing direction.`,
        `${rule}: \`right\` is a physical side: use \`inset-inline-end\`, which follows the writing direction (right to left in Arabic).`,
        `${rule}: \`left\` is a physical side: use \`inset-inline-start\`, which follows the writing direction (right to left in Arabic).`,
        `${rule}: \`transform: translateX(100%)\` moves along the physical x axis: multiply the distance by \`var(--joognoo-inline-sign)\` (ui's \`inlineSign\`, -1 in right-to-left text), or disable this rule for a truly physical movement and say why.`,
        `${rule}: \`clear: left\` is a physical side: use \`clear: inline-start\`, which follows the writing direction.`,
        `${rule}: \`margin-right\` is a physical side: use \`margin-inline-end\`, which follows the writing direction (right to left in Arabic).`,
        `${rule}: \`transform: \`translateX(\${x}px)\`\` moves along the physical x axis: multiply the distance by \`var(--joognoo-inline-sign)\` (ui's \`inlineSign\`, -1 in right-to-left text), or disable this rule for a truly physical movement and say why.`,
        `${rule}: \`padding-right\` is a physical side: use \`padding-inline-end\`, which follows the writing direction (right to left in Arabic).`,
      ]);
      // The same file in ui and in widget-kit.
      expect(await lint('packages/ui/src/lint-fixture.tsx', physical)).toHaveLength(problems.length);
      expect(await lint('packages/widget-kit/src/lint-fixture.tsx', physical)).toHaveLength(problems.length);
    });

    it('given the logical version of the same styles / it passes', async () => {
      expect(await lint('packages/job-board/src/lint-fixture.tsx', logical)).toEqual([]);
      expect(await lint('packages/ui/src/lint-fixture.tsx', logical)).toEqual([]);
    });

    it('given a truly physical drawing / it passes with a disable comment that says why, and fails without the reason', async () => {
      const drawing = (comment: string) =>
        ["import { css } from 'styled-components';", comment, 'export const checkMark = css`border-width: 0 2px 2px 0;`;', ''].join('\n');
      expect(
        await lint('packages/ui/src/lint-fixture.ts', drawing(`// eslint-disable-next-line ${rule} -- a check mark drawn with two borders of a rotated box`)),
      ).toEqual([]);
      expect(await lint('packages/ui/src/lint-fixture.ts', drawing(`// eslint-disable-next-line ${rule}`))).toEqual([
        `${rule}: Say why this style is physical: \`-- <reason>\` after the rule name in the eslint-disable comment.`,
      ]);
    });

    it('given the sites / the rule is not theirs (the public site has its own layout)', async () => {
      expect(await lint('sites/web/app/lint-fixture.tsx', physical)).toEqual([]);
    });
  });

  describe('the API layers (routes -> services -> stores -> database)', () => {
    const route = 'services/api/src/leads/routes/lint-fixture.ts';

    it('given an API route / when it imports the database / it fails', async () => {
      expect(await lint(route, "import { isSqlite } from '../../db/index.ts';\nexport { isSqlite };\n")).toEqual([
        "no-restricted-imports: '../../db/index.ts' import is restricted from being used by a pattern. A route does not reach the database: call its domain's service.",
      ]);
    });

    it('given an API route / when it imports a store / it fails', async () => {
      expect(await lint(route, "import { leadDetail } from '../store.ts';\nexport { leadDetail };\n")).toEqual([
        "no-restricted-imports: '../store.ts' import is restricted from being used by a pattern. A route does not call a store: call its domain's service.",
      ]);
    });

    it('given an API route / when it imports knex / it fails', async () => {
      expect(await lint(route, "import type { Knex } from 'knex';\nexport type { Knex };\n")).toEqual([
        "no-restricted-imports: 'knex' import is restricted from being used. Only a store (store.ts, store/*.ts) or db/ uses knex: call a service or a store.",
      ]);
    });

    it('given an API route / when it opens a transaction on the database handle / it fails, and calling its service passes', async () => {
      const refusal = "no-restricted-syntax: A route does not open a transaction: its domain's service runs the workflow (transaction, stores, audit entry).";
      const handler = (body: string) =>
        [
          "import type { AdminRouter } from '../../admin/router.ts';",
          'export function fixtureRoutes(admin: AdminRouter): void {',
          "  admin.post('/api/admin/leads/:id/fixture', 'leads', async (ctx) => {",
          `    ${body}`,
          '    ctx.status = 204;',
          '  });',
          '}',
          '',
        ].join('\n');
      expect(await lint(route, handler("await admin.deps.db.transaction(async (trx) => trx('contact_requests').where({ id: 1 }).del());"))).toEqual([refusal]);
      expect(await lint(route, handler("await admin.deps.db['transaction'](async () => undefined);"))).toEqual([refusal]);
      expect(await lint(route, handler('await admin.services.leads.setOwner(1, null, admin.actor(ctx));'))).toEqual([]);
    });

    it('given a store / when it imports a service or a route / it fails', async () => {
      expect(await lint('services/api/src/leads/store/lint-fixture.ts', "export { leadsService } from '../service.ts';\nexport { leadsRoutes } from '../routes/admin.ts';\n")).toEqual([
        "no-restricted-imports: '../service.ts' import is restricted from being used by a pattern. A store holds queries only: a service calls it, never the other way.",
        "no-restricted-imports: '../routes/admin.ts' import is restricted from being used by a pattern. Routes call services and stores, never the other way.",
      ]);
    });

    it('given a service / when it imports knex / it fails', async () => {
      expect(await lint('services/api/src/leads/service.ts', "import knex from 'knex';\nexport { knex };\n")).toEqual([
        "no-restricted-imports: 'knex' import is restricted from being used. Only a store (store.ts, store/*.ts) or db/ uses knex: call a service or a store.",
      ]);
    });

    it('given an API route that calls its service and a store that imports knex / it passes', async () => {
      expect(
        await lint(
          route,
          ["import type { AdminRouter } from '../../admin/router.ts';", "import { leadsService } from '../service.ts';", 'export type { AdminRouter };', 'export { leadsService };', ''].join('\n'),
        ),
      ).toEqual([]);
      expect(await lint('services/api/src/leads/store/lint-fixture.ts', "import type { Knex } from 'knex';\nexport type { Knex };\n")).toEqual([]);
    });
  });
});
