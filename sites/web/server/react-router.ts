import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createRequest } from '@remix-run/node-fetch-server';
import type { Middleware } from 'koa';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';

/**
 * Koa middleware that renders every request it receives with React Router
 * (`createRequestHandler` + node-fetch-server's `createRequest`) and copies the Fetch
 * Response back, including several `Set-Cookie` headers.
 */
export function reactRouterHandler(
  build: ServerBuild,
  getLoadContext: (ctx: Parameters<Middleware>[0]) => AppLoadContext,
): Middleware {
  const handle = createRequestHandler(build, 'production');
  return async (ctx) => {
    const request = createRequest(ctx.req, ctx.res);
    const response = await handle(request, getLoadContext(ctx));
    ctx.status = response.status;
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') ctx.set(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) ctx.set('Set-Cookie', cookies);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A body-less answer (a redirect) keeps its status: Koa turns `ctx.body = null` into 204.
    if (response.body) ctx.body = Readable.fromWeb(response.body as NodeReadableStream);
  };
}
