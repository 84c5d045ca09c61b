import type { Backoff } from '../config.ts';

/** The shortest wait before a retry (unless the first wait is set lower, as tests do). */
const FLOOR_MS = 1_000;

/**
 * Full-jitter exponential backoff: the wait after the n-th failed try is a random time
 * between min(1 s, first) and min(cap, first * 2^(n-1)). With the defaults (30 s, 1 h) the
 * first retry comes within 30 s and no two tries are more than an hour apart.
 */
export function retryDelayMs(failedTries: number, backoff: Backoff, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.capMs, backoff.firstMs * 2 ** Math.min(Math.max(failedTries, 1) - 1, 40));
  const floor = Math.min(FLOOR_MS, backoff.firstMs);
  return Math.round(floor + random() * (ceiling - floor));
}
