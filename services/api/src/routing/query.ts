import type { Context } from 'koa';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?x=` as one trimmed string (the first when repeated), or undefined when empty. */
export function queryText(ctx: Context, name: string, max = 200): string | undefined {
  const raw = ctx.query[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, max) : undefined;
}

/** `?from=`/`?to=` as YYYY-MM-DD, or a field error. */
export function day(value: string | undefined, field: string, errors: Record<string, string>): string | undefined {
  if (value === undefined) return undefined;
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    errors[field] = 'Please give a date as YYYY-MM-DD.';
    return undefined;
  }
  return value;
}
