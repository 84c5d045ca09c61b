import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { localDiskStorage, uploadsDir, type Storage } from './storage.ts';

export { localDiskStorage, newStorageKey, isStorageKey, uploadsDir, STORAGE_KEY_PATTERN, type Storage, type StoredObject } from './storage.ts';

/**
 * The storage of the back office's images: `<DATA_DIR>/uploads`. To move them to an object
 * store, return another `Storage` here.
 */
export function mediaStorage(config: Pick<Config, 'dataDir'>): Storage {
  return localDiskStorage(uploadsDir(config.dataDir));
}

/**
 * The storage of job applicants' CVs: `<DATA_DIR>/private/cvs`, outside the
 * uploads folder that /media serves, so no URL of the public site ever reaches a CV. Only
 * the back office's download and the signed link of a hiring e-mail read from it.
 */
export function cvStorage(config: Pick<Config, 'dataDir'>): Storage {
  return localDiskStorage(path.join(config.dataDir, 'private', 'cvs'));
}

/**
 * Where an application's CV is written while its request is handled, before it is checked and
 * stored: `<DATA_DIR>/private/tmp` (owner-only, on the data disk rather than a /tmp that may be
 * memory), one `mkdtemp` folder per request, deleted when the request ends.
 */
export function uploadTempDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'private', 'tmp');
}

/**
 * Upload folders older than this are left over from a process that was killed mid-request:
 * a live request's folder is younger than its body timeout (10 minutes at most) plus the
 * checks that follow.
 */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Deletes the upload folders a killed process left in `dir` (older than STALE_UPLOAD_MS);
 * those of requests still running in another process on this machine stay. Returns how many
 * went. Run at start.
 */
export async function removeStaleUploads(dir: string, now = Date.now()): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const entry of entries) {
    const folder = path.join(dir, entry.name);
    const { mtimeMs } = await fs.stat(folder);
    if (now - mtimeMs < STALE_UPLOAD_MS) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
