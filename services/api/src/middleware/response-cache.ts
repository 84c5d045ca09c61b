import type { Middleware } from 'koa';
import { cachedBody, sendCachedBody, singleFlight, type BodyKind, type CachedBody } from '@joognoo/http-cache';
import { contentVersionClock, type ContentVersionClock, type ContentVersionSource } from '../content/version-clock.ts';

/** The public content GETs: products, blog, jobs, case studies (never health, never POSTs). */
const CACHEABLE_PATH = /^\/api\/(?:products|blog|jobs|case-studies)(?:\/|$)/;
/**
 * Browsers must ask again (a cheap 304) each time; a shared cache (nginx in deploy/, a CDN)
 * may answer for one second without asking (`s-maxage=1`): no staler than the processes
 * themselves, which read the content version at most once a second.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';

interface Entry extends CachedBody {
  /** The content version it was built under (database version and local changes). */
  version: string;
}

export interface ResponseCacheOptions {
  /** How often the content version is read from the database, at most (ms). */
  checkIntervalMs?: number;
  /** Largest number of cached answers; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

const JSON_BODY: BodyKind = { contentType: 'application/json; charset=utf-8', cacheControl: PUBLIC_CACHE_CONTROL };

/**
 * HTTP caching for the public content GETs: every 200 gets a strong `ETag` and
 * `Cache-Control: public, max-age=0, s-maxage=1, must-revalidate`, and a matching `If-None-Match` gets
 * 304. A client that accepts Brotli or gzip gets a body over `GZIP_MIN_BYTES` compressed
 * (once per cached answer, with its own ETag; `Vary: Accept-Encoding`). Answers are also kept in process memory, keyed by path and query, so a repeated GET
 * does not touch the database: each entry carries the content version it was built under
 * (`contentVersionClock`, src/content/version-clock.ts: `content_versions` read at most once per
 * `checkIntervalMs`, 1 s), and a new version (any seed or content write, by any process)
 * drops them all. Concurrent misses of one URL share one build (`singleFlight`). A write of this process drops them at once (`contentVersions.notify()`),
 * and so does the moment the next scheduled item becomes public. Pass the process's clock
 * (openApi's) to share it with the other caches of the process. Errors are never cached.
 */
export function responseCache(
  contentVersions: ContentVersionSource | ContentVersionClock,
  { checkIntervalMs = 1000, maxEntries = 500, now = Date.now }: ResponseCacheOptions = {},
): Middleware {
  const entries = new Map<string, Entry>();
  const builds = singleFlight<Entry>();
  const clock = 'current' in contentVersions ? contentVersions : contentVersionClock(contentVersions, { checkIntervalMs, now });
  // A new content version (a write, a scheduled moment, another process's change) drops them all.
  clock.onChange(() => entries.clear());

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !CACHEABLE_PATH.test(ctx.path)) return next();
    // Read before the content is: an answer built while content changes is tagged with the
    // older version, so the next check drops it.
    const current = clock.current();
    const known = typeof current === 'string' ? current : await current;
    const url = ctx.url;
    const hit = entries.get(url);
    if (hit && hit.version === known) return sendCachedBody(ctx, hit);
    const flightKey = `${known}\n${url}`;
    const building = builds.waitFor(flightKey);
    if (building) {
      const shared = await building;
      if (shared) return sendCachedBody(ctx, shared);
      return next(); // the leader's answer was not cacheable (an error): this request gets its own
    }

    return builds.lead(flightKey, async (share) => {
      await next();
      const body: unknown = ctx.body;
      if (ctx.status !== 200 || body === null || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
      const entry: Entry = { ...(await cachedBody(Buffer.from(JSON.stringify(body)), JSON_BODY)), version: known };
      if (clock.known() === known) {
        entries.delete(url);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(url, entry);
      }
      share(entry);
      sendCachedBody(ctx, entry);
    });
  };
}
