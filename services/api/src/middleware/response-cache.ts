import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { ContentVersionsRepository } from '../repositories/content-versions.ts';

/** The public content GETs: products, blog, jobs, case studies (never health, never POSTs). */
const CACHEABLE_PATH = /^\/api\/(?:products|blog|jobs|case-studies)(?:\/|$)/;
/** Browsers and proxies may store the answer but must ask again (a cheap 304) each time. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

interface Entry {
  body: Buffer;
  etag: string;
  version: number;
}

export interface ResponseCacheOptions {
  /** How often the content version is read from the database, at most (ms). */
  checkIntervalMs?: number;
  /** Largest number of cached answers; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

/** A strong ETag over the exact bytes sent. */
function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * RFC 9110 §13.1.2: If-None-Match uses the weak comparison and `*` matches any. The
 * request's Cache-Control is for caches, not for the origin (Koa's `ctx.fresh` refuses a
 * 304 whenever it says no-cache, which fetch() adds to every request carrying its own
 * If-None-Match), so it is not consulted.
 */
export function ifNoneMatchMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function send(ctx: Context, entry: Entry): void {
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch && ifNoneMatchMatches(ifNoneMatch, entry.etag)) {
    ctx.status = 304; // If-None-Match matched: no body
    ctx.body = null;
    return;
  }
  ctx.body = entry.body;
}

/**
 * HTTP caching for the public content GETs: every 200 gets a strong `ETag` and
 * `Cache-Control: public, max-age=0, must-revalidate`, and a matching `If-None-Match` gets
 * 304. Answers are also kept in process memory, keyed by path and query, so a repeated GET
 * does not touch the database: each entry carries the content version it was built under
 * (`content_versions`, read at most once per `checkIntervalMs`, 1 s), and a new version
 * (any seed or content write, by any process) drops them all. Errors are never cached.
 */
export function responseCache(
  contentVersions: ContentVersionsRepository,
  { checkIntervalMs = 1000, maxEntries = 500, now = Date.now }: ResponseCacheOptions = {},
): Middleware {
  const entries = new Map<string, Entry>();
  let version: number | undefined;
  let checkedAt = 0;
  let reading: Promise<number> | undefined;

  /** The content version, read from the database when the last read is over a second old. */
  function currentVersion(): Promise<number> | number {
    if (version !== undefined && now() - checkedAt < checkIntervalMs) return version;
    reading ??= contentVersions
      .get()
      .then((latest) => {
        if (latest !== version) entries.clear();
        version = latest;
        checkedAt = now();
        return latest;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !CACHEABLE_PATH.test(ctx.path)) return next();
    // Read before the content is: an answer built while content changes is tagged with the
    // older version, so the next check drops it.
    const known = await currentVersion();
    const key = ctx.url;
    const hit = entries.get(key);
    if (hit && hit.version === known) return send(ctx, hit);

    await next();
    const body: unknown = ctx.body;
    if (ctx.status !== 200 || body === null || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
    const bytes = Buffer.from(JSON.stringify(body));
    const entry: Entry = { body: bytes, etag: etagOf(bytes), version: known };
    if (version === known) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    send(ctx, entry);
  };
}
