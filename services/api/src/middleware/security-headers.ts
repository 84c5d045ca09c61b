import type { Context, Middleware } from 'koa';
import { isTrustedProxy, lastForwardedValue, type TrustProxy } from './client-ip.ts';

/**
 * The Content-Security-Policy of every answer that is not an HTML page (JSON, files,
 * redirects, plain-text errors): such a document may load, run and embed nothing. Pages
 * replace it with their own nonce-based policy (services/server/src/content-security-policy.ts).
 */
export const LOCKED_DOWN_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** One year, subdomains included. No `preload`: that is an opt-in list decision. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

declare module 'koa' {
  interface DefaultState {
    /**
     * True when the visitor reached us over HTTPS (set by `securityHeaders`): directly over
     * TLS, or through a trusted proxy (TRUST_PROXY) that says so in X-Forwarded-Proto.
     */
    httpsRequest?: boolean;
  }
}

/**
 * Whether the request really came over HTTPS: a TLS socket, or a trusted proxy's
 * `X-Forwarded-Proto: https` (its last entry, the one that proxy wrote). The header of an
 * untrusted peer is ignored, so a client cannot claim HTTPS on a plain connection.
 */
export function isHttpsRequest(ctx: Pick<Context, 'get' | 'req'>, trustProxy: TrustProxy): boolean {
  const socket = ctx.req.socket as { encrypted?: boolean; remoteAddress?: string };
  if (socket.encrypted === true) return true;
  if (!isTrustedProxy(socket.remoteAddress, trustProxy)) return false;
  return lastForwardedValue(ctx.get('X-Forwarded-Proto'))?.toLowerCase() === 'https';
}

/**
 * Headers on every answer of the process (API, pages, files, redirects, errors):
 * `nosniff`, the referrer policy, the locked-down CSP (pages override it) and, over HTTPS
 * only, HSTS. They are set before anything else runs; if an error escapes to Koa's own
 * handler (which drops every header it finds), they travel on the error and are set again.
 */
export function securityHeaders({ trustProxy }: { trustProxy: TrustProxy }): Middleware {
  // The same few headers on every answer: built once, not per request.
  const overHttp: Readonly<Record<string, string>> = Object.freeze({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': LOCKED_DOWN_CSP,
  });
  const overHttps: Readonly<Record<string, string>> = Object.freeze({ ...overHttp, 'Strict-Transport-Security': HSTS_VALUE });
  return async (ctx, next) => {
    const https = isHttpsRequest(ctx, trustProxy);
    ctx.state.httpsRequest = https;
    const headers = https ? overHttps : overHttp;
    for (const name in headers) ctx.res.setHeader(name, headers[name]!);
    try {
      await next();
    } catch (error) {
      if (error !== null && typeof error === 'object') {
        const carrier = error as { headers?: Record<string, string> };
        carrier.headers = { ...carrier.headers, ...headers };
      }
      throw error;
    }
  };
}
