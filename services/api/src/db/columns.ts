import { lookupLocale, SOURCE_LOCALE, type ShippedLocale } from '@joognoo/schemas';
import type { Database } from './index.ts';
import { isSqlite } from './index.ts';

/**
 * Conversions between database values and API values, identical on both dialects:
 * MariaDB answers DATETIME as Date, DECIMAL as string, TINYINT(1) as 0/1; SQLite answers
 * text and integers. Lists are JSON text columns.
 */

/** A time to bind: a Date on MySQL (the connection runs in UTC), ISO-8601 text on SQLite. */
export function toDbTime(db: Database, value: Date | string): Date | string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new TypeError(`Invalid time: ${String(value)}`);
  return isSqlite(db) ? date.toISOString() : date;
}

/** Any stored time as an ISO-8601 UTC string ending in Z. */
export function toIso(value: unknown): string {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    // 'YYYY-MM-DD HH:MM:SS[.fff]' without a zone is UTC (SQLite CURRENT_TIMESTAMP style).
    const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value);
    date = new Date(hasZone ? value : `${value.replace(' ', 'T')}Z`);
  } else throw new TypeError(`Not a time: ${String(value)}`);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Invalid time: ${String(value)}`);
  return date.toISOString();
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function toBool(value: unknown): boolean {
  if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true';
  return Boolean(Number(value));
}

export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  if (Number.isNaN(number)) throw new TypeError(`Not a number: ${String(value)}`);
  return number;
}

export function toStringOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** A list column (JSON text; some drivers hand it back already parsed). */
export function parseList(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) throw new TypeError('A list column does not hold a JSON array');
  return list.map(String);
}

export function toListColumn(list: readonly string[]): string {
  return JSON.stringify(list);
}

/**
 * `text` with LIKE's wildcards (`%`, `_`) and the escape character taken literally, for a
 * pattern written with `ESCAPE '!'` (the same on MySQL/MariaDB and SQLite).
 */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}

/** A stored `locale` column as a shipped language (anything else, never written by the API, is English). */
export function toLocale(value: unknown): ShippedLocale {
  return (typeof value === 'string' && lookupLocale(value)) || SOURCE_LOCALE;
}
