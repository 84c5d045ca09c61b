import type { Context, Middleware } from 'koa';
import { BadRequestError, HttpError } from '../errors.ts';
import { IdempotencyKeyTaken, type IdempotencyRepository } from '../repositories/idempotency.ts';

/** 1 to 200 visible ASCII characters (a UUID fits; so does any sane client's key). */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const INVALID_KEY = 'Idempotency-Key must be 1 to 200 visible ASCII characters.';
/** Expired answers are deleted at most this often per process (they are never replayed). */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

declare module 'koa' {
  interface DefaultState {
    /** Set by `idempotency()` when the request carries a fresh, valid key. */
    idempotency?: { endpoint: string; key: string };
  }
}

/**
 * `Idempotency-Key` on a POST: a key already answered on this endpoint (within 24 h) gets
 * the stored status and body again (with `Idempotent-Replayed: true`) and nothing runs.
 * Otherwise the handler sees `ctx.state.idempotency` and stores its answer in the same
 * transaction as its row; when a concurrent twin got there first, the handler's write fails
 * on the unique index, rolls back, and this replays the twin's answer. Only successful
 * answers are stored: a refused request may be corrected and sent again with its key.
 */
export function idempotency(repository: IdempotencyRepository, endpoint: string): Middleware {
  let lastCleanup = 0;

  async function replay(ctx: Context, key: string): Promise<boolean> {
    const stored = await repository.find(endpoint, key);
    if (!stored) return false;
    ctx.status = stored.status;
    ctx.body = stored.body;
    ctx.set('Idempotent-Replayed', 'true');
    return true;
  }

  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (key === '') return next();
    if (!KEY_PATTERN.test(key)) throw new BadRequestError(INVALID_KEY);
    if (Date.now() - lastCleanup >= CLEANUP_INTERVAL_MS) {
      lastCleanup = Date.now();
      await repository.deleteExpired();
    }
    if (await replay(ctx, key)) return;
    ctx.state.idempotency = { endpoint, key };
    try {
      await next();
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      if (await replay(ctx, key)) return;
      throw new HttpError(409, 'A request with this Idempotency-Key is already being processed.');
    }
  };
}
