import type { ContentVersionClock } from '@joognoo/api';
import { BodyLru, cachedBody, sendCachedBody, singleFlight, type CachedBody } from '@joognoo/http-cache';
import { SITE_COOKIES } from '@joognoo/schemas';
import type { Context, Middleware } from 'koa';
import { pageSecurityHeaders, type PageHashes } from './content-security-policy.ts';

/**
 * What a proxy or CDN may do with an anonymous page: store it (`public`), serve it for
 * `s-maxage` seconds without asking, then for `stale-while-revalidate` more while it asks
 * again in the background (a cheap 304 when nothing changed); a browser always asks
 * (`max-age=0`). A publish shows at once on the origin, within 10 s through a proxy (70 s
 * at most for the one visitor a stale copy is served to while the proxy revalidates).
 */
const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** Personal answers: never stored, by anyone. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The query parameters a page's HTML depends on (the routes that read one: /blog `category`,
 * /case-studies `q`, `useCase`, `product`, /documentation `tab`, /add-ons/.../payment
 * `format`, `partner`). Any other parameter (utm_*, gclid, a random cache-buster) is left out
 * of the key and of the render, so it can neither fill the cache nor force a render. A route
 * that starts reading a parameter adds it here.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = ['category', 'q', 'useCase', 'product', 'tab', 'format', 'partner'];
/** A key longer than this (long values of allowed parameters) is rendered but never kept. */
const MAX_KEY_LENGTH = 512;

/**
 * Pages per person or per link: the back office, signing in, the integrations panel, the
 * account links of e-mails (invitation, password reset, newsletter confirm/unsubscribe) and
 * the no-JavaScript form answers.
 */
const PERSONAL_PATH =
  /^\/(?:admin|integrations|sign-in|forgot-password|invitation|reset-password|newsletter\/(?:confirm|unsubscribe|subscribe)|contact\/submit)(?:[/.]|$)/;

/** React Router's lazy route discovery (`/__manifest?p=...&version=...`): its query matters, it is no page. */
const ROUTE_MANIFEST_PATH = '/__manifest';

/** `joognoo_auth=` in a Cookie header: a signed-in visitor, whose pages are theirs. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SITE_COOKIES.auth}=`);

export type PageRequest =
  /** Never stored: `private, no-store`. */
  | { kind: 'personal' }
  /** Not a page (route data `*.data`, the route manifest): left as it is. */
  | { kind: 'other' }
  /** An anonymous page: rendered for `url`, kept under it when `cacheable`. */
  | { kind: 'public'; url: string; cacheable: boolean };

/**
 * What a request is to the page cache. `search` is the raw query (with or without `?`). The
 * `url` of a public page is its path with only `PAGE_QUERY_PARAMETERS`, in that order.
 */
export function classifyPageRequest(method: string, path: string, search: string, cookie: string | undefined): PageRequest {
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'personal' };
  if (cookie && SESSION_COOKIE.test(cookie)) return { kind: 'personal' };
  if (PERSONAL_PATH.test(path)) return { kind: 'personal' };
  if (path.endsWith('.data') || path === ROUTE_MANIFEST_PATH) return { kind: 'other' };
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMETERS) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  const url = query ? `${path}?${query}` : path;
  return { kind: 'public', url, cacheable: url.length <= MAX_KEY_LENGTH };
}

/** A rendered HTML page, as react-router.ts leaves it in `ctx.state.page`. */
export interface RenderedPage {
  /** The exact bytes of the page. */
  html: Buffer;
  /** Its inline scripts and styles, for its Content-Security-Policy. */
  hashes: PageHashes;
  /** The headers the render set (Content-Type, a route's own), Set-Cookie excepted. */
  headers: Record<string, string>;
  /** The render set a cookie: the answer is personal. */
  setsCookie: boolean;
}

interface Entry extends CachedBody {
  page: RenderedPage;
  /** The content version it was rendered under. */
  version: string;
  /** Its security headers over HTTP and over HTTPS, built on first use. */
  security: [Record<string, string>?, Record<string, string>?];
}

export interface PageCacheOptions {
  /** The process's content version (openApi's clock, which the API's response cache keys by too). */
  contentVersion: ContentVersionClock;
  /** GA4 is configured (the policy names Google's hosts). */
  analytics: boolean;
  /** Most pages kept (least recently used goes first); default 500. */
  maxEntries?: number;
  /** Most bytes of HTML kept (compressed copies not counted: a fraction of it); default 64 MB. */
  maxBytes?: number;
}

function send(ctx: Context, entry: Entry, analytics: boolean): void {
  const https = ctx.state.httpsRequest === true;
  const security = (entry.security[https ? 1 : 0] ??= pageSecurityHeaders({ hashes: entry.page.hashes, analytics, https }));
  ctx.set(entry.page.headers);
  ctx.set(security);
  sendCachedBody(ctx, entry);
}

/**
 * The page cache, in front of everything the host mounts (files, then the React Router
 * handler, react-router.ts, which marks what it answered `ctx.state.rendered`):
 *
 * - a personal request (`classifyPageRequest`: not GET/HEAD, a session cookie, a personal
 *   path) is rendered as always and, when React Router answered it, `Cache-Control:
 *   private, no-store` (files keep their own caching);
 * - an anonymous page is rendered for its normalised URL (only `PAGE_QUERY_PARAMETERS`), and
 *   a 200 that sets no cookie is kept in memory under that URL and the content version
 *   (`BodyLru`, bounded): until the content changes, every visitor gets the same bytes with
 *   the same strong ETag (its Brotli and gzip copies have their own), `PUBLIC_PAGE_CACHE_CONTROL`, and a 304
 *   for a matching `If-None-Match`. A hit costs a Map lookup and a write, like a cached API GET.
 *   Concurrent misses of one page (a burst after a publish, a cold start) share one render.
 *
 * A publish in the back office moves the clock at once (this process) or within a second
 * (another process); the entries of older versions are dropped then.
 */
export function pageCache({ contentVersion, analytics, maxEntries = 500, maxBytes = 64 * 1024 * 1024 }: PageCacheOptions): Middleware {
  const entries = new BodyLru<Entry>(maxEntries, maxBytes);
  const renders = singleFlight<Entry>();
  contentVersion.onChange(() => entries.clear());

  return async (ctx, next) => {
    const request = classifyPageRequest(ctx.method, ctx.path, ctx.querystring, ctx.get('Cookie') || undefined);
    if (request.kind === 'other') return next();
    if (request.kind === 'personal') {
      await next();
      // Pages, redirects and route data; files (assets, media, embeds) keep their own caching.
      if (ctx.state.rendered === true) ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      return;
    }
    // Read before the content is: a page rendered while content changes is tagged with the
    // older version, so it is not kept past the change.
    let version: string;
    try {
      version = await contentVersion.current();
    } catch {
      // The database is out of reach: no version to key by, so render without the cache (the
      // render answers 503 with Retry-After and the friendly page, and nothing is kept).
      return next();
    }
    const hit = request.cacheable ? entries.get(request.url) : undefined;
    if (hit && hit.version === version) return send(ctx, hit, analytics);

    const render = async (share: (entry: Entry) => void) => {
      if (ctx.url !== request.url) ctx.url = request.url;
      await next();
      const page = ctx.state.page as RenderedPage | undefined;
      if (ctx.status !== 200 || !page) return;
      if (page.setsCookie) {
        ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
        return;
      }
      const body = await cachedBody(page.html, { contentType: page.headers['Content-Type'] ?? HTML_CONTENT_TYPE, cacheControl: PUBLIC_PAGE_CACHE_CONTROL });
      const entry: Entry = { ...body, page, version, security: [] };
      if (request.cacheable && contentVersion.known() === version) entries.set(request.url, entry);
      share(entry);
      send(ctx, entry, analytics);
    };
    if (!request.cacheable) return render(() => {});
    // Visitors who ask for a page while it is being rendered wait for that render.
    const flightKey = `${version}\n${request.url}`;
    const rendering = renders.waitFor(flightKey);
    if (rendering) {
      const shared = await rendering;
      if (shared) return send(ctx, shared, analytics);
      return render(() => {}); // its render was not to be kept (an error, a cookie): render our own
    }
    return renders.lead(flightKey, render);
  };
}
