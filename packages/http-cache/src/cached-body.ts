import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Context } from 'koa';

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

/** What a cached body is sent as: its type and its caching (the API's JSON, the pages, text files). */
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

/**
 * Bodies below this many bytes are sent as they are: compression saves little on them.
 * Above it the bytes on the wire dominate a cached answer's cost (a 38 KB list of posts is
 * served at a quarter of the rate of a 6 KB one), so they are compressed once and kept.
 */
export const GZIP_MIN_BYTES = 1024;

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
export async function cachedBody(body: Buffer, kind: BodyKind): Promise<CachedBody> {
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
