import { createHash, randomBytes } from 'node:crypto';

/**
 * Newsletter link tokens: 32 random bytes, base64url (43 characters). The database keeps only
 * their SHA-256 (hex), so a copy of the table opens no link; a token is found by its hash.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Token {
  /** What goes into the link. */
  token: string;
  /** What the database stores. */
  hash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newToken(): Token {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The SHA-256 of a well-formed token, or undefined for anything else (never a database query). */
export function tokenHashOf(value: unknown): string | undefined {
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? hashToken(value) : undefined;
}
