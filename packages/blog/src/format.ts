/** Dates are shown in UTC so the server and the browser render the same text. */

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const longFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `'2025-01-05T08:00:00Z'` is `'Jan 5, 2025'`; an invalid or missing date is `''`. */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (value == null) return '';
  const date = toDate(value);
  return date ? shortFormat.format(date) : '';
}

/** `'2025-01-05T08:00:00Z'` is `'January 5, 2025'`; an invalid or missing date is `''`. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value == null) return '';
  const date = toDate(value);
  return date ? longFormat.format(date) : '';
}
