import { isSqlite, type Database } from '../../db/index.ts';

/**
 * The count a blocked key is raised to (`block`): above any configured limit, and far from
 * the column's 32-bit ceiling, so the requests of the rest of its window still fit.
 */
export const BLOCKED_COUNT = 1_000_000_000;

/** Fixed-window request counters in the `rate_limits` table, shared by every API process. */
export function rateLimitsRepository(db: Database) {
  return {
    /**
     * Counts one request for `key` in the window starting at `windowStart` (Unix seconds) and
     * returns the window's count including it, in one statement (one round trip, no
     * transaction): on MySQL `INSERT ... ON DUPLICATE KEY UPDATE count = LAST_INSERT_ID(count + 1)`,
     * whose new count comes back as the statement's insert id (a fresh row, inserted with 1,
     * reports 0: the table has no auto-increment column); on SQLite
     * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING count`. Both are atomic under concurrency
     * (the row is locked by the update), so each request reads back its own count.
     */
    async hit(key: string, windowStart: number): Promise<number> {
      if (isSqlite(db)) {
        const rows = (await db.raw(
          'insert into ?? (??, ??, ??) values (?, ?, 1) on conflict (??, ??) do update set ?? = ?? + 1 returning ??',
          ['rate_limits', 'key', 'window_start', 'count', key, windowStart, 'key', 'window_start', 'count', 'rate_limits.count', 'count'],
        )) as Array<{ count: number }>;
        return Number(rows[0]!.count);
      }
      const [result] = (await db.raw('insert into ?? (??, ??, ??) values (?, ?, 1) on duplicate key update ?? = LAST_INSERT_ID(?? + 1)', [
        'rate_limits',
        'key',
        'window_start',
        'count',
        key,
        windowStart,
        'count',
        'count',
      ])) as [{ affectedRows: number; insertId: number | string }];
      // affectedRows is 1 for an inserted row and 2 for an updated one (MySQL's ODKU contract).
      return result.affectedRows === 1 ? 1 : Number(result.insertId);
    },

    /**
     * Raises the count of `key` in the window to `BLOCKED_COUNT` (creating the row if need
     * be): every later request of the window is over any limit, at no extra read per request.
     */
    async block(key: string, windowStart: number): Promise<void> {
      await db('rate_limits').insert({ key, window_start: windowStart, count: BLOCKED_COUNT }).onConflict(['key', 'window_start']).merge({ count: BLOCKED_COUNT });
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
