import type { Context, Middleware } from 'koa';
import { normaliseOrigin, type Config } from '../config.ts';
import { HttpError } from '../errors.ts';

export const CROSS_SITE_REFUSED = 'Cross-site request refused.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The account and back-office paths: cookie-authenticated, for the site itself only (never embeds). */
export function isAccountPath(path: string): boolean {
  return /^\/api\/(?:auth|dev|admin)(?:\/|$)/.test(path);
}

/** The page that sent the request: the Origin header, else the Referer's origin. */
function requestOrigin(ctx: Context): string | undefined {
  const origin = ctx.get('Origin');
  if (origin) return normaliseOrigin(origin);
  const referer = ctx.get('Referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

/**
 * Cross-site request protection for cookie-authenticated writes: a POST/PUT/DELETE (any
 * method but GET, HEAD, OPTIONS) must come from a page of the site itself, `SITE_URL`'s
 * origin or the request's own host, by its `Origin` (else `Referer`) header. Anything else,
 * embed origins and requests without either header included, gets 403
 * `{ message: 'Cross-site request refused.' }` before the body is read.
 */
export function sameSiteWrites(config: Pick<Config, 'siteOrigin'>): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = requestOrigin(ctx);
      const ownHost = origin !== undefined && new URL(origin).host === ctx.host.toLowerCase();
      if (origin !== config.siteOrigin && !ownHost) throw new HttpError(403, CROSS_SITE_REFUSED);
    }
    await next();
  };
}
