import { createHash } from 'node:crypto';
import { rateLimitAddress } from '../middleware/client-ip.ts';
import type { RateLimitsRepository } from '../middleware/store/rate-limits.ts';

/**
 * Requests to the public account-link endpoints (reading or accepting an invitation,
 * requesting or completing a password reset) in a fixed window of 15 minutes: per client IP
 * (an IPv6 client per /64, `rateLimitAddress`),
 * and per e-mail address for reset requests (keyed by a SHA-256, known address or not, so
 * the limit reveals nothing).
 */
export const LINK_LIMITS = { perIp: 20, perEmail: 5, windowSeconds: 15 * 60 } as const;
const KEY_PREFIX = 'account-link-';
const CLEANUP_INTERVAL_SECONDS = 60;

export interface LinkAttempt {
  /** Seconds to wait when the client is over its limit (answer 429), else undefined. */
  retryAfter: number | undefined;
  /**
   * The e-mail address had more than `perEmail` requests in the window. Not a 429: that
   * would let strangers lock the owner out, and the answer must not depend on the address.
   * The caller decides what still happens (a reset e-mail only to a known sign-in address).
   */
  emailOverLimit: boolean;
}

/** Counts a request against the client's limit and, when given, the e-mail address's. */
export function linkAttempts(rateLimits: RateLimitsRepository, now: () => number = Date.now) {
  let lastCleanup = 0;
  return async (clientAddress: string, email?: string): Promise<LinkAttempt> => {
    const ip = rateLimitAddress(clientAddress);
    const seconds = Math.floor(now() / 1000);
    const windowStart = seconds - (seconds % LINK_LIMITS.windowSeconds);
    if (seconds - lastCleanup >= CLEANUP_INTERVAL_SECONDS) {
      lastCleanup = seconds;
      await rateLimits.deleteBefore(windowStart, KEY_PREFIX);
    }
    const ipCount = await rateLimits.hit(`${KEY_PREFIX}ip:${ip}`, windowStart);
    const emailCount =
      email === undefined ? 0 : await rateLimits.hit(`${KEY_PREFIX}email:${createHash('sha256').update(email).digest('hex')}`, windowStart);
    return {
      retryAfter: ipCount > LINK_LIMITS.perIp ? Math.max(1, windowStart + LINK_LIMITS.windowSeconds - seconds) : undefined,
      emailOverLimit: emailCount > LINK_LIMITS.perEmail,
    };
  };
}
