import type { Middleware } from 'koa';
import type { RateLimit } from '../config.ts';
import type { RateLimitsRepository } from '../repositories/rate-limits.ts';
import { clientIp, type TrustProxy } from './client-ip.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';
/** Expired windows are deleted at most this often per process. */
const CLEANUP_INTERVAL_SECONDS = 60;

export interface RateLimitOptions {
  /** The counter's name: one counter per endpoint and client IP. */
  name: string;
  limit: RateLimit;
  trustProxy: TrustProxy;
  /** Unix time in ms; tests may pass a clock. */
  now?: () => number;
}

/**
 * Fixed-window limit per client IP, counted in the database (so every API process shares
 * it): request `limit + 1` of a window is answered 429 `{ message }` with `Retry-After` (the
 * seconds until the window ends), before the body is read. Old windows are deleted
 * opportunistically, at most once a minute.
 */
export function rateLimit(rateLimits: RateLimitsRepository, { name, limit, trustProxy, now = Date.now }: RateLimitOptions): Middleware {
  let lastCleanup = 0;
  return async (ctx, next) => {
    const seconds = Math.floor(now() / 1000);
    const windowStart = seconds - (seconds % limit.windowSeconds);
    const count = await rateLimits.hit(`${name}:${clientIp(ctx, trustProxy)}`, windowStart);
    if (seconds - lastCleanup >= CLEANUP_INTERVAL_SECONDS) {
      lastCleanup = seconds;
      await rateLimits.deleteBefore(windowStart, `${name}:`);
    }
    if (count > limit.limit) {
      ctx.status = 429;
      ctx.set('Retry-After', String(Math.max(1, windowStart + limit.windowSeconds - seconds)));
      ctx.body = { message: TOO_MANY_REQUESTS };
      return;
    }
    await next();
  };
}
