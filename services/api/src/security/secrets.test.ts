import { describe, expect, it } from 'vitest';
import { decryptSecret, developmentKeyring, encryptSecret, parseKeyring, secretKeyId } from './secrets.ts';

const KEY_OLD = Buffer.alloc(32, 1).toString('base64');
const KEY_NEW = Buffer.alloc(32, 2).toString('base64url');

describe('integration secrets (AES-256-GCM)', () => {
  it('stores v1:<keyId>:<iv>:<tag>:<ciphertext> with a fresh 12-byte IV, never the plaintext', () => {
    const keyring = parseKeyring(`old:${KEY_OLD}`);
    const a = encryptSecret(keyring, 'jira-token-123', 'ctx');
    const b = encryptSecret(keyring, 'jira-token-123', 'ctx');
    expect(a).toMatch(/^v1:old:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('jira-token');
    expect(decryptSecret(keyring, a, 'ctx')).toBe('jira-token-123');
  });

  it('decrypts values of an older key after a new key is put first (rotation)', () => {
    const before = parseKeyring(`old:${KEY_OLD}`);
    const stored = encryptSecret(before, 'ci-key', 'ctx');
    const after = parseKeyring(`new:${KEY_NEW},old:${KEY_OLD}`);
    expect(decryptSecret(after, stored, 'ctx')).toBe('ci-key');
    expect(secretKeyId(encryptSecret(after, 'ci-key', 'ctx'))).toBe('new');
    expect(() => decryptSecret(parseKeyring(`new:${KEY_NEW}`), stored, 'ctx')).toThrow('No integration key with id "old"');
  });

  it('refuses a tampered value or one moved to another context', () => {
    const keyring = developmentKeyring();
    const stored = encryptSecret(keyring, 'secret', 'jira:1');
    expect(() => decryptSecret(keyring, stored, 'jira:2')).toThrow();
    const parts = stored.split(':');
    parts[4] = Buffer.from('secreT').toString('base64url');
    expect(() => decryptSecret(keyring, parts.join(':'), 'jira:1')).toThrow();
  });
});
