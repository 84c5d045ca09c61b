import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseKeyring, type Keyring } from './secrets.ts';

/** The file in DATA_DIR that holds the generated integration key when INTEGRATION_KEYS is unset. */
export const KEY_FILE_NAME = 'integration-keys';
/** The id of the generated key (the file holds `local:<base64 key>`, INTEGRATION_KEYS syntax). */
export const GENERATED_KEY_ID = 'local';

export interface KeyFile {
  keyring: Keyring;
  /** True when this call generated the file (first start). */
  created: boolean;
}

/**
 * The keyring of `file`, generating it first when it does not exist: a random 32-byte key
 * written to a temporary file with mode 0600, flushed, then hard-linked to `file`. The link
 * either appears complete or not at all, and never replaces a file another process made
 * meanwhile (EEXIST: that one is read instead), so every process ends up with the same key.
 * The file is INTEGRATION_KEYS syntax: its line can be moved into the environment as is.
 * Throws when the file cannot be written or read, or holds no valid key (never quoting it).
 */
export function loadOrCreateKeyFile(file: string): KeyFile {
  let created = false;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    const descriptor = fs.openSync(temporary, 'wx', 0o600);
    try {
      fs.writeSync(descriptor, `${GENERATED_KEY_ID}:${randomBytes(32).toString('base64')}\n`);
      fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
    try {
      fs.linkSync(temporary, file);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  try {
    return { keyring: parseKeyring(fs.readFileSync(file, 'utf8').trim()), created };
  } catch (error) {
    const reason = error instanceof Error && !('code' in error) ? error.message : String((error as NodeJS.ErrnoException).code);
    throw new Error(`The integration key file ${file} cannot be used (${reason})`);
  }
}

/** Whether anyone but the owner may read or write `file` (its mode is not 0600 or stricter). */
export function isShared(file: string): boolean {
  return (fs.statSync(file).mode & 0o077) !== 0;
}
