import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard; Node's built-in crypto): N = 2^15, r = 8,
 * p = 1 (128 * N * r = 32 MiB of memory per hash), a 16-byte random salt and a 64-byte key.
 * Stored as the self-describing `scrypt$N$r$p$<salt>$<hash>` (base64url), so the parameters
 * can be raised later and old hashes still verify with their own.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * A hash of a random, forgotten password with the current parameters: an unknown e-mail is
 * verified against it so that it takes as long as a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$8$1$eRu_9CIIyzuNHN92Aw68Fw$93YJHTAaxT1XAbqCDbLhDACU77Zu3zFPpz-KavZL5kRrzA5-GkiFSNi7oGVvhu35eVhAtDobVttqX3y7fpunNw';

function derive(password: string, salt: Buffer, keyLength: number, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is just too low for N = 2^15.
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A new `scrypt$...` hash of `password`. `cost` exists for tests that sign in many times
 * (the stored string records it, so verification follows); real accounts use the default.
 */
export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = SCRYPT_PARAMS): Promise<string> {
  const { N, r, p } = cost;
  const { keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Parsed `scrypt$N$r$p$salt$hash`, or undefined for anything else (never throws). */
export function parsePasswordHash(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : Number.NaN)) as [number, number, number];
  // Bounds keep a tampered row from asking for gigabytes: N a power of two up to 2^20.
  if (!(N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const hash = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || hash.length < 16) return undefined;
  return { N, r, p, salt, hash };
}

/** True when `password` matches `stored` (compared in constant time). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(key, parsed.hash);
}
