import type { Middleware } from 'koa';
import { HttpError, ValidationError } from '../errors.ts';
import type { Logger } from '../logger.ts';

/**
 * The one place errors become responses: typed errors give their status and `{ message }`
 * (plus `errors` for validation); anything else is a logged, generic 500. No stack trace
 * or driver text ever reaches the client.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof ValidationError) {
        ctx.status = 400;
        ctx.body = { message: error.message, errors: error.errors };
        return;
      }
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { message: error.message };
        return;
      }
      const exposed = error as { status?: unknown; expose?: unknown; message?: unknown };
      if (typeof exposed.status === 'number' && exposed.status >= 400 && exposed.status < 500 && exposed.expose === true) {
        ctx.status = exposed.status; // e.g. ctx.throw(400, ...) from a Koa helper
        ctx.body = { message: String(exposed.message) };
        return;
      }
      const err = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown; errno?: unknown; stack?: unknown };
      logger.error({
        msg: 'unhandled error',
        method: ctx.method,
        path: ctx.path,
        error: { name: err.name, code: err.code, errno: err.errno, message: err.message, stack: err.stack },
      });
      ctx.status = 500;
      ctx.body = { message: 'Internal server error' };
    }
  };
}
