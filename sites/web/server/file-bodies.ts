import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cachedBody, compressCachedBody, sendCachedBody, singleFlight, type CachedBody } from '@joognoo/api';
import type { Context } from 'koa';
import { COMPRESSIBLE } from './compression.ts';

/** A text file larger than this is streamed as before (and gzipped on the way). */
export const MAX_KEPT_FILE_BYTES = 1024 * 1024;

interface Kept {
  body: CachedBody;
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
  private readonly kept = new Map<string, Kept>();
  private readonly reads = singleFlight<Kept>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The kept files' bytes (identity copies). */
  get totalBytes(): number {
    return this.bytes;
  }

  /**
   * Answers `file` (its `stat` is `info`) from memory when it is a text file small enough to
   * keep; false when it is not, and the caller streams it. Headers set before are kept.
   */
  async send(ctx: Context, file: string, info: Stats, contentType: string, cacheControl: string): Promise<boolean> {
    if (!COMPRESSIBLE.test(contentType) || info.size > MAX_KEPT_FILE_BYTES) return false;
    const key = `${cacheControl}\n${contentType}\n${file}`;
    let entry = this.kept.get(key);
    if (entry && (entry.mtimeMs !== info.mtimeMs || entry.size !== info.size)) entry = undefined;
    if (entry) {
      this.kept.delete(key); // most recently used last
      this.kept.set(key, entry);
    } else {
      const flight = `${key}\n${info.mtimeMs}\n${info.size}`;
      entry =
        (await this.reads.waitFor(flight)) ??
        (await this.reads.lead(flight, async (share) => {
          const body = cachedBody(await readFile(file), { contentType, cacheControl });
          await compressCachedBody(body);
          const read: Kept = { body, mtimeMs: info.mtimeMs, size: info.size };
          this.keep(key, read);
          share(read);
          return read;
        }));
    }
    ctx.lastModified = info.mtime;
    sendCachedBody(ctx, entry.body);
    return true;
  }

  private keep(key: string, entry: Kept): void {
    const previous = this.kept.get(key);
    if (previous) {
      this.kept.delete(key);
      this.bytes -= previous.body.identity.body.length;
    }
    this.kept.set(key, entry);
    this.bytes += entry.body.identity.body.length;
    while (this.bytes > this.maxBytes && this.kept.size > 1) {
      const [oldest, dropped] = this.kept.entries().next().value!;
      this.kept.delete(oldest);
      this.bytes -= dropped.body.identity.body.length;
    }
  }
}
