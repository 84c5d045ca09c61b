import { createHash } from 'node:crypto';
import { rateLimitAddress } from '../middleware/client-ip.ts';
import type { RateLimitsRepository } from '../middleware/store/rate-limits.ts';

/**
 * Failed sign-ins allowed in a fixed window of 15 minutes: per account and client IP
 * together, per client IP (any accounts; an IPv6 client per /64, `rateLimitAddress`), and
 * per account from all addresses together
 * (beyond which only the account's known addresses may still try).
 */
export const LOGIN_LIMITS = { perAccountAndIp: 5, perIp: 20, perAccount: 100, windowSeconds: 15 * 60 } as const;
/** An address where an account signed in successfully stays known this long (two such windows at most). */
export const KNOWN_ADDRESS_WINDOW_SECONDS = 30 * 24 * 60 * 60;
const KEY_PREFIX = 'login-';
const KNOWN_PREFIX = 'known-login:';
/** The per-account counter's key: a SHA-256 of the e-mail as the sign-in form sent it (validated, lower-cased). */
export function signInAccountKey(email: string): string {
  return `${KEY_PREFIX}account:${createHash('sha256').update(email).digest('hex')}`;
}
/** Ended windows are deleted at most this often per process. */
const CLEANUP_INTERVAL_SECONDS = 60;

export interface LoginAttempt {
  /** Seconds until the window ends when the attempt is refused; undefined when it may go on. */
  retryAfter: number | undefined;
  /** Gives the counted attempt back and remembers the address for the account: call it when the password was right. */
  succeeded(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The record that the account of `email` signed in successfully from `ip` (hashed: the table holds no addresses). */
const knownAddressKey = (email: string, ip: string) => `${KNOWN_PREFIX}${sha256(`${sha256(email)}:${ip}`)}`;
/** The start of the oldest known-address window still counted at `seconds`. */
const knownSince = (seconds: number) => seconds - (seconds % KNOWN_ADDRESS_WINDOW_SECONDS) - KNOWN_ADDRESS_WINDOW_SECONDS;

/**
 * Whether the account of `email` (validated, lower-cased) signed in successfully from `clientAddress`
 * within the last 30 days (at most 60: two windows), as `loginAttempts` records it. Other
 * limits use it to let the owner through where strangers are stopped.
 */
export function isKnownSignInAddress(rateLimits: RateLimitsRepository, email: string, clientAddress: string, now: () => number = Date.now): Promise<boolean> {
  // Recorded as `loginAttempts` counts the client: an IPv6 client by its /64.
  return rateLimits.exists(knownAddressKey(email, rateLimitAddress(clientAddress)), knownSince(Math.floor(now() / 1000)));
}

/**
 * Sign-in throttling in the `rate_limits` table, shared by every API process. No one can
 * lock an account for its owner, yet guessing stays slow:
 *
 * - an address gets `perAccountAndIp` failures per account (the one guessing is refused,
 *   the owner elsewhere is not) and `perIp` in all;
 * - an account gets `perAccount` failures from all addresses together (a botnet rotating
 *   addresses); beyond that its known addresses, where it signed in successfully within
 *   30 days, may still sign in (within their own per-address limit), every other address
 *   waits for the window to end.
 *
 * Every attempt is counted before the password is checked, so concurrent guesses cannot
 * slip past a limit, and a successful one is given back, so only failures count. Accounts
 * are keyed by a SHA-256 of the e-mail (known or not, so the limits reveal nothing): the
 * table holds no addresses.
 */
export function loginAttempts(rateLimits: RateLimitsRepository, now: () => number = Date.now) {
  let lastCleanup = 0;
  return async (email: string, clientAddress: string): Promise<LoginAttempt> => {
    const ip = rateLimitAddress(clientAddress);
    const seconds = Math.floor(now() / 1000);
    const windowStart = seconds - (seconds % LOGIN_LIMITS.windowSeconds);
    const knownWindow = seconds - (seconds % KNOWN_ADDRESS_WINDOW_SECONDS);
    const account = sha256(email);
    const keys = {
      accountAndIp: `${KEY_PREFIX}account-ip:${sha256(`${account}:${ip}`)}`,
      ip: `${KEY_PREFIX}ip:${ip}`,
      account: signInAccountKey(email),
    };
    const known = knownAddressKey(email, ip);
    const accountAndIpCount = await rateLimits.hit(keys.accountAndIp, windowStart);
    const ipCount = await rateLimits.hit(keys.ip, windowStart);
    const accountCount = await rateLimits.hit(keys.account, windowStart);
    if (seconds - lastCleanup >= CLEANUP_INTERVAL_SECONDS) {
      lastCleanup = seconds;
      await rateLimits.deleteBefore(windowStart, KEY_PREFIX);
      await rateLimits.deleteBefore(knownSince(seconds), KNOWN_PREFIX);
    }
    const refused =
      accountAndIpCount > LOGIN_LIMITS.perAccountAndIp ||
      ipCount > LOGIN_LIMITS.perIp ||
      (accountCount > LOGIN_LIMITS.perAccount && !(await rateLimits.exists(known, knownSince(seconds))));
    return {
      retryAfter: refused ? Math.max(1, windowStart + LOGIN_LIMITS.windowSeconds - seconds) : undefined,
      async succeeded() {
        for (const key of Object.values(keys)) await rateLimits.undo(key, windowStart);
        await rateLimits.hit(known, knownWindow);
      },
    };
  };
}
