import type { Context, Middleware } from 'koa';
import { BadRequestError, HttpError } from '../errors.ts';
import { IdempotencyKeyTaken, requestHash, type IdempotencyRepository } from './store/idempotency.ts';
import { jsonBodySource, type BodySource } from './json-body.ts';

/** 1 to 200 visible ASCII characters (a UUID fits; so does any sane client's key). */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const INVALID_KEY = 'Idempotency-Key must be 1 to 200 visible ASCII characters.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new submission with a new key.';
/** Expired answers are deleted at most this often per process (they are never replayed). */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

declare module 'koa' {
  interface DefaultState {
    /** Set by `idempotency()` when the request carries a fresh, valid key. */
    idempotency?: { endpoint: string; key: string; requestHash: string };
    /** True when `idempotency()` answered with a stored answer (the rate limit gives the request back). */
    idempotentReplay?: boolean;
  }
}

/**
 * `Idempotency-Key` on a POST with a JSON body, or the `body` source given (a multipart form:
 * its fields and its file's SHA-256), read here when a key is sent, after the rate limit (so
 * a client past its limit never gets a body read, keyed or not): a
 * key already answered on this endpoint (within 24 h) for the same body gets the
 * stored status and body again (with `Idempotent-Replayed: true`) and nothing runs; for a
 * different body (compared as canonical JSON) it is refused with 422, as a client bug that
 * would otherwise lose the second submission silently. Otherwise the handler sees
 * `ctx.state.idempotency` and stores its answer in the same transaction as its row; when a
 * concurrent twin got there first, the handler's write waits for it on the unique index,
 * fails, rolls back, and this answers as for a repeat. Only successful answers are stored:
 * a refused request may be corrected and sent again with its key.
 */
export function idempotency(
  repository: IdempotencyRepository,
  endpoint: string,
  { bodyLimitBytes, body = jsonBodySource(bodyLimitBytes) }: { bodyLimitBytes: number; body?: BodySource },
): Middleware {
  let lastCleanup = 0;

  /** Answers from the stored request under `key`, if there is one; false when there is none. */
  async function answerRepeat(ctx: Context, key: string, hash: string): Promise<boolean> {
    const stored = await repository.find(endpoint, key);
    if (!stored) return false;
    if (stored.requestHash !== null && stored.requestHash !== hash) throw new HttpError(422, KEY_REUSED);
    ctx.status = stored.status;
    ctx.body = stored.body;
    ctx.set('Idempotent-Replayed', 'true');
    ctx.state.idempotentReplay = true;
    return true;
  }

  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (key === '') return next();
    if (!KEY_PATTERN.test(key)) throw new BadRequestError(INVALID_KEY);
    await body.read(ctx, async () => {
      const hash = requestHash(body.value(ctx));
      if (Date.now() - lastCleanup >= CLEANUP_INTERVAL_MS) {
        lastCleanup = Date.now();
        await repository.deleteExpired();
      }
      if (await answerRepeat(ctx, key, hash)) return;
      ctx.state.idempotency = { endpoint, key, requestHash: hash };
      try {
        await next();
      } catch (error) {
        if (!(error instanceof IdempotencyKeyTaken)) throw error;
        if (await answerRepeat(ctx, key, hash)) return;
        throw new HttpError(409, 'A request with this Idempotency-Key is already being processed.');
      }
    });
  };
}
