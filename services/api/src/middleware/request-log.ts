import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

/** One line per request: method, path (no query string), status, duration. Never bodies. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      logger.info({
        msg: 'request',
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      });
    }
  };
}
