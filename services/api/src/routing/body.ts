import type { Context } from 'koa';
import { validate } from '@joognoo/schemas';
import { BadRequestError, ValidationError } from '../errors.ts';

/** The JSON body read by `jsonBody()`, which must be an object. */
export function objectBody(ctx: Context): Record<string, unknown> {
  const body = ctx.request.jsonBody;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** The JSON body read by `jsonBody()`, checked against a schema of @joognoo/schemas; 400 with its field errors and codes. */
export function validBody<T>(ctx: Context, schema: Parameters<typeof validate>[0]): T {
  const result = validate(schema, ctx.request.jsonBody ?? {});
  if (!result.success) throw ValidationError.of(result);
  return result.output as T;
}
