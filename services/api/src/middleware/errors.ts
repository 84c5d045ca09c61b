import type { Middleware } from 'koa';
import type { ApiErrorBody } from '@joognoo/schemas';
import { isDatabaseUnavailable } from '../db/index.ts';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS, ValidationError } from '../errors.ts';
import type { Logger } from '../logger.ts';

/**
 * The one place errors become responses: typed errors give their status and `{ message }`
 * (plus `errors` and their `codes` for validation); a database that cannot be reached is a 503 with
 * `Retry-After`; anything else is a logged, generic 500. Each is logged as one line without
 * a stack trace, and no stack trace or driver text ever reaches the client.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof ValidationError) {
        ctx.status = 400;
        ctx.body = { message: error.message, errors: error.errors, codes: error.codes } satisfies ApiErrorBody;
        return;
      }
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { message: error.message } satisfies ApiErrorBody;
        return;
      }
      const exposed = error as { status?: unknown; expose?: unknown; message?: unknown };
      if (typeof exposed.status === 'number' && exposed.status >= 400 && exposed.status < 500 && exposed.expose === true) {
        ctx.status = exposed.status; // e.g. ctx.throw(400, ...) from a Koa helper
        ctx.body = { message: String(exposed.message) } satisfies ApiErrorBody;
        return;
      }
      const err = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown; errno?: unknown };
      if (isDatabaseUnavailable(error)) {
        // The driver's message is left out: it can name the database host and port.
        logger.error({ msg: 'database unavailable', method: ctx.method, path: ctx.path, error: { name: err.name, code: err.code, errno: err.errno } });
        ctx.status = 503;
        ctx.set('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
        ctx.body = { message: SERVICE_UNAVAILABLE_MESSAGE } satisfies ApiErrorBody;
        return;
      }
      logger.error({
        msg: 'unhandled error',
        method: ctx.method,
        path: ctx.path,
        error: { name: err.name, code: err.code, errno: err.errno, message: err.message },
      });
      ctx.status = 500;
      ctx.body = { message: 'Internal server error' } satisfies ApiErrorBody;
    }
  };
}
