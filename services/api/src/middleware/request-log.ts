import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

/** Paths that end in a link's secret token (an invitation): the token is not written down. */
const TOKEN_PATH = /^(\/api\/auth\/invitations\/)(?!accept$)[^/]+$/;

/** The path as the log shows it: a secret link token replaced by `:token`. */
export function loggedPath(path: string): string {
  return path.replace(TOKEN_PATH, '$1:token');
}

/** One line per request: method, path (no query string, no link token), status, duration. Never bodies. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      logger.info({
        msg: 'request',
        method: ctx.method,
        path: loggedPath(ctx.path),
        status: ctx.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      });
    }
  };
}
