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

    /**
     * Takes back one counted request (never below zero): for limits that count only failures,
     * such as sign-in attempts, which are counted first (so concurrent attempts stay exact)
     * and given back when they succeed.
     */
    async undo(key: string, windowStart: number): Promise<void> {
      await db('rate_limits')
        .where({ key, window_start: windowStart })
        .andWhere('count', '>', 0)
        .update({ count: db.raw('?? - 1', ['count']) });
    },

    /** The count of `key` in the window starting at `windowStart` (0 when none). */
    async count(key: string, windowStart: number): Promise<number> {
      const row = await db('rate_limits').where({ key, window_start: windowStart }).first<{ count: number | string } | undefined>('count');
      return Number(row?.count ?? 0);
    },

    /** Whether `key` was counted in a window that started at or after `sinceWindowStart`. */
    async exists(key: string, sinceWindowStart: number): Promise<boolean> {
      const row = await db('rate_limits').where({ key }).andWhere('window_start', '>=', sinceWindowStart).andWhere('count', '>', 0).first('key');
      return row !== undefined;
    },

    /**
     * Deletes the windows of keys starting with `keyPrefix` that started before `windowStart`;
     * returns how many. Limits with other window lengths share the table, so each cleans up
     * only its own keys (a shorter window must not end a longer one's count).
     */
    async deleteBefore(windowStart: number, keyPrefix: string): Promise<number> {
      return db('rate_limits').where('key', 'like', `${keyPrefix}%`).andWhere('window_start', '<', windowStart).del();
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
