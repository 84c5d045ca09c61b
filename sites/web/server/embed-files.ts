import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

export interface EmbedFilesOptions {
  /** Directory with one built directory per major (`embedRootDir` of `@joognoo/embed/assets`). */
  root: string;
  /** The majors to serve, each a directory of `root` and a URL segment (`embedMajors(root)`: `['v1']`). */
  majors: readonly string[];
  /** URL prefix of the majors, `EMBED_BASE_PATH` (`/embed/`): `v1` is served at `/embed/v1/`. */
  prefix: string;
  /** Cache-Control for a path relative to a major's directory (`embedCacheControl`). */
  cacheControl: (relativePath: string) => string;
  /** Cache-Control of a 404 (`EMBED_NOT_FOUND_CACHE`). */
  notFoundCacheControl: string;
  /** Headers on every answer under the prefix, 404s included (`EMBED_CORS_HEADERS`). */
  headers: Readonly<Record<string, string>>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves the widget embed build of every shipped major (`/embed/v1/loader.js`, `chunks/*`,
 * the manifest; `/embed/v2/...` once a v2 ships) to any origin: CORS headers on every answer,
 * an immutable year-long cache for the content-hashed files, a short one for the loader and
 * manifest, weak ETags and 304s, 404 (briefly cached) for an unknown major and for anything
 * that is not a file inside a major's directory (no listing, no dot-files, no traversal).
 */
export function embedFiles({ root, majors, prefix, cacheControl, notFoundCacheControl, headers }: EmbedFilesOptions): Middleware {
  const base = path.resolve(root);
  const urlPrefix = prefix.endsWith('/') ? prefix : `${prefix}/`;
  const bare = urlPrefix.slice(0, -1);
  const served = new Set(majors);
  const available = majors.map((major) => `${urlPrefix}${major}/`).join(', ') || 'none';
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
    const notFound = (message: string) => {
      ctx.status = 404;
      ctx.set('Cache-Control', notFoundCacheControl);
      ctx.type = 'text/plain';
      ctx.body = message;
    };
    const [major = '', ...rest] = ctx.path.slice(urlPrefix.length).split('/');
    if (!served.has(major)) return notFound(`Unknown embed version. This host serves ${available}`);
    let relative = '';
    try {
      relative = decodeURIComponent(rest.join('/'));
    } catch {
      relative = '';
    }
    const majorDir = path.join(base, major);
    const file = path.resolve(majorDir, relative);
    const inside = relative !== '' && file.startsWith(majorDir + path.sep) && !relative.includes('\0');
    const hidden = relative.split(/[\\/]/).some((part) => part.startsWith('.'));
    const type: string | undefined = TYPES[path.extname(file).toLowerCase()];
    const info = inside && !hidden && type ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) return notFound('Not found');
    ctx.set('Cache-Control', cacheControl(path.relative(majorDir, file).split(path.sep).join('/')));
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
