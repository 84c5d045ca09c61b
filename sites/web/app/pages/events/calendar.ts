import { BRAND } from '@joognoo/schemas';

/** An all-day entry to export as an iCalendar (.ics) file. */
export interface CalendarFileEntry {
  name: string;
  /** ISO date 'YYYY-MM-DD'. */
  isoDate: string;
  /** ISO end date (inclusive); default the start date. */
  isoEndDate?: string;
  city: string;
  description?: string;
}

const compact = (isoDate: string): string => isoDate.replaceAll('-', '');

/** The day after an ISO date, as 'YYYYMMDD' (iCalendar all-day ends are exclusive). */
function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** Escapes TEXT values (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds content lines longer than 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    parts.push(rest.slice(0, 74));
    rest = rest.slice(74);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * An iCalendar file with one all-day event. Deterministic (the stamp is derived from the
 * date), so the server and the browser render the same link.
 */
export function buildIcs(entry: CalendarFileEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND.name}//Events Calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${compact(entry.isoDate)}-${slug(entry.name)}@${BRAND.slug}.example`,
    `DTSTAMP:${compact(entry.isoDate)}T000000Z`,
    `DTSTART;VALUE=DATE:${compact(entry.isoDate)}`,
    `DTEND;VALUE=DATE:${dayAfter(entry.isoEndDate ?? entry.isoDate)}`,
    `SUMMARY:${escapeText(entry.name)}`,
    `LOCATION:${escapeText(entry.city)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A `data:` URL of the .ics file, for `<a href download>` (works without JavaScript). */
export function icsDataUrl(entry: CalendarFileEntry): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(buildIcs(entry))}`;
}

/** File name for the download: 'ai-leaders-summit-2025-2025-09-24.ics'. */
export function icsFileName(entry: CalendarFileEntry): string {
  return `${slug(entry.name)}-${entry.isoDate}.ics`;
}
