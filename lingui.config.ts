/**
 * The message catalogs of the widgets, the schemas' validation texts, the API's mail and the
 * site's newsletter link pages. Each lives beside its code as `<source>/locales/<locale>/messages.json`
 * (message id -> ICU MessageFormat text; `<source>` is a package's `src`, a site's `app`) and
 * is compiled by `pnpm messages` to `messages.ts` beside it, so no ICU parser ever reaches a
 * browser. `pnpm messages` first writes the English catalog of @joognoo/schemas from its source
 * (packages/schemas/scripts/write-catalog.ts). `tooling/messages.test.ts` holds every catalog
 * complete and every compiled file current.
 */
import { formatter } from '@lingui/format-json';
import { defineConfig } from '@lingui/cli';

/** The workspace folders that hold catalogs. */
export const CATALOG_ROOTS = [
  'packages/schemas',
  'packages/ui',
  'packages/widget-kit',
  'packages/newsletter',
  'packages/contact-form',
  'packages/blog',
  'packages/job-board',
  'packages/case-studies',
  'packages/integrations',
  'services/api',
  'sites/web',
] as const;
export type CatalogRoot = (typeof CATALOG_ROOTS)[number];

/** The source folder of a catalog root: a site's is `app`, every other's `src`. */
export function sourceFolder(root: CatalogRoot): string {
  return root.startsWith('sites/') ? `${root}/app` : `${root}/src`;
}

export default defineConfig({
  locales: ['en', 'ar', 'ms', 'zh', 'hi'],
  sourceLocale: 'en',
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
  catalogs: CATALOG_ROOTS.map((root) => ({
    path: `<rootDir>/${sourceFolder(root)}/locales/{locale}/messages`,
    include: [`<rootDir>/${sourceFolder(root)}`],
  })),
});

