import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import knex, { type Knex } from 'knex';
import type { Config } from '../config.ts';
import { jsonLogger, type Logger } from '../logger.ts';
import { ensurePrivateDir, ensurePrivateFile, narrowIfPresent } from '../security/private-files.ts';

export type Database = Knex;
/** A transaction of `db.transaction()`: services open it and hand it to the stores. */
export type Transaction = Knex.Transaction;

/**
 * Longest wait for a pooled connection (knex's default is 60 s). During a database outage a
 * request fails with a 503 after at most this long instead of hanging.
 */
export const ACQUIRE_TIMEOUT_MS = 1_500;
/**
 * Longest wait for MariaDB's handshake on a new connection (mysql2's default is 10 s); a
 * failed connect fails the requests waiting for it, so a hung host answers 503 within this.
 */
export const CONNECT_TIMEOUT_MS = 1_000;
/** `GET /api/health`'s bound on its ping, acquiring the connection included. */
export const PING_TIMEOUT_MS = 1_500;

/**
 * Longer waits than a serving process's, for a caller that prefers waiting to a fast 503: a
 * test suite on a machine so busy that MariaDB's handshake takes seconds.
 */
export interface DatabaseTimeouts {
  connectMs?: number;
  acquireMs?: number;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
export const SQLITE_FILENAME = 'joognoo.sqlite';

/**
 * A configured knex: MySQL/MariaDB through mysql2 when `databaseUrl` is set, otherwise the
 * embedded SQLite file `<dataDir>/joognoo.sqlite` (better-sqlite3, WAL, foreign keys on).
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  { logger = jsonLogger, timeouts = {} }: { logger?: Logger; timeouts?: DatabaseTimeouts } = {},
): Database {
  const connectMs = timeouts.connectMs ?? CONNECT_TIMEOUT_MS;
  const acquireMs = timeouts.acquireMs ?? ACQUIRE_TIMEOUT_MS;
  // knex's own warnings (e.g. a dropped connection) become JSON lines too, first line only:
  // knex appends stack traces. A failed acquire is not logged here: the request (or health
  // check) that waited for the connection logs one line for it.
  const log = {
    warn: (message: unknown) => {
      const text = firstLine(message);
      if (!text.startsWith('Acquire connection error:')) logger.warn({ msg: 'knex', message: text });
    },
    error: (message: unknown) => logger.error({ msg: 'knex', message: firstLine(message) }),
    deprecate: (method: unknown, alternative: unknown) => logger.warn({ msg: 'knex deprecation', method, alternative }),
    debug: () => {},
  };
  if (config.databaseUrl) {
    return knex({
      log,
      client: 'mysql2',
      connection: {
        ...parseMysqlUrl(config.databaseUrl),
        timezone: 'Z',
        charset: 'utf8mb4',
        dateStrings: false,
        connectTimeout: connectMs,
        // TCP keep-alive finds a silently dropped idle connection (e.g. behind a firewall);
        // a reset one is already flagged by mysql2 and discarded by knex on its next acquire.
        enableKeepAlive: true,
        keepAliveInitialDelay: 10_000,
      },
      acquireConnectionTimeout: acquireMs,
      // min 0: nothing to reconnect eagerly after an outage; the next request opens a fresh
      // connection, so the API recovers by itself as soon as the database is back.
      pool: { min: 0, max: 10, idleTimeoutMillis: 30_000, createTimeoutMillis: connectMs },
    });
  }
  // Owner-only: SQLite gives its -wal and -shm files the mode of the database file.
  const filename = path.join(config.dataDir, SQLITE_FILENAME);
  ensurePrivateDir(config.dataDir);
  ensurePrivateFile(filename);
  for (const suffix of ['-wal', '-shm', '-journal']) narrowIfPresent(`${filename}${suffix}`);
  return knex({
    log,
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      afterCreate(connection: { pragma(source: string): unknown }, done: (error: Error | null, connection: unknown) => void) {
        try {
          connection.pragma('journal_mode = WAL');
          connection.pragma('foreign_keys = ON');
          connection.pragma('busy_timeout = 5000');
          done(null, connection);
        } catch (error) {
          done(error as Error, connection);
        }
      },
    },
  });
}

function parseMysqlUrl(value: string) {
  const url = new URL(value);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    ...(database ? { database } : {}),
  };
}

/** The database URL without its password, for messages and logs. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `sqlite:${path.join(config.dataDir, SQLITE_FILENAME)}`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

export function isSqlite(db: Database): boolean {
  return db.client.config.client === 'better-sqlite3';
}

function firstLine(message: unknown): string {
  return String(message).split('\n', 1)[0]!;
}

/** Throws when the database does not answer within `timeoutMs` (acquiring a connection included). */
export async function ping(db: Database, timeoutMs = PING_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`No answer from the database within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  const query = db.raw('select 1');
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** mysql2/Node socket codes of a database that is down, unreachable or refusing clients. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR', // too many connections
  'ER_SERVER_SHUTDOWN',
  'ER_SERVER_GONE_ERROR',
  'ER_SERVER_LOST',
]);
/** MySQL error numbers of the same: too many connections, shutting down, server gone, lost. */
const UNAVAILABLE_ERRNOS = new Set([1040, 1053, 2006, 2013]);

/**
 * The database cannot be reached right now (as opposed to a bug or a bad query): a refused,
 * reset or timed-out connection, a full pool (knex's KnexTimeoutError), a server that is
 * shutting down or has too many connections, or a connection mysql2 already closed after a
 * fatal error. Looks through `cause` chains (knex wraps some errors).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { name, code, errno, fatal, message } = current as {
      name?: unknown;
      code?: unknown;
      errno?: unknown;
      fatal?: unknown;
      message?: unknown;
    };
    if (name === 'KnexTimeoutError') return true;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof errno === 'number' && UNAVAILABLE_ERRNOS.has(errno)) return true;
    if (fatal === true) return true; // mysql2: the connection is unusable
    if (typeof message === 'string' && /connection is in closed state/.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Reads the dated TypeScript migrations of ./migrations in name order and imports them on
 * demand (works under tsx and vitest alike, no knexfile needed).
 */
const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    return fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((name) => /^\d{4}-\d{2}-\d{2}-\d{6}-[a-z0-9-]+\.ts$/.test(name))
      .sort();
  },
  getMigrationName(name) {
    return name;
  },
  async getMigration(name) {
    return (await import(pathToFileURL(path.join(MIGRATIONS_DIR, name)).href)) as Knex.Migration;
  },
};

const migratorConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

/** Applies every pending migration; returns the names applied. */
export async function migrateLatest(db: Database): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(migratorConfig)) as [number, string[]];
  return applied;
}

/** Rolls back every applied migration; returns the names rolled back. */
export async function rollbackAll(db: Database): Promise<string[]> {
  const [, rolledBack] = (await db.migrate.rollback(migratorConfig, true)) as [number, string[]];
  return rolledBack;
}

/**
 * A unique or primary key violation: MySQL errno 1062 (ER_DUP_ENTRY; mysql2's `code` is
 * not reliable for every error, errno is), SQLite SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { errno, code } = (error ?? {}) as { errno?: unknown; code?: unknown };
  return errno === 1062 || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
