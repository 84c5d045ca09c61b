import type { Context } from 'koa';
import { BadRequestError, NotFoundError } from '../errors.ts';

/**
 * `?limit=`: absent means `fallback`; otherwise a whole number from 1 to `max`, or a 400
 * that says so.
 */
export function parseLimit(value: string | string[] | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && /^\d{1,6}$/.test(value)) {
    const limit = Number(value);
    if (limit >= 1 && limit <= max) return limit;
  }
  throw new BadRequestError(`limit must be a whole number from 1 to ${max}`);
}

/** A positive integer path id, or a 404 with `message` (no such thing can exist). */
export function parseId(value: string | undefined, message: string): number {
  if (value === undefined || !/^\d{1,10}$/.test(value) || Number(value) < 1) throw new NotFoundError(message);
  return Number(value);
}

/**
 * An old slug of a post, job or case study (changed in the back office): answers a 301 to
 * `<base><current slug>` (keeping the query) and true; false when the slug never moved.
 */
export async function movedTo(
  ctx: Context,
  redirects: { find(kind: 'posts' | 'jobs' | 'case-studies', slug: string): Promise<string | undefined> },
  kind: 'posts' | 'jobs' | 'case-studies',
  base: string,
): Promise<boolean> {
  const slug = await redirects.find(kind, String(ctx.params.slug));
  if (slug === undefined) return false;
  ctx.status = 301;
  ctx.redirect(`${base}${encodeURIComponent(slug)}${ctx.querystring ? `?${ctx.querystring}` : ''}`);
  ctx.status = 301;
  ctx.body = { message: 'Moved Permanently', slug };
  return true;
}
