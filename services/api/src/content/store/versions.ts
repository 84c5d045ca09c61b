import type { Knex } from 'knex';
import type { Database } from '../../db/index.ts';
import { toDbTime, toIso } from '../../db/columns.ts';

/** The one counter for the public content (products, blog, jobs, case studies). */
const CONTENT = 'content';

/**
 * The listeners of `notify()`, per database handle: every repository over the same handle
 * (the API's, the host's page cache's) hears a write of this process.
 */
const listenersByDb = new WeakMap<Database, Set<() => void>>();

export function contentVersionsRepository(db: Database) {
  let listeners = listenersByDb.get(db);
  if (!listeners) listenersByDb.set(db, (listeners = new Set()));
  return {
    /** The current content version (0 before the first bump). */
    async get(): Promise<number> {
      const row = await db('content_versions').where({ name: CONTENT }).first<{ version: number | string } | undefined>('version');
      return Number(row?.version ?? 0);
    },

    bump: () => bumpContentVersion(db),

    /**
     * The next moment scheduled content becomes public (a post or case study whose
     * published_at, or a published job whose posted_at, is still ahead), as epoch ms; null
     * when nothing is scheduled. The response cache treats that moment as a version change.
     */
    async nextScheduledAt(now = new Date()): Promise<number | null> {
      const nowDb = toDbTime(db, now);
      const [posts, studies, jobs] = await Promise.all([
        db('blog_posts').where('published_at', '>', nowDb).min({ at: 'published_at' }).first(),
        db('case_studies').where('draft', false).where('published_at', '>', nowDb).min({ at: 'published_at' }).first(),
        db('jobs').where('published', true).where('posted_at', '>', nowDb).min({ at: 'posted_at' }).first(),
      ]);
      const times = [posts, studies, jobs]
        .map((row) => (row as { at?: unknown } | undefined)?.at)
        .filter((at) => at !== null && at !== undefined)
        .map((at) => Date.parse(toIso(at)));
      return times.length === 0 ? null : Math.min(...times);
    },

    /**
     * Tells this process's listeners (the response cache) that content changed, right after
     * a back-office write commits: its cached answers go at once, not at the next poll.
     */
    notify(): void {
      for (const listener of listeners) listener();
    },

    /** Calls `listener` on every `notify()`; answers the unsubscribe. */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
