/** Dates are shown in UTC so the server and the browser render the same text. */

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per length and language, made once (they are costly to make). */
function dateFormat(month: 'short' | 'long', locale: string): Intl.DateTimeFormat {
  const key = `${month} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/**
 * `'2025-01-05T08:00:00Z'` is `'Jan 5, 2025'` (in `locale`, a BCP 47 tag; default US English);
 * an invalid or missing date is `''`.
 */
export function formatShortDate(value: string | Date | null | undefined, locale = 'en-US'): string {
  if (value == null) return '';
  const date = toDate(value);
  return date ? dateFormat('short', locale).format(date) : '';
}

/**
 * `'2025-01-05T00:10:00Z'` is `'January 5, 2025'` (in `locale`, a BCP 47 tag; default US
 * English); an invalid or missing date is `''`.
 */
export function formatLongDate(value: string | Date | null | undefined, locale = 'en-US'): string {
  if (value == null) return '';
  const date = toDate(value);
  return date ? dateFormat('long', locale).format(date) : '';
}

/**
 * The minutes of a read time in the form the API writes for a post without one of its own
 * (`'5 min read'`), else null: any other text is the author's own and is shown as given.
 * Up to 999 minutes, which English writes without a group separator, as the text does.
 */
export function readTimeMinutes(readTime: string): number | null {
  const match = /^(0|[1-9]\d{0,2}) min read$/.exec(readTime);
  return match ? Number(match[1]) : null;
}

/** A post's read time in the widget's language (`blog.post.readTime`), or its own text. */
export function readTimeText(readTime: string, t: (id: 'blog.post.readTime', values: { minutes: number }) => string): string {
  const minutes = readTimeMinutes(readTime);
  return minutes === null ? readTime : t('blog.post.readTime', { minutes });
}
