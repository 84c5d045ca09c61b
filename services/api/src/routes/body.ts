import type { Context } from 'koa';
import { BadRequestError } from '../errors.ts';

/** The JSON body read by `jsonBody()`, which must be an object. */
export function objectBody(ctx: Context): Record<string, unknown> {
  const body = ctx.request.jsonBody;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
