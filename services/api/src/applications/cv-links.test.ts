import { describe, expect, it } from 'vitest';
import { parseKeyring, emptyKeyring } from '../security/secrets.ts';
import { CV_LINK_TTL_MS, cvLinkToken, verifyCvLinkToken, type CvLinkConfig } from './cv-links.ts';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';
const now = new Date('2026-11-26T12:00:00Z');
const A = Buffer.alloc(32, 1).toString('base64');
const B = Buffer.alloc(32, 2).toString('base64');
const settings = { hiringEmail: 'h@x.example', hiringByDepartment: {}, mailAttachmentMaxBytes: 1, retentionDays: 365 };
const config = (over: Partial<CvLinkConfig> & { cvLinkKey?: string } = {}): CvLinkConfig => ({
  nodeEnv: 'production',
  integrationKeys: parseKeyring(`k1:${A}`),
  applications: { ...settings, cvLinkKey: over.cvLinkKey },
  ...over,
});

describe('signed CV links', () => {
  it('verifies its own token until it expires 7 days later', () => {
    const token = cvLinkToken(config(), KEY, now);
    expect(verifyCvLinkToken(config(), token, now)).toEqual({ key: KEY });
    expect(verifyCvLinkToken(config(), token, new Date(now.getTime() + CV_LINK_TTL_MS - 1000))).toEqual({ key: KEY });
    expect(verifyCvLinkToken(config(), token, new Date(now.getTime() + CV_LINK_TTL_MS))).toBe('expired');
  });

  it('refuses a token signed with another key, a changed payload, or garbage', () => {
    const token = cvLinkToken(config(), KEY, now);
    expect(verifyCvLinkToken(config({ integrationKeys: parseKeyring(`k2:${B}`) }), token, now)).toBe('forged');
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ k: 'ZZZZZZZZZZZZZZZZZZZZZZ', e: 9_999_999_999 })).toString('base64url');
    expect(verifyCvLinkToken(config(), `${other}.${signature}`, now)).toBe('forged');
    expect(verifyCvLinkToken(config(), `${payload}.`, now)).toBe('forged');
    expect(verifyCvLinkToken(config(), '', now)).toBe('forged');
  });

  it('refuses every other spelling of the signature, even one that decodes to the same bytes', () => {
    const token = cvLinkToken(config(), KEY, now);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 characters carries 4 bits of the 32 bytes and 2 unused ones: 3 of the other
    // 63 characters decode to the same signature.
    const others = [...alphabet].filter((char) => char !== token.at(-1)).map((char) => token.slice(0, -1) + char);
    expect(others.filter((other) => Buffer.from(other.split('.')[1]!, 'base64url').equals(Buffer.from(token.split('.')[1]!, 'base64url')))).toHaveLength(3);
    for (const other of others) expect(verifyCvLinkToken(config(), other, now)).toBe('forged');
  });

  it('keeps working after INTEGRATION_KEYS is rotated (the old key still listed)', () => {
    const token = cvLinkToken(config(), KEY, now);
    expect(verifyCvLinkToken(config({ integrationKeys: parseKeyring(`k2:${B},k1:${A}`, 'k2') }), token, now)).toEqual({ key: KEY });
  });

  it('uses CV_LINK_KEY when set, and outside production without any key the development key', () => {
    const own = config({ cvLinkKey: 'c'.repeat(32) });
    expect(verifyCvLinkToken(config(), cvLinkToken(own, KEY, now), now)).toBe('forged');
    expect(verifyCvLinkToken(own, cvLinkToken(own, KEY, now), now)).toEqual({ key: KEY });
    const bare = config({ nodeEnv: 'development', integrationKeys: emptyKeyring() });
    expect(verifyCvLinkToken(bare, cvLinkToken(bare, KEY, now), now)).toEqual({ key: KEY });
    expect(() => cvLinkToken(config({ integrationKeys: emptyKeyring() }), KEY, now)).toThrow('No key to sign CV links with');
  });
});
