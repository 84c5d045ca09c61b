const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** List date: month name and four-digit year, 'September 2025' (UTC). */
export function formatMonthYear(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? monthYear.format(date) : '';
}

/** Detail date: month, day, year, 'September 23, 2025' (UTC). */
export function formatFullDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? monthDayYear.format(date) : '';
}

/** '{n} min read', or '' without a read time. */
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
