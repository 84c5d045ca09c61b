import type { Context, Middleware } from 'koa';
import { PROOF_OF_WORK_CODES, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_MESSAGES, type ProofOfWorkRequired } from '@joognoo/schemas';
import type { RateLimit } from '../config.ts';
import type { RateLimitsRepository } from './store/rate-limits.ts';
import type { ProofOfWork } from '../security/proof-of-work.ts';

/** Ended windows are deleted at most this often per process. */
const CLEANUP_INTERVAL_SECONDS = 60;
const KEY_PREFIX = 'form-ceiling:';

export interface FormCeilingOptions {
  /** The form's counter: one per form, shared by every address. */
  name: string;
  ceiling: RateLimit;
  /** Unix time in ms; tests may pass a clock. */
  now?: () => number;
}

/** The 428 that asks for (another) solution, with a fresh challenge. */
async function askForProof(ctx: Context, proof: ProofOfWork, code: ProofOfWorkRequired['code']): Promise<void> {
  ctx.req.resume(); // the body is not read
  ctx.status = 428;
  ctx.set('Cache-Control', 'no-store');
  const message = code === PROOF_OF_WORK_CODES.required ? PROOF_OF_WORK_MESSAGES.required : PROOF_OF_WORK_MESSAGES.invalid;
  ctx.body = { message, code, challenge: await proof.challenge() } satisfies ProofOfWorkRequired;
}

/**
 * The site-wide ceiling of a form: its accepted submissions (2xx) from all addresses together
 * are counted per fixed window in the database (every API process shares the count); past
 * `ceiling.limit`, a write must carry a solved challenge in the `Proof-Of-Work` header, else
 * it is answered 428 `{ message, code: 'proof_of_work_required', challenge }` before its body
 * is read. A solution that is wrong, expired or used before gets 428 with
 * `proof_of_work_invalid` (and a fresh challenge), whatever the count. The widgets solve the
 * challenge and send the write again; nobody is refused outright, floods just cost work.
 * Like the per-address limit, each write is counted before it runs (concurrent ones cannot
 * slip past) and given back when it ends without a 2xx.
 */
export function formCeiling(rateLimits: RateLimitsRepository, proof: ProofOfWork, { name, ceiling, now = Date.now }: FormCeilingOptions): Middleware {
  let lastCleanup = 0;
  const key = `${KEY_PREFIX}${name}`;
  return async (ctx, next) => {
    const seconds = Math.floor(now() / 1000);
    const windowStart = seconds - (seconds % ceiling.windowSeconds);
    const count = await rateLimits.hit(key, windowStart);
    if (seconds - lastCleanup >= CLEANUP_INTERVAL_SECONDS) {
      lastCleanup = seconds;
      await rateLimits.deleteBefore(windowStart, key);
    }
    const header = ctx.get(PROOF_OF_WORK_HEADER);
    if (header || count > ceiling.limit) {
      const code = !header ? PROOF_OF_WORK_CODES.required : (await proof.redeem(header)) ? undefined : PROOF_OF_WORK_CODES.invalid;
      if (code) {
        await rateLimits.undo(key, windowStart);
        return askForProof(ctx, proof, code);
      }
    }
    let accepted = false;
    try {
      await next();
      // A stored answer sent again (a repeated Idempotency-Key) is not a new submission.
      accepted = ctx.status >= 200 && ctx.status < 300 && !ctx.state.idempotentReplay;
    } finally {
      if (!accepted) await rateLimits.undo(key, windowStart).catch(() => undefined);
    }
  };
}
