import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import { FileBodies } from './file-bodies.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export interface StaticFilesOptions {
  /** Directory served at `prefix`. */
  root: string;
  /** URL prefix, e.g. `/assets`; `/` serves the whole directory. */
  prefix: string;
  cacheControl: string;
  /** Answer 404 for a missing file under the prefix instead of passing it on. */
  notFoundIsFinal?: boolean;
  /** Where the text files are kept in memory (one per process, shared with the embeds); default a new one. */
  bodies?: FileBodies;
}

/**
 * Serves files of one directory (GET/HEAD), with a content type, Cache-Control,
 * Last-Modified and a weak ETag. Never serves dot-files or anything outside `root`.
 * (nosniff and the other security headers come from the API's `securityHeaders`, which
 * runs before every middleware of the process.)
 */
export function staticFiles({ root, prefix, cacheControl, notFoundIsFinal = false, bodies = new FileBodies() }: StaticFilesOptions): Middleware {
  const base = path.resolve(root);
  const urlPrefix = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(urlPrefix)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path.slice(urlPrefix.length));
    } catch {
      return next();
    }
    const file = path.resolve(base, relative);
    const inside = file.startsWith(base + path.sep);
    const hidden = relative.split('/').some((part) => part.startsWith('.'));
    const info = inside && !hidden ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) {
      if (notFoundIsFinal) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
        return;
      }
      return next();
    }
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    if (await bodies.send(ctx, file, info, type, cacheControl)) return;
    ctx.set('Cache-Control', cacheControl);
    ctx.lastModified = info.mtime;
    ctx.etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
    ctx.type = type;
    ctx.length = info.size;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    // Koa sends no body for HEAD and destroys the stream when the response finishes.
    ctx.body = createReadStream(file);
  };
}
