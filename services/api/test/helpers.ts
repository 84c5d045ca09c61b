import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { migrateLatest, openDatabase, type Database } from '../src/db/index.ts';
import { silentLogger, type Logger } from '../src/logger.ts';
import { parseKeyring } from '../src/security/secrets.ts';

export type Dialect = 'sqlite' | 'mariadb';
/** Every integration suite runs once per dialect. */
export const dialects: readonly Dialect[] = ['sqlite', 'mariadb'];

export const MYSQL_SERVER_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface TestDatabase {
  db: Database;
  config: Config;
  /** Destroys the pool and removes the database (MariaDB) or its directory (SQLite). */
  drop(): Promise<void>;
}

/** The integration key of the test config (base64, 32 bytes), id `test-1`. */
export const TEST_INTEGRATION_KEY = Buffer.alloc(32, 0x5a).toString('base64');

function testConfig(overrides: Partial<Config>): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '',
    nodeEnv: 'test',
    bodyLimitBytes: 100 * 1024,
    // Many bodies at once, so suites that post concurrently are not limited; request-order.test.ts lowers it.
    requestLimits: { bodyTimeoutMs: 60_000, bodiesPerAddress: 1000 },
    siteUrl: 'http://localhost:3000',
    siteOrigin: 'http://localhost:3000',
    embedOrigins: [],
    trustProxy: false,
    // High, so suites that post a lot are not limited; the rate-limit tests lower it.
    rateLimitLeads: { limit: 10_000, windowSeconds: 600 },
    // High too; the proof-of-work tests lower the ceiling.
    proofOfWork: { ceiling: { limit: 10_000, windowSeconds: 600 }, key: 'test-proof-of-work-key-0123456789abcdef' },
    cookieSecure: false,
    integrationKeys: parseKeyring(`test-1:${TEST_INTEGRATION_KEY}`),
    integrationKeyFile: undefined,
    mail: { smtpUrl: undefined, from: 'Joognoo <no-reply@joognoo.test>', salesEmail: 'sales@joognoo.test', salesRoutes: {} },
    leadWebhook: undefined,
    // The suites' webhook receivers listen on loopback; the tests of the refusal turn this off.
    webhookAllowPrivateTargets: true,
    // Suites that test delivery run a worker of their own, with an injected clock.
    delivery: { worker: 'off', concurrency: 8, leaseMs: 60_000, pollMs: 1000, backoff: { firstMs: 30_000, capMs: 3_600_000, giveUpMs: 72 * 3_600_000 } },
    applications: {
      hiringEmail: 'hiring@joognoo.test',
      hiringByDepartment: {},
      mailAttachmentMaxBytes: 5 * 1024 * 1024,
      cvLinkKey: 'test-cv-link-key-0123456789abcdef0123',
      retentionDays: 365,
    },
    ...overrides,
  };
}

/**
 * The suites' connections wait as long as a busy CI machine needs (the serving process's 1 s
 * handshake and 1.5 s acquire bounds are tested by the outage tests, which open their own).
 */
const PATIENT = { connectMs: 15_000, acquireMs: 30_000 } as const;

/**
 * A fresh, migrated database: a temp SQLite file, or a new `joognoo_test_<random>` database
 * on the MariaDB of TEST_MYSQL_URL. An unreachable MariaDB fails the suite (never skips).
 */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-api-test-'));
  if (dialect === 'sqlite') {
    return migratedDatabase(testConfig({ dataDir }), async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  }

  const name = `joognoo_test_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ databaseUrl: MYSQL_SERVER_URL, dataDir }, { logger: silentLogger, timeouts: PATIENT });
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } catch (error) {
    await admin.destroy();
    const reason = (error as { code?: string }).code ?? String(error);
    throw new Error(
      `MariaDB is not reachable at ${MYSQL_SERVER_URL} (${reason}). The API suite needs it: start MariaDB ` +
        '(see TOOLCHAIN.md) or point TEST_MYSQL_URL at a server where this user may create databases.',
    );
  }
  const url = new URL(MYSQL_SERVER_URL);
  url.pathname = `/${name}`;
  return migratedDatabase(testConfig({ databaseUrl: url.toString(), dataDir }), async () => {
    await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** `config`'s database opened and migrated; `drop` closes it, then runs `removeStorage`. */
async function migratedDatabase(config: Config, removeStorage: () => Promise<void>): Promise<TestDatabase> {
  const db = openDatabase(config, { logger: silentLogger, timeouts: PATIENT });
  await migrateLatest(db);
  return {
    db,
    config,
    async drop() {
      await db.destroy();
      await removeStorage();
    },
  };
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** The real app on a real socket (port 0). */
export async function startTestServer(db: Database, config: Config, logger: Logger = silentLogger): Promise<TestServer> {
  const app = createApp({ db, config, logger });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export async function countRows(db: Database, table: string): Promise<number> {
  const row = await db(table).count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A valid lead of the public contact form; `email` tells one sender's leads from another's. */
export function contactLead(email = 'ann@example.com') {
  return {
    form: 'contact',
    firstName: 'Ann',
    lastName: 'Lee',
    email,
    company: 'Acme',
    interest: 'engineering',
    message: 'We would like a demo.',
    consent: true,
  };
}

/** No error body may carry a stack trace or driver text. */
export function expectNoLeak(text: string): void {
  if (/\bat .+:\d+:\d+|node_modules|Error:|ER_[A-Z_]+|SQLITE_|sqlite|mysql|select |insert /i.test(text)) {
    throw new Error(`The error body leaks internals: ${text}`);
  }
}
