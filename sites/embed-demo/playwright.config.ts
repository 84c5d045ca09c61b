import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@joognoo/e2e-kit';
import { databaseUrl } from './e2e/database.ts';
import { DEMO, DEMO_PORT as demoPort, HOST, HOST_PORT as hostPort, INTEGRATION_KEYS, OTHER_PORT as otherPort, PROOF_OF_WORK_KEY } from './e2e/host.ts';

/**
 * The partner demo against the REAL host: the built site (`services/server/src/main.ts`, built by
 * `pnpm build`, or `WEB_BUILD_DIR`) serves /embed/v1/ and the API on its own port, on a
 * fresh MariaDB database `joognoo_e2e_<random>` (created by the host's start command,
 * dropped by the global teardown). The demo pages are served twice: from an origin the
 * host allows (EMBED_ORIGINS) and from one it does not; the first server is also
 * PARTNER_DEMO (`localhost`), allowed only as the origin of a partner record (e2e/host.ts).
 */

// The config is evaluated again in every worker; workers inherit the environment.
process.env.EMBED_E2E_DB ??= `joognoo_e2e_${randomBytes(6).toString('hex')}`;
process.env.EMBED_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'joognoo-embed-e2e-'));
// The specs (also the job-board spec) talk to the real host.
process.env.WIDGET_HOST = HOST;

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, '../web');
const tsx = path.join(here, 'node_modules/tsx/dist/cli.mjs');
const demoServer = (port: number) => ({
  command: `node ${tsx} server.ts`,
  url: `http://127.0.0.1:${port}/`,
  env: { PORT: String(port), WIDGET_HOST: HOST },
  reuseExistingServer: false,
  stdout: 'ignore' as const,
});

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: DEMO,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // Creates the run's database, then starts the built host site + API on it.
      command: `node ${tsx} ${path.join(here, 'scripts/e2e-db.ts')} create ${process.env.EMBED_E2E_DB} && node ./node_modules/tsx/dist/cli.mjs ../../services/server/src/main.ts`,
      cwd: webDir,
      url: `${HOST}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(hostPort),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(process.env.EMBED_E2E_DB),
        DATA_DIR: process.env.EMBED_E2E_DATA_DIR,
        SITE_URL: HOST,
        // The demo's first origin may call the API; PARTNER_DEMO only through the partner
        // record the partner spec creates; OTHER_DEMO not at all (e2e/host.ts).
        EMBED_ORIGINS: DEMO,
        // The limit: the 11th rapid submit per client and endpoint gets 429. Each
        // test posts as its own client (X-Forwarded-For from this loopback browser, which
        // TRUST_PROXY=loopback honours), so tests do not share counters.
        RATE_LIMIT_LEADS: '10/600',
        TRUST_PROXY: 'loopback',
        NODE_ENV: 'production',
        INTEGRATION_KEYS,
        PROOF_OF_WORK_KEY,
        // Every test posts leads; the site-wide ceiling is tested in the API and the site's e2e.
        FORM_CEILING: '100000/60',
        BODIES_PER_ADDRESS: '100000',
        // The partner spec's webhook receiver listens on loopback, a private target (refused by default).
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
      },
    },
    demoServer(demoPort),
    demoServer(otherPort),
  ],
});
