import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createHeaders, createRequest } from '@remix-run/node-fetch-server';
import type { Context, Middleware } from 'koa';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { escapeXml } from '../app/components/content/sitemap.ts';
import type { SiteLoadContext } from '@joognoo/site-kit';
import { INLINE_STYLE_PAGES, createInlineCodeMarker, hashInlineCode, pageSecurityHeaders } from './content-security-policy.ts';
import type { RenderedPage } from './page-cache.ts';

/** /admin and below (the back office), including its data requests (`/admin/leads.data`). */
export function isBackOfficePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin.');
}

/**
 * The Fetch Request of a page request. A form post's body was already read, and bounded,
 * by `pageRequestGuard` (server/request-guard.ts): the request carries those bytes instead
 * of the socket (node-fetch-server would buffer an upload of any size). An upload's body is
 * the guard's bounded stream, read only as fast as the handler reads it.
 */
function pageRequest(ctx: Context): Request {
  const upload = ctx.state.uploadBody;
  if (upload) {
    // Not createRequest: it would read the socket at once, whatever the handler reads.
    const controller = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) controller.abort();
    });
    const url = `${ctx.protocol}://${ctx.host}${ctx.originalUrl}`;
    return new Request(url, {
      method: ctx.method,
      headers: createHeaders(ctx.req),
      body: Readable.toWeb(upload) as ReadableStream<Uint8Array>,
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit);
  }
  const request = createRequest(ctx.req, ctx.res);
  const body = ctx.state.formBody;
  return body ? new Request(request, { body, duplex: 'half' } as RequestInit) : request;
}

/** The body of a redirect: a minimal, valid HTML document with a link to `location`. */
export function redirectPage(location: string): string {
  const href = escapeXml(location);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting</title></head><body><p>Redirecting to <a href="${href}">${href}</a>.</p></body></html>`;
}

/**
 * Koa middleware that renders every request it receives with React Router
 * (`createRequestHandler` + node-fetch-server's `createRequest`) and copies the Fetch
 * Response back, including several `Set-Cookie` headers.
 *
 * An HTML answer carries the page policy, which allows the inline scripts and styles the
 * render marked as its own by their hashes (`hashInlineCode`: no per-request value, so the bytes of a page depend on its
 * content only), and is left in `ctx.state.page` for the page cache (server/page-cache.ts).
 * Other answers (redirects, single-fetch data) keep the locked-down policy the API's
 * `securityHeaders` set on every answer, with nosniff, the referrer policy and HSTS.
 */
export function reactRouterHandler(
  build: ServerBuild,
  getLoadContext: (ctx: Parameters<Middleware>[0]) => Omit<SiteLoadContext, 'inlineCodeMarker'>,
): Middleware {
  const handle = createRequestHandler(build, 'production');
  // The render marks its own inline code with it; hashInlineCode lists those and removes it.
  const inlineCodeMarker = createInlineCodeMarker();
  return async (ctx) => {
    const request = pageRequest(ctx);
    const context: AppLoadContext = { ...getLoadContext(ctx), inlineCodeMarker };
    const response = await handle(request, context);
    ctx.state.rendered = true;
    ctx.status = response.status;
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') ctx.set(key, value);
    });
    if (isBackOfficePath(ctx.path)) {
      // The back office is per person and never for search engines, whatever a route says.
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) ctx.set('Set-Cookie', cookies);
    if (response.body && response.headers.get('Content-Type')?.startsWith('text/html')) {
      const { html, hashes } = hashInlineCode(await response.text(), inlineCodeMarker, { inlineStyles: INLINE_STYLE_PAGES.includes(ctx.path) });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') headers[key] = value;
      });
      const page: RenderedPage = { html: Buffer.from(html), hashes, headers, setsCookie: cookies.length > 0 };
      ctx.state.page = page;
      ctx.set(pageSecurityHeaders({ hashes, analytics: context.gaMeasurementId !== null, https: ctx.state.httpsRequest === true }));
      ctx.body = page.html;
      return;
    }
    // A body-less answer (a redirect) keeps its status: Koa turns `ctx.body = null` into 204.
    if (response.body) ctx.body = Readable.fromWeb(response.body as NodeReadableStream);
    else if (ctx.status >= 300 && ctx.status < 400 && response.headers.has('Location')) {
      // Koa would send its status text as text/plain: a tiny valid HTML page links the target instead.
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = redirectPage(response.headers.get('Location')!);
    }
  };
}
