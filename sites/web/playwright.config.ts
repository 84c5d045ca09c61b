import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@joognoo/e2e-kit';

/**
 * End-to-end tests drive the BUILT site (`pnpm build` first; no rebuild here) served by
 * the composition root (`services/server/src/main.ts`, run by tsx) with a fresh SQLite database, in Debian's Chromium (never a download).
 */
const port = Number(process.env.WEB_E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;
/** A GA id is configured so the consent banner and the no-consent rule are tested. */
export const E2E_GA_ID = 'G-E2ETEST123';
/** The webhook secret of the e2e run (a fixed test value, never a real one). */
const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-not-for-production';

// The config is evaluated again in every worker; workers inherit the environment.
process.env.WEB_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'joognoo-web-e2e-'));

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
    // Every test starts with analytics declined (no banner over the page) unless it opts out.
    storageState: {
      cookies: [
        {
          name: 'joognoo_consent',
          value: 'denied',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: chromiumLaunchOptions,
  },
  // What one viewport checks is declared here, not skipped at run time: a file of server
  // answers (the same at every width) is `*.desktop.spec.ts`; a test or group for one width
  // carries the tag `@desktop-only` or `@mobile-only`.
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
      // Loopback SMTP and webhook receivers for the leads (e2e/delivery-receivers.ts).
      command: 'node ./node_modules/tsx/dist/cli.mjs e2e/delivery-receivers.ts',
      url: `http://127.0.0.1:${port + 1}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { WEB_E2E_PORT: String(port), WEB_E2E_DATA_DIR: process.env.WEB_E2E_DATA_DIR, LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET },
    },
    {
      command: 'node ./node_modules/tsx/dist/cli.mjs ../../services/server/src/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.WEB_E2E_DATA_DIR,
        // SQLite in the fresh DATA_DIR unless a database is given for the e2e run on purpose.
        DATABASE_URL: process.env.WEB_E2E_DATABASE_URL ?? '',
        SITE_URL: baseURL,
        GA_MEASUREMENT_ID: E2E_GA_ID,
        NODE_ENV: 'production',
        // High: every spec posts leads from 127.0.0.1; the 429 behaviour is tested with its own
        // limit in the embed-demo e2e.
        RATE_LIMIT_LEADS: '100000/60',
        BODIES_PER_ADDRESS: '100000',
        // As behind a TLS-terminating proxy on this host: its X-Forwarded-Proto counts (the HSTS
        // spec). TRUST_PROXY unset (trust nobody) is tested by e2e/plain-start.spec.ts.
        TRUST_PROXY: 'loopback',
        // Production requires a key for integration secrets at rest; a fixed test key (never a real one).
        INTEGRATION_KEYS: process.env.WEB_E2E_INTEGRATION_KEYS ?? 'e2e:ZTJlLXRlc3Qta2V5LW5vdC1mb3ItcHJvZHVjdGlvbiE=',
        // Production requires the proof-of-work key; the ceiling is high (every spec posts from
        // here): e2e/proof-of-work.spec.ts starts a site of its own with a low one.
        PROOF_OF_WORK_KEY: 'e2e-proof-of-work-key-not-for-production',
        FORM_CEILING: '100000/60',
        // Every lead is e-mailed to sales and sent as a signed webhook to the receivers above.
        SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
        MAIL_FROM: 'Joognoo <no-reply@joognoo.test>',
        SALES_EMAIL: 'sales@joognoo.test',
        SALES_EMAIL_ROUTES: 'addon:addons@joognoo.test',
        // Job applications go here, their CV attached.
        HIRING_EMAIL: 'hiring@joognoo.test',
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${port + 1}/hooks/joognoo`,
        LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        // The receivers above listen on loopback, a private target (refused by default).
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        DELIVERY_POLL_MS: '200',
      },
    },
  ],
});
