/**
 * The server's files hold secrets (the SQLite database with its sessions and encrypted keys,
 * the outbox's .eml files with live links and attached CVs, the CVs themselves): its folders
 * are 0700 and its files 0600, whatever the process's umask, so no other user of the machine
 * can read them. Folders and files that already exist with wider modes are narrowed.
 */
import fs from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) owner-only, and narrows it when it exists already. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if ((fs.statSync(dir).mode & 0o077) !== 0) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates `file` empty and owner-only unless it exists, and narrows it when it is wider. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/** Narrows `file` to owner-only when it exists (e.g. the -wal and -shm files of an older start). */
export function narrowIfPresent(file: string): void {
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
