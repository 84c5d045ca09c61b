import type { Config } from '../config.ts';
import { localDiskStorage, uploadsDir, type Storage } from './storage.ts';

export { localDiskStorage, newStorageKey, isStorageKey, uploadsDir, STORAGE_KEY_PATTERN, type Storage, type StoredObject } from './storage.ts';

/**
 * The storage of the back office's images: `<DATA_DIR>/uploads`. To move them to an object
 * store, return another `Storage` here (see the README, "Uploaded images").
 */
export function mediaStorage(config: Pick<Config, 'dataDir'>): Storage {
  return localDiskStorage(uploadsDir(config.dataDir));
}
