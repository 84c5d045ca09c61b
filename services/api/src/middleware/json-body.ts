import type { Middleware } from 'koa';
import getRawBody from 'raw-body';
import { BadRequestError, HttpError } from '../errors.ts';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body, set by `jsonBody()`. */
    jsonBody?: unknown;
  }
}

export const NOT_UTF8 = 'Request body is not valid UTF-8 text';
export const LONE_SURROGATE = 'Request body has text that is not valid Unicode';

/** Refuses malformed bytes instead of silently turning them into U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** With the u flag a surrogate pair is one (astral) code point: only a lone half matches. */
const LONE_SURROGATE_PATTERN = /\p{Surrogate}/u;
/** Where JSON can carry a lone surrogate at all: as a \uD800-\uDFFF escape. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Any string (value or key) of `value` with a lone surrogate; iterative, for deep nesting. */
function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (LONE_SURROGATE_PATTERN.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) pending.push(key, element);
    }
  }
  return false;
}

/**
 * Guard for routes that take a JSON body: 415 unless the content type is JSON (or one of
 * `alsoAccept`, JSON under another name such as `application/csp-report`), 413 above
 * `limitBytes` (checked against Content-Length before reading, and while reading), 400 when
 * it does not parse, is not UTF-8, or holds a lone surrogate (`"\ud800"`: I-JSON, RFC 7493,
 * forbids them; stored, the database would silently turn it into U+FFFD).
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
    let bytes: Buffer;
    try {
      bytes = await getRawBody(ctx.req, { length: ctx.request.length, limit: limitBytes });
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
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new BadRequestError(NOT_UTF8);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BadRequestError('Request body is not valid JSON');
    }
    if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(parsed)) throw new BadRequestError(LONE_SURROGATE);
    ctx.request.jsonBody = parsed;
    await next();
  };
}

/**
 * How a guard that looks into the body (the registration check's `partner`, the idempotency
 * hash) reads it: `read` reads it once (a later guard finds it read), `value` is then what it
 * says, as a JSON-like value. JSON bodies by default; a multipart form has its own source.
 */
export interface BodySource {
  read: Middleware;
  value(ctx: Parameters<Middleware>[0]): unknown;
}

/** The JSON body (`jsonBody(limitBytes)`, then `ctx.request.jsonBody`). */
export function jsonBodySource(limitBytes: number): BodySource {
  return { read: jsonBody(limitBytes), value: (ctx) => ctx.request.jsonBody };
}
