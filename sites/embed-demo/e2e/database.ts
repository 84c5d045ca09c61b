/**
 * The e2e run's own MariaDB database (`joognoo_e2e_<random>`, created before the host
 * starts, dropped by the global teardown), through the mysql2 of services/api.
 */
import { createRequire } from 'node:module';

const requireFromApi = createRequire(new URL('../../../services/api/package.json', import.meta.url));

/** The part of mysql2/promise used here (embed-demo has no mysql2 dependency of its own). */
interface Connection {
  query(sql: string, params?: unknown[]): Promise<[unknown, unknown]>;
  end(): Promise<void>;
}
const mysql = requireFromApi('mysql2/promise') as { createConnection(url: string): Promise<Connection> };

/** The MariaDB server (no database): `EMBED_E2E_MYSQL_URL`, default root on 127.0.0.1:3306. */
export const MYSQL_SERVER_URL = process.env.EMBED_E2E_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export function databaseUrl(name: string): string {
  return `${MYSQL_SERVER_URL.replace(/\/+$/, '')}/${name}`;
}

async function server(): Promise<Connection> {
  return mysql.createConnection(MYSQL_SERVER_URL);
}

const checkName = (name: string) => {
  if (!/^joognoo_e2e_[a-z0-9]+$/.test(name)) throw new Error(`refusing database name "${name}"`);
  return name;
};

export async function createDatabase(name: string): Promise<void> {
  const connection = await server();
  try {
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${checkName(name)}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

export async function dropDatabase(name: string): Promise<void> {
  const connection = await server();
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${checkName(name)}\``);
  } finally {
    await connection.end();
  }
}

/** Rows of a query on the run's database. */
export async function query<T = Record<string, unknown>>(name: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const connection = await mysql.createConnection(databaseUrl(name));
  try {
    const [rows] = await connection.query(sql, params);
    return rows as T[];
  } finally {
    await connection.end();
  }
}
