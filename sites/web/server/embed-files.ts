import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

export interface EmbedFilesOptions {
  /** The built embed directory (`embedDir` of `@joognoo/widget-kit/embed-assets`). */
  root: string;
  /** URL prefix, `EMBED_PUBLIC_PATH` (`/embed/v1/`). */
  prefix: string;
  /** Cache-Control for a path relative to `root` (`embedCacheControl`). */
  cacheControl: (relativePath: string) => string;
  /** Headers on every answer under the prefix, 404s included (`EMBED_CORS_HEADERS`). */
  headers: Readonly<Record<string, string>>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves the widget embed build (`/embed/v1/loader.js`, `chunks/*`, the manifest) to any
 * origin: CORS headers on every answer, an immutable year-long cache for the content-hashed
 * chunks, a short one for the loader and manifest, weak ETags, 404 for anything that is not
 * a file inside `root` (no directory listing, no dot-files, no traversal).
 */
export function embedFiles({ root, prefix, cacheControl, headers }: EmbedFilesOptions): Middleware {
  const base = path.resolve(root);
  const urlPrefix = prefix.endsWith('/') ? prefix : `${prefix}/`;
  const bare = urlPrefix.slice(0, -1);
  return async (ctx, next) => {
    if (ctx.path !== bare && !ctx.path.startsWith(urlPrefix)) return next();
    ctx.set(headers as Record<string, string>);
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD, OPTIONS');
      ctx.status = 405;
      ctx.type = 'text/plain';
      ctx.body = 'Method not allowed';
      return;
    }
    let relative = '';
    try {
      relative = decodeURIComponent(ctx.path.slice(urlPrefix.length));
    } catch {
      relative = '';
    }
    const file = path.resolve(base, relative);
    const inside = relative !== '' && file.startsWith(base + path.sep) && !relative.includes('\0');
    const hidden = relative.split(/[\\/]/).some((part) => part.startsWith('.'));
    const type: string | undefined = TYPES[path.extname(file).toLowerCase()];
    const info = inside && !hidden && type ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    ctx.set('Cache-Control', cacheControl(path.relative(base, file).split(path.sep).join('/')));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.lastModified = info.mtime;
    ctx.etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
    ctx.type = type!;
    ctx.length = info.size;
    ctx.status = 200; // before `fresh`, which only compares for a 2xx answer
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = createReadStream(file);
  };
}
