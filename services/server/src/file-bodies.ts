import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BodyLru, COMPRESSIBLE, cachedBody, sendCachedBody, singleFlight, type CachedBody } from '@joognoo/http-cache';
import type { Context } from 'koa';

/** A text file larger than this is streamed as before (and gzipped on the way). */
export const MAX_KEPT_FILE_BYTES = 1024 * 1024;

/** A kept file: its bodies, and the size and modification time they were read at. */
interface Kept extends CachedBody {
  mtimeMs: number;
  size: number;
}

/**
 * The host's text files (scripts, styles, JSON, SVG: the build's assets, the widget embeds,
 * the public files) kept in memory with their Brotli and gzip copies, like a cached page:
 * a page view loads some 30 scripts, and streaming each from disk through gzip cost about
 * half a millisecond of CPU per file and request (the embed loader: 543 µs, 5 % of bare
 * Koa's rate). A file is read and compressed once (off the event loop; concurrent first
 * requests share that), and read again when its size or modification time changes (a new
 * build). Each coding has its own strong ETag (`Vary: Accept-Encoding`), with a 304 for a
 * matching `If-None-Match`; `Last-Modified` is kept. Bounded in bytes (least recently used
 * goes first); images, fonts and files over `MAX_KEPT_FILE_BYTES` are left to the caller.
 */
export class FileBodies {
  private readonly kept: BodyLru<Kept>;
  private readonly reads = singleFlight<Kept>();

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.kept = new BodyLru<Kept>(Number.POSITIVE_INFINITY, maxBytes);
  }

  /** The kept files' bytes (identity copies). */
  get totalBytes(): number {
    return this.kept.totalBytes;
  }

  /**
   * Answers `file` (its `stat` is `info`) from memory when it is a text file small enough to
   * keep; false when it is not, and the caller streams it. Headers set before are kept.
   */
  async send(ctx: Context, file: string, info: Stats, contentType: string, cacheControl: string): Promise<boolean> {
    if (!COMPRESSIBLE.test(contentType) || info.size > MAX_KEPT_FILE_BYTES) return false;
    const key = `${cacheControl}\n${contentType}\n${file}`;
    let entry = this.kept.get(key);
    if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
      const flight = `${key}\n${info.mtimeMs}\n${info.size}`;
      entry =
        (await this.reads.waitFor(flight)) ??
        (await this.reads.lead(flight, async (share) => {
          const read: Kept = { ...(await cachedBody(await readFile(file), { contentType, cacheControl })), mtimeMs: info.mtimeMs, size: info.size };
          this.kept.set(key, read);
          share(read);
          return read;
        }));
    }
    ctx.lastModified = info.mtime;
    sendCachedBody(ctx, entry);
    return true;
  }
}
