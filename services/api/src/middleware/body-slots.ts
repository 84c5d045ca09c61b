import type { Middleware } from 'koa';
import { clientIp, rateLimitAddress, type TrustProxy } from './client-ip.ts';
import { TOO_MANY_REQUESTS } from './rate-limit.ts';

/** What a client told it has too many bodies in flight is asked to wait: the time a form post usually takes. */
export const BODIES_RETRY_AFTER_SECONDS = 5;

/**
 * How many request bodies each client address has in flight in this process: at most
 * `perAddress` at once. A body held in memory (or on disk) while it arrives costs the server
 * whatever the sender wants it to; the rate limit counts requests over minutes, this bounds
 * what one address holds at any moment (a slow sender with many connections included).
 */
export class BodySlots {
  private readonly inFlight = new Map<string, number>();

  constructor(readonly perAddress: number) {}

  /**
   * One slot for the client at `clientAddress` (counted as the rate limits count a client: an
   * IPv6 client by its /64, whose addresses rotate), released by calling the function returned
   * (once; further calls do nothing); null when all are taken.
   */
  take(clientAddress: string): (() => void) | null {
    const address = rateLimitAddress(clientAddress);
    const count = this.inFlight.get(address) ?? 0;
    if (count >= this.perAddress) return null;
    this.inFlight.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(address) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(address);
      else this.inFlight.set(address, left);
    };
  }

  /** Bodies in flight for the client at `clientAddress` (tests). */
  count(clientAddress: string): number {
    return this.inFlight.get(rateLimitAddress(clientAddress)) ?? 0;
  }
}

/**
 * Guard placed right before the first middleware that reads a body: a client address with
 * `slots.perAddress` bodies in flight gets 429 `{ message }` with `Retry-After`, its body unread
 * (discarded as it arrives). The slot is held until the answer is sent or the connection closes.
 */
export function bodySlot(slots: BodySlots, trustProxy: TrustProxy): Middleware {
  return async (ctx, next) => {
    const release = slots.take(clientIp(ctx, trustProxy));
    if (!release) {
      ctx.req.resume();
      ctx.status = 429;
      ctx.set('Retry-After', String(BODIES_RETRY_AFTER_SECONDS));
      ctx.body = { message: TOO_MANY_REQUESTS };
      return;
    }
    ctx.res.once('close', release);
    try {
      await next();
    } finally {
      // The body is read (or refused) once the handler is done: the slot is free for the next.
      release();
    }
  };
}
