import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { Context } from 'koa';

/**
 * The site's own server-side calls to the API (its loaders and no-JavaScript form actions,
 * which call this process over loopback for a visitor and forward the visitor's address in
 * X-Forwarded-For) carry this header with a per-process secret. The API believes the
 * forwarded address of such a call whatever TRUST_PROXY says, and only of such a call: any
 * other loopback peer is a stranger (another local user, a tunnel).
 */
export const SITE_CALL_HEADER = 'x-joognoo-site-call';

/** Random at start, one per process; never logged, never leaves the host. */
const TOKEN = Buffer.from(randomBytes(32).toString('base64url'));

const serving = new AsyncLocalStorage<true>();
let subscribed = false;

/** Loopback hosts only: the token is never sent to another machine. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
  } catch {
    return false;
  }
}

interface UndiciRequest {
  origin?: unknown;
  addHeader(name: string, value: string): unknown;
}

/** Adds the token to a fetch made while serving a site request (`asSiteCall`) to a loopback origin. */
function onRequestCreate(message: unknown): void {
  const { request } = message as { request: UndiciRequest };
  if (serving.getStore() === true && typeof request.origin === 'string' && isLoopbackOrigin(request.origin)) {
    request.addHeader(SITE_CALL_HEADER, TOKEN.toString());
  }
}

/**
 * Runs `serve` (the host site's handling of one request) so that every `fetch` it makes,
 * directly or in what it awaits, to a loopback origin (this process's API) carries the
 * site-call token. The site's code needs no change: the header is added through undici's
 * `undici:request:create` diagnostics channel, which Node's global fetch publishes.
 */
export function asSiteCall<T>(serve: () => T): T {
  if (!subscribed) {
    diagnosticsChannel.subscribe('undici:request:create', onRequestCreate);
    subscribed = true;
  }
  return serving.run(true, serve);
}

/** Whether the request is one of this process's own site calls (right token, loopback peer). */
export function isSiteCall(ctx: Pick<Context, 'get' | 'req'>, isLoopbackPeer: boolean): boolean {
  if (!isLoopbackPeer) return false;
  const sent = Buffer.from(ctx.get(SITE_CALL_HEADER));
  return sent.length === TOKEN.length && timingSafeEqual(sent, TOKEN);
}
