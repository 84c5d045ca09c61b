import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { contentVersionClock, type ContentVersionClock, type ContentVersionSource } from '../content-version.ts';

/** The public content GETs: products, blog, jobs, case studies (never health, never POSTs). */
const CACHEABLE_PATH = /^\/api\/(?:products|blog|jobs|case-studies)(?:\/|$)/;
/** Browsers and proxies may store the answer but must ask again (a cheap 304) each time. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** One representation of an answer: its exact bytes and their strong ETag. */
interface Representation {
  body: Buffer;
  etag: string;
}

/** A cached body (the API's answers, the host's pages): its bytes, ETag and gzip copy. */
export interface CachedBody extends Representation {
  /** The gzip representation, made on first request and kept with the entry. */
  gzip?: Representation;
}

interface Entry extends CachedBody {
  /** The content version it was built under (database version and local changes). */
  version: string;
}

/**
 * Bodies below this many bytes are sent as they are: gzip saves little on them. Above it
 * the bytes on the wire dominate a cached answer's cost (a 38 KB list of posts is served
 * at a quarter of the rate of a 6 KB one), so they are compressed once and kept.
 */
export const GZIP_MIN_BYTES = 1024;

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

function representation(body: Buffer): Representation {
  return { body, etag: etagOf(body) };
}

/** A body to keep: its strong ETag now, its gzip copy when first asked for. */
export function cachedBody(body: Buffer): CachedBody {
  return representation(body);
}

/**
 * The client takes gzip (RFC 9110 §12.5.3): listed by name or `*`, with a q-value above 0.
 * No Accept-Encoding at all means "anything", but servers send identity then (curl, old
 * proxies), and so do we.
 */
export function acceptsGzip(header: string): boolean {
  let gzip: boolean | undefined;
  let any = false;
  for (const item of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') gzip = accepted;
    else if (coding === '*') any = accepted;
  }
  return gzip ?? any;
}

/**
 * Whether this Accept-Encoding takes gzip, remembered per header value: clients send a
 * handful of distinct values, and parsing one on every cached answer cost more than the
 * lookup. Bounded, so a client sending endless variants cannot grow it.
 */
const gzipVerdicts = new Map<string, boolean>();
const MAX_GZIP_VERDICTS = 64;
function takesGzip(header: string): boolean {
  let verdict = gzipVerdicts.get(header);
  if (verdict === undefined) {
    verdict = acceptsGzip(header);
    if (gzipVerdicts.size >= MAX_GZIP_VERDICTS) gzipVerdicts.clear();
    gzipVerdicts.set(header, verdict);
  }
  return verdict;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The representation for this request; the gzip one has its own strong ETag (RFC 9110 §8.8.3). */
function select(ctx: Context, entry: CachedBody): Representation {
  if (entry.body.length < GZIP_MIN_BYTES || !takesGzip(ctx.get('Accept-Encoding'))) return entry;
  entry.gzip ??= representation(gzipSync(entry.body));
  return entry.gzip;
}

function send(ctx: Context, entry: Entry): void {
  ctx.status = 200;
  ctx.set('Content-Type', JSON_CONTENT_TYPE);
  ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  sendCachedBody(ctx, entry);
}

/**
 * Answers a 200 with a cached body (status, type and Cache-Control set by the caller): the
 * gzip copy for a client that takes it (bodies from `GZIP_MIN_BYTES`), its strong `ETag`,
 * `Vary: Accept-Encoding`, and a 304 without a body when `If-None-Match` matches.
 */
export function sendCachedBody(ctx: Context, entry: CachedBody): void {
  const chosen = select(ctx, entry);
  ctx.set('ETag', chosen.etag);
  // Shared caches must key on Accept-Encoding: the same URL has two representations.
  ctx.vary('Accept-Encoding');
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch && ifNoneMatchMatches(ifNoneMatch, chosen.etag)) {
    ctx.status = 304; // If-None-Match matched: no body
    ctx.body = null;
    return;
  }
  if (chosen !== entry) ctx.set('Content-Encoding', 'gzip');
  ctx.body = chosen.body;
}

/**
 * HTTP caching for the public content GETs: every 200 gets a strong `ETag` and
 * `Cache-Control: public, max-age=0, must-revalidate`, and a matching `If-None-Match` gets
 * 304. A client that accepts gzip gets a body over `GZIP_MIN_BYTES` gzipped (compressed
 * once per cached answer, with its own ETag; `Vary: Accept-Encoding`). Answers are also kept in process memory, keyed by path and query, so a repeated GET
 * does not touch the database: each entry carries the content version it was built under
 * (`contentVersionClock`, src/content-version.ts: `content_versions` read at most once per
 * `checkIntervalMs`, 1 s), and a new version (any seed or content write, by any process)
 * drops them all. A write of this process drops them at once (`contentVersions.notify()`),
 * and so does the moment the next scheduled item becomes public. Pass the process's clock
 * (startServer's) to share it with the host's page cache. Errors are never cached.
 */
export function responseCache(
  contentVersions: ContentVersionSource | ContentVersionClock,
  { checkIntervalMs = 1000, maxEntries = 500, now = Date.now }: ResponseCacheOptions = {},
): Middleware {
  const entries = new Map<string, Entry>();
  const clock = 'current' in contentVersions ? contentVersions : contentVersionClock(contentVersions, { checkIntervalMs, now });
  // A new content version (a write, a scheduled moment, another process's change) drops them all.
  clock.onChange(() => entries.clear());
  const currentVersion = () => clock.current();
  const key = () => clock.known();

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !CACHEABLE_PATH.test(ctx.path)) return next();
    // Read before the content is: an answer built while content changes is tagged with the
    // older version, so the next check drops it.
    const known = await currentVersion();
    const url = ctx.url;
    const hit = entries.get(url);
    if (hit && hit.version === known) return send(ctx, hit);

    await next();
    const body: unknown = ctx.body;
    if (ctx.status !== 200 || body === null || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
    const entry: Entry = { ...cachedBody(Buffer.from(JSON.stringify(body))), version: known };
    if (key() === known) {
      entries.delete(url);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(url, entry);
    }
    send(ctx, entry);
  };
}
