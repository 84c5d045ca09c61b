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
