import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (the back office's images, applicants' CVs). Keys are made by
 * `newStorageKey` (random, never from the user): `[A-Za-z0-9_-]+` with an optional
 * `.ext`, so a key is also a safe file name and a safe URL segment.
 *
 * An object store (S3-compatible) implements the same five methods: `put` as a PutObject
 * (or a multipart upload for a stream), `get` as a GetObject (its Body stream and
 * ContentLength), `delete` as DeleteObject, `exists` as HeadObject.
 */
export interface Storage {
  /** Stores `body` under `key`, all or nothing (a reader never sees a partial file). */
  put(key: string, body: Buffer | Uint8Array | Readable, options: { contentType: string }): Promise<void>;
  /** The stored bytes as a stream and their size, or `null` when there is no such key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes `key` (no error when it is already gone). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface StoredObject {
  body: Readable;
  size: number;
}

/** What a storage key looks like: no slash, no dot-dot, no leading dot (nothing to traverse). */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}(?:\.[a-z0-9]{1,8})?$/;

/** A new random key (128 bits, base64url) with an extension such as `png`. */
export function newStorageKey(extension?: string): string {
  const id = randomBytes(16).toString('base64url');
  return extension ? `${id}.${extension}` : id;
}

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new TypeError(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files in one folder (created on first use). `put` writes a hidden temporary file in the
 * same folder and renames it into place, so a file appears whole or not at all, and a
 * failed write leaves nothing behind.
 */
export function localDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);
  let ready: Promise<unknown> | undefined;
  // Owner-only folders and files: they hold applicants' CVs (and nothing here is served from disk by another user).
  const ensureDir = () => (ready ??= mkdir(root, { recursive: true, mode: 0o700 }));
  const fileOf = (key: string) => path.join(root, checkedKey(key));

  return {
    async put(key, body) {
      const file = fileOf(key);
      await ensureDir();
      const temporary = path.join(root, `.tmp-${randomBytes(8).toString('hex')}-${key}`);
      try {
        const source = body instanceof Readable ? body : Readable.from([body]);
        await pipeline(source, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      if (!isStorageKey(key)) return false;
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ?? false;
    },
  };
}

/** The folder of uploaded files under the data folder: `<DATA_DIR>/uploads`. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
