import type { Job, JobLocation } from '@joognoo/schemas';

/** Currencies whose Intl symbol (in en-US) is the bare ISO code, but which have a common sign. */
const CURRENCY_SIGNS: Readonly<Record<string, { sign: string; spaced: boolean }>> = {
  SGD: { sign: 'S$', spaced: false },
  MYR: { sign: 'RM', spaced: true },
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    formatters.set(currency, f);
  }
  return f;
}

/** An amount in whole units of `currency`: `formatMoney(120000, 'SGD')` is `'S$120,000'`. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  let f: Intl.NumberFormat;
  try {
    f = formatter(code);
  } catch {
    // Not an ISO 4217 code: number plus the code as given.
    return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)} ${currency}`;
  }
  const override = CURRENCY_SIGNS[code];
  if (!override) return f.format(amount);
  const parts = f.formatToParts(amount);
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.type === 'currency') {
      out += override.sign;
      const next = parts[i + 1];
      if (next?.type === 'literal' && next.value.trim() === '') {
        out += override.spaced ? '\u00a0' : '';
        i++;
      } else if (override.spaced) {
        out += '\u00a0';
      }
    } else {
      out += part.value;
    }
  }
  return out;
}

/** Default currency when a job has both bounds but no currency. */
export const DEFAULT_SALARY_CURRENCY = 'USD';

/**
 * The salary range, 'S$120,000 – S$160,000', when both salaryMin and salaryMax exist;
 * otherwise 'Competitive'.
 */
export function formatSalary(job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>): string {
  const { salaryMin, salaryMax } = job;
  if (salaryMin == null || salaryMax == null) return 'Competitive';
  const currency = job.salaryCurrency || DEFAULT_SALARY_CURRENCY;
  return `${formatMoney(salaryMin, currency)} – ${formatMoney(salaryMax, currency)}`;
}

/** 'Remote (Australia)' for a remote job, else 'City, State, Country' (state only when present). */
export function formatLocation(location: JobLocation): string {
  if (location.isRemote) return `Remote (${location.country})`;
  return [location.city, location.state, location.country]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `date` was, in words: 'just now', '5 minutes ago', 'yesterday',
 * '3 days ago', 'last week', '2 months ago'. A future date (clock skew) is 'just now'.
 */
export function timeAgo(date: string | Date, now: Date = new Date()): string {
  const then = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return relative.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return relative.format(-Math.floor(seconds / HOUR), 'hour');
  const days = Math.floor(seconds / DAY);
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}

/** 'Posted 3 days ago'. */
export function formatPosted(postedAt: string | Date, now: Date = new Date()): string {
  const ago = timeAgo(postedAt, now);
  return ago ? `Posted ${ago}` : '';
}
