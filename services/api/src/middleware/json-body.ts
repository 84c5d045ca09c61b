import type { Middleware } from 'koa';
import getRawBody from 'raw-body';
import { BadRequestError, HttpError } from '../errors.ts';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body, set by `jsonBody()`. */
    jsonBody?: unknown;
  }
}

/**
 * Guard for routes that take a JSON body: 415 unless the content type is JSON (or one of
 * `alsoAccept`, JSON under another name such as `application/csp-report`), 413 above
 * `limitBytes` (checked against Content-Length before reading, and while reading), 400 when
 * it does not parse.
 */
export function jsonBody(limitBytes: number, { alsoAccept = [] }: { alsoAccept?: readonly string[] } = {}): Middleware {
  return async (ctx, next) => {
    // Already read by an earlier guard (the idempotency check reads keyed bodies first).
    if (ctx.request.jsonBody !== undefined) return next();
    // The media type without parameters; its letter case means nothing (RFC 9110 §8.3.1).
    const type = ctx.request.type.trim().toLowerCase();
    if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type) && !alsoAccept.includes(type)) {
      throw new HttpError(415, 'Content-Type must be application/json');
    }
    const charset = ctx.request.charset || 'utf-8';
    if (!/^utf-?8$/i.test(charset)) throw new HttpError(415, 'Unsupported charset; use utf-8');
    let text: string;
    try {
      text = await getRawBody(ctx.req, {
        length: ctx.request.length,
        limit: limitBytes,
        encoding: 'utf-8',
      });
    } catch (error) {
      const kind = (error as { type?: string }).type;
      if (kind === 'entity.too.large') {
        throw new HttpError(413, `Request body is larger than ${limitBytes} bytes`);
      }
      if (kind === 'request.aborted' || kind === 'request.size.invalid') {
        throw new BadRequestError('Request body is incomplete');
      }
      throw error;
    }
    try {
      ctx.request.jsonBody = JSON.parse(text);
    } catch {
      throw new BadRequestError('Request body is not valid JSON');
    }
    await next();
  };
}
