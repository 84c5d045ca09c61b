/**
 * Signed links to an applicant's CV: `GET /api/applications/cv?token=...`, put in
 * the hiring e-mail when the CV is too large to attach, and in the `application.created`
 * webhook event. The token is `<payload>.<signature>`: the payload (base64url JSON) names the
 * CV's storage key and the link's expiry (unix seconds), the signature is its HMAC-SHA256
 * with the CV link key. Nothing is stored: a link is valid until it expires (7 days) or its
 * application is erased, whichever comes first.
 *
 * The key is CV_LINK_KEY; without it, one derived from the integration keyring (HKDF), which
 * production always has; without either (tests, a first development start), the public
 * development key, which production never uses. Verification accepts every key of the
 * keyring, so rotating INTEGRATION_KEYS does not break the links already sent.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DEVELOPMENT_CV_LINK_KEY, type Config } from '../config.ts';
import { isStorageKey } from '../media/storage.ts';

/** How long a CV link works. */
export const CV_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CV_LINK_PATH = '/api/applications/cv';

export type CvLinkConfig = Pick<Config, 'applications' | 'integrationKeys' | 'nodeEnv'>;

function derived(key: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'joognoo cv links v1', 32));
}

/** The key new links are signed with. */
function signingKey(config: CvLinkConfig): Buffer {
  if (config.applications.cvLinkKey) return Buffer.from(config.applications.cvLinkKey, 'utf8');
  const current = config.integrationKeys.encryptWith === undefined ? undefined : config.integrationKeys.keys.get(config.integrationKeys.encryptWith);
  if (current) return derived(current);
  if (config.nodeEnv === 'production') throw new Error('No key to sign CV links with: set CV_LINK_KEY or INTEGRATION_KEYS');
  return Buffer.from(DEVELOPMENT_CV_LINK_KEY, 'utf8');
}

/** Every key a link may have been signed with. */
function verifyingKeys(config: CvLinkConfig): Buffer[] {
  if (config.applications.cvLinkKey) return [Buffer.from(config.applications.cvLinkKey, 'utf8')];
  const keys = [...config.integrationKeys.keys.values()].map(derived);
  return keys.length > 0 || config.nodeEnv === 'production' ? keys : [Buffer.from(DEVELOPMENT_CV_LINK_KEY, 'utf8')];
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function cvLinkToken(config: CvLinkConfig, storageKey: string, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ k: storageKey, e: Math.floor((now.getTime() + CV_LINK_TTL_MS) / 1000) })).toString('base64url');
  return `${payload}.${sign(signingKey(config), payload).toString('base64url')}`;
}

/** The absolute link (on SITE_URL, which serves the API under /api). */
export function cvLinkUrl(config: CvLinkConfig & Pick<Config, 'siteUrl'>, storageKey: string, now: Date): string {
  return `${config.siteUrl}${CV_LINK_PATH}?token=${cvLinkToken(config, storageKey, now)}`;
}

/** `{ key }` for a genuine, unexpired token; `forged` (bad form or signature) or `expired`. */
export function verifyCvLinkToken(config: CvLinkConfig, token: string, now: Date): { key: string } | 'forged' | 'expired' {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'forged';
  const [, payload, signature] = match as unknown as [string, string, string];
  // Compared as text: the 43rd character carries 2 unused bits, so two spellings decode to the
  // same bytes; only the one the server wrote is genuine.
  const given = Buffer.from(signature);
  if (!verifyingKeys(config).some((key) => timingSafeEqual(Buffer.from(sign(key, payload).toString('base64url')), given))) return 'forged';
  let claims: { k?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k?: unknown; e?: unknown };
  } catch {
    return 'forged';
  }
  if (typeof claims.k !== 'string' || !isStorageKey(claims.k) || typeof claims.e !== 'number') return 'forged';
  if (claims.e * 1000 <= now.getTime()) return 'expired';
  return { key: claims.k };
}
