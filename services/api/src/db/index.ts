import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import knex, { type Knex } from 'knex';
import type { Config } from '../config.ts';
import { jsonLogger, type Logger } from '../logger.ts';

export type Database = Knex;

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
export const SQLITE_FILENAME = 'joognoo.sqlite';

/**
 * A configured knex: MySQL/MariaDB through mysql2 when `databaseUrl` is set, otherwise the
 * embedded SQLite file `<dataDir>/joognoo.sqlite` (better-sqlite3, WAL, foreign keys on).
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  { logger = jsonLogger }: { logger?: Logger } = {},
): Database {
  // knex's own warnings (e.g. a refused connection) become JSON lines too.
  const log = {
    warn: (message: unknown) => logger.warn({ msg: 'knex', message: String(message) }),
    error: (message: unknown) => logger.error({ msg: 'knex', message: String(message) }),
    deprecate: (method: unknown, alternative: unknown) => logger.warn({ msg: 'knex deprecation', method, alternative }),
    debug: () => {},
  };
  if (config.databaseUrl) {
    return knex({
      log,
      client: 'mysql2',
      connection: { ...parseMysqlUrl(config.databaseUrl), timezone: 'Z', charset: 'utf8mb4', dateStrings: false },
      pool: { min: 0, max: 10 },
    });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return knex({
    log,
    client: 'better-sqlite3',
    connection: { filename: path.join(config.dataDir, SQLITE_FILENAME) },
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

/** Throws when the database does not answer. */
export async function ping(db: Database): Promise<void> {
  await db.raw('select 1');
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
