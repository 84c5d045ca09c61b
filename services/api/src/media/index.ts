import type { Config } from '../config.ts';
import path from 'node:path';
import { localDiskStorage, uploadsDir, type Storage } from './storage.ts';

export { localDiskStorage, newStorageKey, isStorageKey, uploadsDir, STORAGE_KEY_PATTERN, type Storage, type StoredObject } from './storage.ts';

/**
 * The storage of the back office's images: `<DATA_DIR>/uploads`. To move them to an object
 * store, return another `Storage` here (see the README, "Uploaded images").
 */
export function mediaStorage(config: Pick<Config, 'dataDir'>): Storage {
  return localDiskStorage(uploadsDir(config.dataDir));
}

/**
 * The storage of job applicants' CVs (issue 18): `<DATA_DIR>/private/cvs`, outside the
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
