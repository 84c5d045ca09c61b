import { createReadStream, type Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import { FileBodies } from './file-bodies.ts';

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
  /** Where the text files are kept in memory (one per process, shared with the static files); default a new one. */
  bodies?: FileBodies;
  /**
   * The released exact versions (`/embed/1.4.2/...`), each a directory of `dir` whose name
   * matches `pattern` (`embedReleasesDir()`, `EMBED_RELEASE_PATTERN`), served with
   * `cacheControl` (immutable) for every file. A content-hashed file asked for under a major
   * (`/embed/v1/loader-<hash>.js`, `/embed/v1/chunks/*`) that the current build no longer has
   * is served from the newest release of that major that has it: a loader pinned under
   * `/embed/v1/` before exact versions existed keeps working.
   */
  releases?: {
    dir: string;
    pattern: RegExp;
    cacheControl: string;
    /** `embedCacheControl`'s test: names that carry their content's hash (`isContentHashed`). */
    isContentHashed: (relativePath: string) => boolean;
    /** Newest first, for the fallback. */
    compare: (a: string, b: string) => number;
  };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The file `relative` inside `dir`, if it is a regular, visible file of a served type there. */
async function fileIn(dir: string, relative: string): Promise<{ file: string; info: Stats } | null> {
  const file = path.resolve(dir, relative);
  const inside = relative !== '' && file.startsWith(dir + path.sep) && !relative.includes('\0');
  const hidden = relative.split(/[\\/]/).some((part) => part.startsWith('.'));
  if (!inside || hidden || !TYPES[path.extname(file).toLowerCase()]) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, info } : null;
}

/**
 * Serves the widget embed build of every shipped major (`/embed/v1/loader.js`, `chunks/*`,
 * the manifest, `embed.css`; `/embed/v2/...` once a v2 ships) and every kept release
 * (`/embed/1.4.2/...`, immutable) to any origin: CORS headers on every answer,
 * an immutable year-long cache for the content-hashed files, a short one for the loader and
 * manifest, ETags and 304s (the text files kept in memory: file-bodies.ts), 404 (briefly cached) for an unknown major and for anything
 * that is not a file inside a major's directory (no listing, no dot-files, no traversal).
 */
export function embedFiles({ root, majors, prefix, cacheControl, notFoundCacheControl, headers, releases, bodies = new FileBodies() }: EmbedFilesOptions): Middleware {
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
    const [segment = '', ...rest] = ctx.path.slice(urlPrefix.length).split('/');
    let relative = '';
    try {
      relative = decodeURIComponent(rest.join('/'));
    } catch {
      relative = '';
    }
    let found: { file: string; info: Stats } | null = null;
    let dir: string;
    let cache = '';
    if (served.has(segment)) {
      dir = path.join(base, segment);
      found = await fileIn(dir, relative);
      cache = found ? cacheControl(path.relative(dir, found.file).split(path.sep).join('/')) : '';
      if (!found && releases && releases.isContentHashed(relative)) {
        // Same name, same bytes: an earlier release of this major has it.
        const major = segment.slice(1);
        const names = await readdir(releases.dir).catch(() => [] as string[]);
        const ofMajor = names.filter((name) => releases.pattern.test(name) && name.split('.')[0] === major);
        for (const release of ofMajor.sort(releases.compare).reverse()) {
          found = await fileIn(path.join(path.resolve(releases.dir), release), relative);
          if (found) break;
        }
        cache = releases.cacheControl;
      }
    } else if (releases && releases.pattern.test(segment)) {
      dir = path.join(path.resolve(releases.dir), segment);
      found = await fileIn(dir, relative);
      cache = releases.cacheControl;
      if (!found && !(await stat(path.join(dir, 'loader.js')).catch(() => null))) {
        const names = await readdir(releases.dir).catch(() => [] as string[]);
        const withLoader = await Promise.all(
          names.filter((name) => releases.pattern.test(name)).map(async (name) => ((await stat(path.join(releases.dir, name, 'loader.js')).catch(() => null)) ? name : '')),
        );
        const released = withLoader.filter(Boolean).sort(releases.compare);
        return notFound(`Unknown embed release ${segment}. This host serves ${released.map((r) => `${urlPrefix}${r}/`).join(', ') || 'no release'}`);
      }
    } else {
      return notFound(`Unknown embed version. This host serves ${available}`);
    }
    if (!found) return notFound('Not found');
    const { file, info } = found;
    const type = TYPES[path.extname(file).toLowerCase()]!;
    if (await bodies.send(ctx, file, info, type, cache)) return;
    ctx.set('Cache-Control', cache);
    ctx.lastModified = info.mtime;
    ctx.etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
    ctx.type = type;
    ctx.length = info.size;
    ctx.status = 200; // before `fresh`, which only compares for a 2xx answer
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = createReadStream(file);
  };
}
