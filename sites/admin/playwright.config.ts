import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '@joognoo/e2e-kit';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the back office drive the BUILT apps (`pnpm build` first; no rebuild
 * here): the server that mounts this app at /admin beside the public site, with a fresh SQLite
 * database, in Debian's Chromium (never a download).
 */
const port = Number(process.env.ADMIN_E2E_PORT ?? 4327);
export const baseURL = `http://127.0.0.1:${port}`;

// The config is evaluated again in every worker; workers inherit the environment.
process.env.ADMIN_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'joognoo-admin-e2e-'));

const web = path.resolve(import.meta.dirname, '../web');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // A trace records every action's DOM and screenshots: in CI only the retry of a failed test
    // records one (recording all of them cost the browser suites about a fifth of their CPU).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Every test starts with analytics declined, as on the public site.
    storageState: {
      cookies: [{ name: 'joognoo_consent', value: 'denied', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
    launchOptions: chromiumLaunchOptions,
  },
  // What one viewport checks is declared here, not skipped at run time, as on the public site:
  // a walk through server-rendered forms (the same at every width) is `*.desktop.spec.ts`; a
  // test or group for one width carries the tag `@desktop-only` or `@mobile-only`.
  projects: [
    { name: 'desktop', grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testIgnore: '**/*.desktop.spec.ts',
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      // Loopback SMTP for the invitation and password e-mails (e2e/mail-receiver.ts).
      command: 'node ./node_modules/tsx/dist/cli.mjs e2e/mail-receiver.ts',
      url: `http://127.0.0.1:${port + 1}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ADMIN_E2E_PORT: String(port), ADMIN_E2E_DATA_DIR: process.env.ADMIN_E2E_DATA_DIR },
    },
    {
      // The process that serves /admin (this build), /api and the public site.
      command: 'node ./node_modules/tsx/dist/cli.mjs ../../services/server/src/main.ts',
      cwd: web,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.ADMIN_E2E_DATA_DIR,
        // SQLite in the fresh DATA_DIR unless a database is given for the e2e run on purpose.
        DATABASE_URL: process.env.ADMIN_E2E_DATABASE_URL ?? '',
        SITE_URL: baseURL,
        NODE_ENV: 'production',
        // High: the lead specs post from 127.0.0.1.
        RATE_LIMIT_LEADS: '100000/60',
        BODIES_PER_ADDRESS: '100000',
        TRUST_PROXY: 'loopback',
        // Production requires a key for integration secrets at rest; a fixed test key (never a real one).
        INTEGRATION_KEYS: 'e2e:ZTJlLXRlc3Qta2V5LW5vdC1mb3ItcHJvZHVjdGlvbiE=',
        // Production requires the proof-of-work key (a fixed test value); the ceiling is high.
        PROOF_OF_WORK_KEY: 'e2e-proof-of-work-key-not-for-production',
        FORM_CEILING: '100000/60',
        SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
        MAIL_FROM: 'Joognoo <no-reply@joognoo.test>',
        SALES_EMAIL: 'sales@joognoo.test',
        HIRING_EMAIL: 'hiring@joognoo.test',
        DELIVERY_POLL_MS: '200',
      },
    },
  ],
});
