import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { MEDIA_PATH, mediaRepository } from './store.ts';
import { mediaStorage } from './index.ts';
import { isStorageKey, type Storage } from './storage.ts';

/** Keys are never reused (random, and a deleted key is never made again): cache for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A directly opened SVG can neither run script nor load anything, and is sandboxed. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const BY_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };

export interface MediaFilesOptions {
  db: Database;
  config: Pick<Config, 'dataDir'>;
  /** The storage to serve from (default: `mediaStorage(config)`). */
  storage?: Storage;
}

/**
 * Serves the uploaded images at `/media/<key>` (GET and HEAD), for a host (mounted by
 * services/server before the pages): only keys that have a row in `media` (a deleted
 * image is 404 at once), streamed from the storage with the row's Content-Type,
 * Content-Length, a strong ETag (the key: its bytes never change) and 304s, a year-long
 * immutable cache, nosniff, and for SVG a CSP that forbids everything (`sandbox`). A key that
 * does not match the key pattern (dots, slashes, encoded traversal) is 404 without a lookup.
 */
export function mediaFiles({ db, config, storage = mediaStorage(config) }: MediaFilesOptions): Middleware {
  const media = mediaRepository(db);
  return async (ctx, next) => {
    if (!ctx.path.startsWith(MEDIA_PATH)) return next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      ctx.status = 405;
      ctx.type = 'text/plain';
      ctx.body = 'Method not allowed\n';
      return;
    }
    const key = ctx.path.slice(MEDIA_PATH.length);
    const row = isStorageKey(key) ? await media.byKey(key) : undefined;
    const object = row ? await storage.get(key) : null;
    if (!row || !object) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = 'Not found\n';
      return;
    }
    const etag = `"${key}"`;
    ctx.set('Cache-Control', MEDIA_CACHE_CONTROL);
    ctx.set('ETag', etag);
    const contentType = row.contentType || BY_EXTENSION[key.split('.').pop() ?? ''] || 'application/octet-stream';
    if (contentType === 'image/svg+xml') ctx.set('Content-Security-Policy', SVG_CSP);
    const inm = ctx.get('If-None-Match');
    if (inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      object.body.destroy();
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    ctx.type = contentType;
    if (ctx.method === 'HEAD') {
      object.body.destroy();
      ctx.length = object.size;
      return;
    }
    ctx.body = object.body;
    ctx.length = object.size;
  };
}
