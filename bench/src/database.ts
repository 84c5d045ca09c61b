import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

/** The shared MariaDB; the bench only ever creates and drops its own database in it. */
const ADMIN_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface BenchDatabase {
  name: string;
  /** DATABASE_URL for the server. */
  url: string;
  query<T>(sql: string, values?: unknown[]): Promise<T[]>;
  /**
   * Edits the content the way an editor would: the change and a content version bump in
   * one transaction (the API's response cache drops its answers on a new version).
   */
  changeContent(sql: string): Promise<void>;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = await mysql.createConnection(ADMIN_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = `${ADMIN_URL}/${name}`;
  const pool = mysql.createPool({ uri: url, connectionLimit: 2 });
  return {
    name,
    url,
    async query<T>(sql: string, values: unknown[] = []) {
      const [rows] = await pool.query(sql, values);
      return rows as T[];
    },
    async changeContent(sql) {
      const connection = await pool.getConnection();
      try {
        await connection.beginTransaction();
        await connection.query(sql);
        await connection.query(
          "INSERT INTO content_versions (name, version) VALUES ('content', 1) ON DUPLICATE KEY UPDATE version = version + 1",
        );
        await connection.commit();
      } finally {
        connection.release();
      }
    },
    async drop() {
      await pool.end();
      const connection = await mysql.createConnection(ADMIN_URL);
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
