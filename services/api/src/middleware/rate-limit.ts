import type { Middleware } from 'koa';
import type { RateLimit } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { RateLimitsRepository } from './store/rate-limits.ts';
import { clientIp, rateLimitAddress, type TrustProxy } from './client-ip.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';
/** Expired windows are deleted at most this often per process. */
const CLEANUP_INTERVAL_SECONDS = 60;
/** With `acceptedOnly`: refused requests allowed per window, as a multiple of the limit. */
export const REJECTED_LIMIT_FACTOR = 5;

export interface RateLimitOptions {
  /** The counter's name: one counter per endpoint and client IP. */
  name: string;
  limit: RateLimit;
  trustProxy: TrustProxy;
  /**
   * Count accepted requests (2xx) only: any other answer is given back, so a visitor's
   * typos or a broken client never use up the limit of its address. A refused request (any
   * 4xx: malformed, too large, wrong type, invalid fields) counts instead against a separate
   * cap of `REJECTED_LIMIT_FACTOR` times the limit, past which the address gets 429 on
   * every request until the window ends (the refusal that reaches the cap blocks the
   * address's counter, so an accepted request costs one counter statement, no second read).
   * A stored answer replayed for a repeated Idempotency-Key is given back too.
   */
  acceptedOnly?: boolean;
  /** Unix time in ms; tests may pass a clock. */
  now?: () => number;
}

/** The status a thrown error will be answered with (as errorHandler maps it; a database outage is a 503). */
function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/** The answer past the limit: 429 with the seconds to wait; the unread body is discarded as it arrives. */
function tooMany(ctx: Parameters<Middleware>[0], retryAfterSeconds: number): void {
  ctx.req.resume();
  ctx.status = 429;
  ctx.set('Retry-After', String(retryAfterSeconds));
  ctx.body = { message: TOO_MANY_REQUESTS };
}

/**
 * The seconds until the window of `name` ends for the client at `clientAddress` when it has
 * already used up `limit` there (the `Retry-After` that `rateLimit` would answer), else null.
 * Counts nothing. The address is keyed as `rateLimit` keys it (an IPv6 client by its /64).
 */
export async function rateLimitWait(
  rateLimits: RateLimitsRepository,
  { name, limit }: { name: string; limit: RateLimit },
  clientAddress: string,
  now = Date.now,
): Promise<number | null> {
  const seconds = Math.floor(now() / 1000);
  const windowStart = seconds - (seconds % limit.windowSeconds);
  if ((await rateLimits.count(`${name}:${rateLimitAddress(clientAddress)}`, windowStart)) < limit.limit) return null;
  return Math.max(1, windowStart + limit.windowSeconds - seconds);
}

/**
 * The rate limit's answer without counting (`rateLimitWait`): 429 as `rateLimit` answers it
 * when the client has already used up its window, else on. For a guard that must read a body
 * before the request can be counted (the registration check's `partner`): a client over its
 * limit is refused before its body is read, and nothing is written.
 */
export function rateLimitPeek(rateLimits: RateLimitsRepository, options: RateLimitOptions): Middleware {
  return async (ctx, next) => {
    const wait = await rateLimitWait(rateLimits, options, clientIp(ctx, options.trustProxy), options.now);
    if (wait === null) return next();
    tooMany(ctx, wait);
  };
}

/**
 * Fixed-window limit per client address (an IPv6 client per /64: `rateLimitAddress`), counted in the database (so every API process shares
 * it): request `limit + 1` of a window is answered 429 `{ message }` with `Retry-After` (the
 * seconds until the window ends), before the body is read (its unread body is discarded as it arrives). Every request is counted before
 * it runs, so concurrent ones cannot slip past the limit; with `acceptedOnly` the ones that
 * end without a 2xx are given back afterwards. Old windows are deleted opportunistically,
 * at most once a minute.
 */
export function rateLimit(
  rateLimits: RateLimitsRepository,
  { name, limit, trustProxy, acceptedOnly = false, now = Date.now }: RateLimitOptions,
): Middleware {
  let lastCleanup = 0;
  return async (ctx, next) => {
    const seconds = Math.floor(now() / 1000);
    const windowStart = seconds - (seconds % limit.windowSeconds);
    const ip = rateLimitAddress(clientIp(ctx, trustProxy));
    const key = `${name}:${ip}`;
    const rejectedKey = `${name}-rejected:${ip}`;
    const count = await rateLimits.hit(key, windowStart);
    if (seconds - lastCleanup >= CLEANUP_INTERVAL_SECONDS) {
      lastCleanup = seconds;
      await rateLimits.deleteBefore(windowStart, `${name}:`);
      if (acceptedOnly) await rateLimits.deleteBefore(windowStart, `${name}-rejected:`);
    }
    if (count > limit.limit) return tooMany(ctx, Math.max(1, windowStart + limit.windowSeconds - seconds));
    if (!acceptedOnly) return next();
    const settle = async (status: number) => {
      // A replayed answer (a repeated Idempotency-Key) accepted nothing new.
      if (status >= 200 && status < 300 && !ctx.state.idempotentReplay) return;
      await rateLimits.undo(key, windowStart);
      if (status >= 400 && status < 500 && (await rateLimits.hit(rejectedKey, windowStart)) >= limit.limit * REJECTED_LIMIT_FACTOR) {
        await rateLimits.block(key, windowStart);
      }
    };
    try {
      await next();
    } catch (error) {
      await settle(statusOf(error)).catch(() => undefined); // the request's own error is the one to answer
      throw error;
    }
    await settle(ctx.status);
  };
}
