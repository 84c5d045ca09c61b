/**
 * The message catalogs of the widgets, the schemas' validation texts and the API's mail.
 * Each lives beside its code as `src/locales/<locale>/messages.json` (message id -> ICU
 * MessageFormat text) and is compiled by `pnpm messages` to `messages.ts` beside it, so
 * no ICU parser ever reaches a browser. `tooling/messages.test.ts` holds every catalog
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
] as const;

export default defineConfig({
  locales: ['en', 'ar', 'ms', 'zh', 'hi'],
  sourceLocale: 'en',
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
  catalogs: CATALOG_ROOTS.map((root) => ({
    path: `<rootDir>/${root}/src/locales/{locale}/messages`,
    include: [`<rootDir>/${root}/src`],
  })),
});

