import { dropDatabase } from './database.ts';

/** Drops the run's database (created by the host's start command in playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  const name = process.env.EMBED_E2E_DB;
  if (name) await dropDatabase(name);
}
