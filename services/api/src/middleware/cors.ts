import type { Context, Middleware } from 'koa';
import { normaliseOrigin, type Config } from '../config.ts';
import { HttpError } from '../errors.ts';

export const ORIGIN_NOT_ALLOWED = 'This origin is not allowed to send requests.';

/** Methods a browser may use without a preflight and that change nothing here. */
const READ_METHODS = new Set(['GET', 'HEAD']);
export const CORS_ALLOW_METHODS = 'GET, HEAD, POST, OPTIONS';
export const CORS_ALLOW_HEADERS = 'Content-Type, Idempotency-Key, Proof-Of-Work';
/** How long a browser may reuse a preflight answer (Chromium caps it at 2 h). */
export const CORS_MAX_AGE_SECONDS = 600;

/** A preflight's 204: the methods and headers allowed, and how long the browser may reuse it. */
function answerPreflight(ctx: Context, allowMethods: string): void {
  ctx.set('Access-Control-Allow-Methods', allowMethods);
  ctx.set('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS);
  ctx.set('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
  ctx.status = 204;
}

/** The Origin belongs to the host the request was sent to (the site calling its own API). */
export function isSameHost(ctx: Context, origin: string): boolean {
  try {
    return new URL(origin).host === ctx.host.toLowerCase();
  } catch {
    return false;
  }
}

/** Headers a page may read on a public answer (429s carry Retry-After; replays the marker). */
export const CORS_EXPOSE_HEADERS = 'Retry-After, Idempotent-Replayed';

/**
 * CORS of the public paths (everything under /api but the account paths), for any origin
 * and never with credentials (public calls send no cookies):
 *
 * - a read (GET, HEAD) gets `Access-Control-Allow-Origin: *` whatever its Origin, so the
 *   answer does not vary by Origin (no `Vary: Origin`) and the response cache may serve one
 *   stored answer to every page;
 * - a preflight gets 204 with the methods, headers and max-age, and the request's Origin in
 *   its canonical form (`*` when it has none, e.g. `null`), with `Vary: Origin`;
 * - a write gets the canonical Origin too (`Vary: Origin`), so the page can read the answer,
 *   a 403 included: whether the origin may write is decided by the route
 *   (./registration.ts), once it knows the partner the body names.
 */
export function publicCors(): Middleware {
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    const preflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (READ_METHODS.has(ctx.method)) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
      return next();
    }
    if (!origin) return next();
    ctx.vary('Origin');
    ctx.set('Access-Control-Allow-Origin', normaliseOrigin(origin) ?? '*');
    if (preflight) return answerPreflight(ctx, CORS_ALLOW_METHODS);
    ctx.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
    return next();
  };
}

/**
 * CORS allowlist of the account paths (/api/auth, /api/dev; app.ts passes no embed origins).
 * Allowed: `SITE_URL`'s origin, the `EMBED_ORIGINS` given, and the request's own host. An allowed Origin gets `Access-Control-Allow-Origin: <origin>` (in its
 * canonical form: lower-case scheme and host, no default port) with
 * credentials; its preflight is answered 204 here. A request whose Origin is not allowed
 * gets no CORS headers: a read still runs (the browser hides the answer from the page), a
 * write or preflight is refused with 403 before anything is read or stored. Requests
 * without Origin (servers, curl) pass untouched. `allowMethods` is what a preflight allows.
 */
export function cors(
  config: Pick<Config, 'siteOrigin' | 'embedOrigins'>,
  { allowMethods = CORS_ALLOW_METHODS }: { allowMethods?: string } = {},
): Middleware {
  const allowlist = new Set([config.siteOrigin, ...config.embedOrigins]);
  return async (ctx, next) => {
    ctx.vary('Origin');
    const origin = ctx.get('Origin');
    if (!origin) return next();
    const normal = normaliseOrigin(origin);
    const allowed = normal !== undefined && (allowlist.has(normal) || isSameHost(ctx, normal));
    const preflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (!allowed) {
      if (preflight || !READ_METHODS.has(ctx.method)) throw new HttpError(403, ORIGIN_NOT_ALLOWED);
      return next();
    }
    // The canonical form (`HTTPS://Partner.Example` -> `https://partner.example`): a header
    // as sent is never echoed back.
    ctx.set('Access-Control-Allow-Origin', normal);
    ctx.set('Access-Control-Allow-Credentials', 'true');
    if (preflight) return answerPreflight(ctx, allowMethods);
    ctx.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
    return next();
  };
}
