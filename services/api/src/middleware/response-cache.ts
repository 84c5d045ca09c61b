import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { contentVersionClock, type ContentVersionClock, type ContentVersionSource } from '../content/version-clock.ts';

/** The public content GETs: products, blog, jobs, case studies (never health, never POSTs). */
const CACHEABLE_PATH = /^\/api\/(?:products|blog|jobs|case-studies)(?:\/|$)/;
/**
 * Browsers must ask again (a cheap 304) each time; a shared cache (nginx in deploy/, a CDN)
 * may answer for one second without asking (`s-maxage=1`): no staler than the processes
 * themselves, which read the content version at most once a second.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';

/** The codings a cached answer is kept in. */
export type Coding = 'br' | 'gzip' | 'identity';

/**
 * One representation of an answer: its exact bytes, their strong ETag, and the headers of
 * its 200 and of its 304, built once, so a hit writes them as they are.
 */
interface Representation {
  body: Buffer;
  etag: string;
  headers: Readonly<Record<string, string | number>>;
  notModifiedHeaders: Readonly<Record<string, string>>;
}

/** What a cached body is sent as: its type and its caching (the API's JSON, the host's pages). */
export interface BodyKind {
  contentType: string;
  cacheControl: string;
}

/**
 * A cached body (the API's answers, the host's pages and text files): its identity
 * representation and, from `GZIP_MIN_BYTES`, its Brotli and gzip copies.
 */
export interface CachedBody {
  kind: BodyKind;
  identity: Representation;
  gzip?: Representation;
  br?: Representation;
}

interface Entry extends CachedBody {
  /** The content version it was built under (database version and local changes). */
  version: string;
}

/**
 * Bodies below this many bytes are sent as they are: compression saves little on them.
 * Above it the bytes on the wire dominate a cached answer's cost (a 38 KB list of posts is
 * served at a quarter of the rate of a 6 KB one), so they are compressed once and kept.
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

const JSON_BODY: BodyKind = { contentType: 'application/json; charset=utf-8', cacheControl: PUBLIC_CACHE_CONTROL };

function representation(body: Buffer, coding: Coding, kind: BodyKind): Representation {
  const etag = etagOf(body);
  // Shared caches must key on Accept-Encoding: the same URL has up to three representations.
  const notModifiedHeaders = { ETag: etag, 'Cache-Control': kind.cacheControl, Vary: 'Accept-Encoding' };
  return {
    body,
    etag,
    notModifiedHeaders,
    headers: {
      'Content-Type': kind.contentType,
      ...notModifiedHeaders,
      ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
      'Content-Length': body.length,
    },
  };
}


/** The q-value of each listed coding (`*` included) of an Accept-Encoding header. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const item of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    found.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(value) ? value : 0);
  }
  return found;
}

/**
 * The client takes gzip (RFC 9110 §12.5.3): listed by name or `*`, with a q-value above 0.
 * No Accept-Encoding at all means "anything", but servers send identity then (curl, old
 * proxies), and so do we.
 */
export function acceptsGzip(header: string): boolean {
  const found = qualities(header);
  return (found.get('gzip') ?? found.get('*') ?? 0) > 0;
}

/**
 * The coding to send a compressible answer in: Brotli (about a fifth smaller than gzip)
 * when the client takes it at least as gladly as gzip, else gzip, else identity. Only
 * codings named by the client count (`*` stands for gzip, as in `acceptsGzip`).
 */
export function preferredCoding(header: string): Coding {
  const found = qualities(header);
  const br = found.get('br') ?? 0;
  const gzip = found.get('gzip') ?? found.get('*') ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/**
 * The coding for this Accept-Encoding, remembered per header value: clients send a
 * handful of distinct values, and parsing one on every cached answer cost more than the
 * lookup. Bounded, so a client sending endless variants cannot grow it.
 */
const codingVerdicts = new Map<string, Coding>();
const MAX_CODING_VERDICTS = 64;
function codingFor(header: string | undefined): Coding {
  if (!header) return 'identity';
  let verdict = codingVerdicts.get(header);
  if (verdict === undefined) {
    verdict = preferredCoding(header);
    if (codingVerdicts.size >= MAX_CODING_VERDICTS) codingVerdicts.clear();
    codingVerdicts.set(header, verdict);
  }
  return verdict;
}

/** Brotli at quality 10: made once per answer and content version, sent many times. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } };

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A body to keep: its strong ETag and headers, and from `GZIP_MIN_BYTES` its Brotli and gzip
 * copies, made once and off the event loop (zlib's thread pool): Brotli at quality 10 of a
 * 130 KB page takes tens of milliseconds, which on the event loop would stall every other
 * request of the process. The one request that built the body awaits it (the others of a
 * burst wait for that one: `singleFlight`).
 */
export async function cachedBody(body: Buffer, kind: BodyKind = JSON_BODY): Promise<CachedBody> {
  const identity = representation(body, 'identity', kind);
  if (body.length < GZIP_MIN_BYTES) return { kind, identity };
  const [br, gzipped] = await Promise.all([brotliCompressAsync(body, BROTLI_OPTIONS), gzipAsync(body, { level: 9 })]);
  return { kind, identity, br: representation(br, 'br', kind), gzip: representation(gzipped, 'gzip', kind) };
}

/** The representation for this request; each coding has its own strong ETag (RFC 9110 §8.8.3). */
function select(ctx: Context, entry: CachedBody): Representation {
  const coding = codingFor(ctx.req.headers['accept-encoding']);
  return (coding === 'identity' ? undefined : entry[coding]) ?? entry.identity;
}

/**
 * Answers a 200 with a cached body, written straight to the Node response with its prepared
 * headers (Koa's own response handling is skipped: `ctx.respond = false`); the headers set
 * before (security, CORS, a page's own) are kept, and its type, caching, strong `ETag`,
 * `Vary: Accept-Encoding` and coding win. The Brotli or gzip copy for a client that takes it
 * (bodies from `GZIP_MIN_BYTES`), a 304 without a body when `If-None-Match` matches. No JSON,
 * no header parsing beyond Accept-Encoding and If-None-Match. `ctx.status` is set too, for
 * the request log.
 */
export function sendCachedBody(ctx: Context, entry: CachedBody): void {
  const chosen = select(ctx, entry);
  const res = ctx.res;
  ctx.respond = false;
  const ifNoneMatch = ctx.req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatchMatches(ifNoneMatch, chosen.etag)) {
    ctx.status = 304;
    res.writeHead(304, chosen.notModifiedHeaders); // If-None-Match matched: no body
    res.end();
    return;
  }
  ctx.status = 200;
  res.writeHead(200, chosen.headers);
  if (ctx.method === 'HEAD') res.end();
  else res.end(chosen.body);
}

/**
 * Concurrent misses of one key share one build (a "single flight"): the first caller leads
 * and builds, the others wait for what it shares. A burst after a publish, or a cold start
 * under load, then costs one database read or one page render per answer, not one per
 * request (50 concurrent visitors of a just-changed page used to render it 50 times and
 * Brotli-compress each copy).
 */
export interface SingleFlight<T> {
  /** The build in progress for `key`, if any: it resolves to what its leader shared, or undefined. */
  waitFor(key: string): Promise<T | undefined> | undefined;
  /**
   * Runs `build` as the leader for `key`; `share` hands its result to the waiting callers
   * (an answer not to be shared, such as an error, leaves it unshared: they get undefined).
   */
  lead<R>(key: string, build: (share: (value: T) => void) => Promise<R>): Promise<R>;
}

export function singleFlight<T>(): SingleFlight<T> {
  const pending = new Map<string, Promise<T | undefined>>();
  return {
    waitFor: (key) => pending.get(key),
    async lead(key, build) {
      let settle!: (value: T | undefined) => void;
      const flight = new Promise<T | undefined>((resolve) => (settle = resolve));
      pending.set(key, flight);
      try {
        return await build(settle);
      } finally {
        settle(undefined); // no-op once shared
        if (pending.get(key) === flight) pending.delete(key);
      }
    },
  };
}

/**
 * HTTP caching for the public content GETs: every 200 gets a strong `ETag` and
 * `Cache-Control: public, max-age=0, s-maxage=1, must-revalidate`, and a matching `If-None-Match` gets
 * 304. A client that accepts Brotli or gzip gets a body over `GZIP_MIN_BYTES` compressed
 * (once per cached answer, with its own ETag; `Vary: Accept-Encoding`). Answers are also kept in process memory, keyed by path and query, so a repeated GET
 * does not touch the database: each entry carries the content version it was built under
 * (`contentVersionClock`, src/content-version.ts: `content_versions` read at most once per
 * `checkIntervalMs`, 1 s), and a new version (any seed or content write, by any process)
 * drops them all. Concurrent misses of one URL share one build (`singleFlight`). A write of this process drops them at once (`contentVersions.notify()`),
 * and so does the moment the next scheduled item becomes public. Pass the process's clock
 * (startServer's) to share it with the host's page cache. Errors are never cached.
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
      const entry: Entry = { ...(await cachedBody(Buffer.from(JSON.stringify(body)))), version: known };
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
