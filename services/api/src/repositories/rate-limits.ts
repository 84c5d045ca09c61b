import type { Database } from '../db/index.ts';

/** Fixed-window request counters in the `rate_limits` table, shared by every API process. */
export function rateLimitsRepository(db: Database) {
  return {
    /**
     * Counts one request for `key` in the window starting at `windowStart` (Unix seconds) and
     * returns the window's count including it. The upsert is atomic on both dialects (ON
     * DUPLICATE KEY UPDATE / ON CONFLICT DO UPDATE); the transaction makes the count read
     * back exactly this request's (MySQL holds the row lock until commit; SQLite serialises).
     */
    async hit(key: string, windowStart: number): Promise<number> {
      return db.transaction(async (trx) => {
        await trx('rate_limits')
          .insert({ key, window_start: windowStart, count: 1 })
          .onConflict(['key', 'window_start'])
          .merge({ count: trx.raw('?? + 1', ['rate_limits.count']) });
        const row = await trx('rate_limits').where({ key, window_start: windowStart }).first<{ count: number | string }>('count');
        return Number(row?.count ?? 1);
      });
    },

    /** Deletes every window that started before `windowStart`; returns how many. */
    async deleteBefore(windowStart: number): Promise<number> {
      return db('rate_limits').where('window_start', '<', windowStart).del();
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
