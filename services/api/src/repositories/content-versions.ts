import type { Knex } from 'knex';
import type { Database } from '../db/index.ts';

/** The one counter for the public content (products, blog, jobs, case studies). */
const CONTENT = 'content';

export function contentVersionsRepository(db: Database) {
  return {
    /** The current content version (0 before the first bump). */
    async get(): Promise<number> {
      const row = await db('content_versions').where({ name: CONTENT }).first<{ version: number | string } | undefined>('version');
      return Number(row?.version ?? 0);
    },

    bump: () => bumpContentVersion(db),
  };
}

/**
 * Marks the public content as changed, so every API process drops its cached GET answers
 * within a second. Call it in the same transaction as the content write.
 */
export async function bumpContentVersion(db: Database | Knex.Transaction): Promise<void> {
  await db('content_versions')
    .insert({ name: CONTENT, version: 1 })
    .onConflict('name')
    .merge({ version: db.raw('?? + 1', ['content_versions.version']) });
}

export type ContentVersionsRepository = ReturnType<typeof contentVersionsRepository>;
