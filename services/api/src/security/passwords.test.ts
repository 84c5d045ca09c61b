import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, SCRYPT_PARAMS, hashPassword, parsePasswordHash, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with the stated parameters and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(parsePasswordHash(a)).toMatchObject({ N: SCRYPT_PARAMS.N, r: 8, p: 1 });
    expect(parsePasswordHash(a)?.hash).toHaveLength(64);
    expect(parsePasswordHash(a)?.salt).toHaveLength(16);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed or absurd stored hashes without throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$3$8$1$AAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAA', 'scrypt$1073741824$8$1$AAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAA', 'argon2id$v=19$...']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('keeps the dummy hash (timing equaliser for unknown e-mails) on the current parameters', () => {
    expect(parsePasswordHash(DUMMY_PASSWORD_HASH)).toMatchObject({ N: SCRYPT_PARAMS.N, r: SCRYPT_PARAMS.r, p: SCRYPT_PARAMS.p });
    expect(parsePasswordHash(DUMMY_PASSWORD_HASH)?.hash).toHaveLength(SCRYPT_PARAMS.keyLength);
  });
});
