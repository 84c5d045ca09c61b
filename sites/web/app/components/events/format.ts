const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

const parse = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

/** '2027-02-18' -> 'February 18, 2027' (UTC, same on server and browser). */
export function formatDate(isoDate: string): string {
  return longDate.format(parse(isoDate));
}

/** A one- or multi-day range: 'March 23 – 24, 2027', 'March 31 – April 1, 2027' or one date. */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return formatDate(start);
  const [startYear, startMonth] = start.split('-');
  const [endYear, endMonth] = end.split('-');
  if (startYear !== endYear) return `${formatDate(start)} \u2013 ${formatDate(end)}`;
  if (startMonth === endMonth) return `${monthDay.format(parse(start))} \u2013 ${parse(end).getUTCDate()}, ${endYear}`;
  return `${monthDay.format(parse(start))} \u2013 ${formatDate(end)}`;
}
