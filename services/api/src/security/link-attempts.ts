import { createHash } from 'node:crypto';
import { rateLimitAddress } from '../middleware/client-ip.ts';
import type { RateLimitsRepository } from '../repositories/rate-limits.ts';

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

/** Counts a request; returns the seconds to wait when it is over a limit, else undefined. */
export function linkAttempts(rateLimits: RateLimitsRepository, now: () => number = Date.now) {
  let lastCleanup = 0;
  return async (clientAddress: string, email?: string): Promise<number | undefined> => {
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
    const refused = ipCount > LINK_LIMITS.perIp || emailCount > LINK_LIMITS.perEmail;
    return refused ? Math.max(1, windowStart + LINK_LIMITS.windowSeconds - seconds) : undefined;
  };
}
