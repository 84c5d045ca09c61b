import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets of other systems (Jira API tokens, CI/CD API keys) at rest: AES-256-GCM with a
 * random 12-byte IV per value and its 16-byte auth tag, stored as
 * `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts). The key id names the key that
 * encrypted the value, so keys rotate: put a new key first, and values written under the
 * old one still decrypt as long as the old key stays in the list.
 */
export interface Keyring {
  /**
   * The id of the key new values are encrypted with; undefined when there is no usable key
   * (INTEGRATION_KEYS unset and the key file could not be written): storing is refused.
   */
  readonly encryptWith: string | undefined;
  /** Every known key by id (32 bytes each); all of them decrypt. */
  readonly keys: ReadonlyMap<string, Buffer>;
  /** True when the built-in development key was chosen (INTEGRATION_KEYS=development). */
  readonly development: boolean;
}

/** Thrown by `encryptSecret` when the keyring has no key to encrypt with. */
export class NoIntegrationKeyError extends Error {
  override name = 'NoIntegrationKeyError';
  constructor() {
    super('No integration key is available to encrypt secrets with');
  }
}

export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const DEVELOPMENT_KEY_ID = 'development-only';

/** The INTEGRATION_KEYS value that chooses the development key (never allowed in production). */
export const DEVELOPMENT_KEYS_SETTING = 'development';

/**
 * The key used only when chosen explicitly (INTEGRATION_KEYS=development, outside
 * production). It is derived from a public constant: anyone can decrypt with it, which is
 * fine for throw-away local data only.
 */
export function developmentKeyring(): Keyring {
  const key = createHash('sha256').update('joognoo development-only integration key; never use in production').digest();
  return { encryptWith: DEVELOPMENT_KEY_ID, keys: new Map([[DEVELOPMENT_KEY_ID, key]]), development: true };
}

/**
 * `keyId:base64-32-bytes[,keyId:base64-32-bytes...]`; `encryptWith` (INTEGRATION_KEY_ID)
 * defaults to the first. Throws a message naming the variable (never the key).
 */
export function parseKeyring(value: string, encryptWith?: string): Keyring {
  const keys = new Map<string, Buffer>();
  const entries = value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  if (entries.length === 0) throw new Error('INTEGRATION_KEYS must list at least one keyId:base64-key');
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const id = colon === -1 ? '' : entry.slice(0, colon);
    const encoded = colon === -1 ? '' : entry.slice(colon + 1).trim();
    if (!KEY_ID_PATTERN.test(id)) {
      throw new Error(`INTEGRATION_KEYS entry ${index + 1} must be keyId:base64-key with a key id of 1-32 letters, digits, _ or -`);
    }
    const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
    if (key.length !== 32) {
      throw new Error(`INTEGRATION_KEYS key "${id}" must be 32 bytes, base64-encoded (e.g. openssl rand -base64 32)`);
    }
    if (keys.has(id)) throw new Error(`INTEGRATION_KEYS lists the key id "${id}" twice`);
    keys.set(id, key);
  }
  const first = keys.keys().next().value!;
  if (encryptWith !== undefined && !keys.has(encryptWith)) {
    throw new Error(`INTEGRATION_KEY_ID "${encryptWith}" is not one of the INTEGRATION_KEYS ids`);
  }
  return { encryptWith: encryptWith ?? first, keys, development: false };
}

/** No key at all: values cannot be stored (`encryptSecret` throws NoIntegrationKeyError). */
export function emptyKeyring(): Keyring {
  return { encryptWith: undefined, keys: new Map(), development: false };
}

const VERSION = 'v1';

/**
 * Encrypts `plaintext` with the keyring's current key. `context` (e.g. the table, column and
 * owner) is bound as additional authenticated data: a value copied to another row or user
 * no longer decrypts.
 */
export function encryptSecret(keyring: Keyring, plaintext: string, context: string): string {
  if (keyring.encryptWith === undefined) throw new NoIntegrationKeyError();
  const key = keyring.keys.get(keyring.encryptWith)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, keyring.encryptWith, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':');
}

/** The key id a stored value was encrypted with (for re-encryption jobs and tests). */
export function secretKeyId(stored: string): string | undefined {
  const parts = stored.split(':');
  return parts.length === 5 && parts[0] === VERSION ? parts[1] : undefined;
}

/** Decrypts a value of `encryptSecret`; throws when the key is unknown or the value was altered. */
export function decryptSecret(keyring: Keyring, stored: string, context: string): string {
  const parts = stored.split(':');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new Error('Not an encrypted secret');
  const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  const key = keyring.keys.get(keyId);
  if (!key) throw new Error(`No integration key with id "${keyId}"`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
