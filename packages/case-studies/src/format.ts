const formats = new Map<string, Intl.DateTimeFormat | Intl.ListFormat>();

/** One formatter per kind and language, made once (they are costly to make). */
function memo<F extends Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const monthYear = (locale: string) =>
  memo(`month-year ${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const monthDayYear = (locale: string) =>
  memo(`month-day-year ${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** List date: month name and four-digit year, 'September 2025' (UTC; in `locale`, default US English). */
export function formatMonthYear(value: string | Date | null | undefined, locale = 'en-US'): string {
  const date = toDate(value);
  return date ? monthYear(locale).format(date) : '';
}

/** Detail date: month, day, year, 'September 23, 2025' (UTC; in `locale`, default US English). */
export function formatFullDate(value: string | Date | null | undefined, locale = 'en-US'): string {
  const date = toDate(value);
  return date ? monthDayYear(locale).format(date) : '';
}

/**
 * Names in a row, 'Green, AI, Hire' (in `locale`, default US English): the language's
 * narrow list ('Green、AI、Hire' in Chinese, 'Green وAI وHire' in Arabic).
 */
export function formatList(items: readonly string[], locale = 'en-US'): string {
  return memo(`list ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' })).format(items);
}

/** '{n} min read', or '' without a read time (the widget shows `caseStudies.detail.readTime`). */
export function formatReadTime(minutes: number | null | undefined): string {
  return minutes != null && minutes > 0 ? `${minutes} min read` : '';
}

/** The cover when missing. */
export const DEFAULT_COVER_IMAGE = '/images/case-studies/default.svg';

/**
 * The cover path (the default one when missing), resolved against the API origin of an
 * embed; absolute URLs are kept.
 */
export function coverImageUrl(coverImage: string | null | undefined, apiBase?: string | null): string {
  const path = coverImage || DEFAULT_COVER_IMAGE;
  if (!apiBase || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  try {
    return new URL(path, apiBase).href;
  } catch {
    return path;
  }
}
