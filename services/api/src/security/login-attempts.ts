import { createHash } from 'node:crypto';
import type { RateLimitsRepository } from '../repositories/rate-limits.ts';

/** Failed sign-ins allowed per account and per client IP in a fixed window of 15 minutes. */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 } as const;
const KEY_PREFIX = 'login-';
/** The per-account counter's key: a SHA-256 of the e-mail as the sign-in form sent it (validated, lower-cased). */
export function signInAccountKey(email: string): string {
  return `${KEY_PREFIX}account:${createHash('sha256').update(email).digest('hex')}`;
}
/** Ended windows are deleted at most this often per process. */
const CLEANUP_INTERVAL_SECONDS = 60;

export interface LoginAttempt {
  /** Seconds until the window ends when the attempt is refused; undefined when it may go on. */
  retryAfter: number | undefined;
  /** Gives the counted attempt back: call it when the password was right. */
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttling in the `rate_limits` table, shared by every API process: at most
 * `perAccount` failures per e-mail (known or not, so the limit reveals nothing) and
 * `perIp` per client IP in each 15-minute window. Every attempt is counted before the
 * password is checked, so concurrent guesses cannot slip past the limit, and a successful
 * one is given back, so only failures count. The account key is a SHA-256 of the e-mail:
 * the table holds no addresses.
 */
export function loginAttempts(rateLimits: RateLimitsRepository, now: () => number = Date.now) {
  let lastCleanup = 0;
  return async (email: string, ip: string): Promise<LoginAttempt> => {
    const seconds = Math.floor(now() / 1000);
    const windowStart = seconds - (seconds % LOGIN_LIMITS.windowSeconds);
    const accountKey = signInAccountKey(email);
    const ipKey = `${KEY_PREFIX}ip:${ip}`;
    const accountCount = await rateLimits.hit(accountKey, windowStart);
    const ipCount = await rateLimits.hit(ipKey, windowStart);
    if (seconds - lastCleanup >= CLEANUP_INTERVAL_SECONDS) {
      lastCleanup = seconds;
      await rateLimits.deleteBefore(windowStart, KEY_PREFIX);
    }
    const refused = accountCount > LOGIN_LIMITS.perAccount || ipCount > LOGIN_LIMITS.perIp;
    return {
      retryAfter: refused ? Math.max(1, windowStart + LOGIN_LIMITS.windowSeconds - seconds) : undefined,
      async succeeded() {
        await rateLimits.undo(accountKey, windowStart);
        await rateLimits.undo(ipKey, windowStart);
      },
    };
  };
}
