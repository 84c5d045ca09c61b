/**
 * The job board's formats: amounts, salary ranges, places, employment types, how long ago a
 * job was posted, file sizes and percentages. Numbers, dates and ranges come from `Intl`
 * with the widget's format tag (`language.formatLocale`: `ar-SA` keeps its region and its
 * digits); the words around them are the widget's messages. Without a language every
 * function speaks English, as the components do outside a `WidgetLocale`.
 */
import type { Job, JobLocation } from '@joognoo/schemas';
import { createTranslator, type MessageValues, type WidgetLanguage } from '@joognoo/ui';
import { JOB_BOARD_CATALOG, type JobBoardMessageId } from './catalog';
import { toEmploymentType, type EmploymentType } from './employment-type';

/** What the formats need of the widget's language (`useMessages()` gives it). */
export interface JobBoardLanguage extends Pick<WidgetLanguage, 'locale' | 'formatLocale'> {
  t: (id: JobBoardMessageId, values?: MessageValues) => string;
}

let english: JobBoardLanguage | undefined;

/** English with the widget's English catalog: the language of a component outside `WidgetLocale`. */
export function englishJobBoard(): JobBoardLanguage {
  english ??= { locale: 'en', formatLocale: 'en', ...createTranslator('en', 'en', JOB_BOARD_CATALOG.en) };
  return english;
}

/** English-speaking tags (`en`, `en-GB`): their amounts keep the signs below. */
const isEnglish = (locale: string) => /^en(?:-|$)/i.test(locale);

/** Currencies whose Intl symbol in English is the bare ISO code, but which have a common sign there. */
const CURRENCY_SIGNS: Readonly<Record<string, { sign: string; spaced: boolean }>> = {
  SGD: { sign: 'S$', spaced: false },
  MYR: { sign: 'RM', spaced: true },
};

const formatters = new Map<string, Intl.NumberFormat | null>();

/** The whole-unit currency format of `locale`; null when `currency` is not an ISO 4217 code. */
function moneyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    } catch {
      format = null;
    }
    formatters.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions = { maximumFractionDigits: 0 }): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** The parts as text, with the common sign of `CURRENCY_SIGNS` in place of an English ISO code. */
function withSigns(parts: Intl.NumberFormatPart[], code: string, locale: string): string {
  const override = isEnglish(locale) ? CURRENCY_SIGNS[code] : undefined;
  if (!override) return parts.map((part) => part.value).join('');
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

/**
 * An amount in whole units of `currency`, formatted for `locale` (default English):
 * `formatMoney(120000, 'SGD')` is `'S$120,000'`, `formatMoney(120000, 'SGD', 'ar-SA')`
 * `'‏١٢٠٬٠٠٠ SGD'`. A code that is not ISO 4217 follows the number.
 */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const code = currency.toUpperCase();
  const format = moneyFormat(locale, code);
  if (!format) return `${numberFormat(locale).format(amount)} ${currency}`;
  return withSigns(format.formatToParts(amount), code, locale);
}

/**
 * What stands between the bounds of a range in `locale` ('–' in English, '-' in Chinese),
 * with a space on each side as ICU puts it when each bound carries its own sign.
 */
function rangeSeparator(locale: string): string {
  const format = numberFormat(locale);
  const range = format.formatRange(1, 2);
  const [one, two] = [format.format(1), format.format(2)];
  const separator = range.slice(range.indexOf(one) + one.length, range.lastIndexOf(two));
  return /^\s.*\s$/u.test(separator) ? separator : ` ${separator.trim()} `;
}

/**
 * A range of amounts in `currency` for `locale` (default English): `Intl.NumberFormat`'s
 * `formatRange` ('$55,000 – $70,000'). Where ICU would share a sign of several characters
 * between the bounds ('SGD 120,000–160,000', '~$5' for equal bounds), each bound keeps its
 * own, with the locale's range separator between them: 'S$120,000 – S$160,000'.
 */
export function formatMoneyRange(min: number, max: number, currency: string, locale = 'en'): string {
  const code = currency.toUpperCase();
  const format = moneyFormat(locale, code);
  if (format) {
    try {
      const parts = format.formatRangeToParts(min, max);
      if (parts.filter((part) => part.type === 'currency').length === 2) return withSigns(parts, code, locale);
    } catch {
      // An engine that refuses bounds out of order: each bound on its own, below.
    }
  }
  return `${formatMoney(min, currency, locale)}${rangeSeparator(locale)}${formatMoney(max, currency, locale)}`;
}

/** Default currency when a job has both bounds but no currency. */
export const DEFAULT_SALARY_CURRENCY = 'USD';

/** The salary range of a job with both bounds (`formatMoneyRange`), else undefined. */
export function salaryRange(job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>, locale = 'en'): string | undefined {
  const { salaryMin, salaryMax } = job;
  if (salaryMin == null || salaryMax == null) return undefined;
  return formatMoneyRange(salaryMin, salaryMax, job.salaryCurrency || DEFAULT_SALARY_CURRENCY, locale);
}

/**
 * The salary range, 'S$120,000 – S$160,000', when both salaryMin and salaryMax exist;
 * otherwise 'Competitive' (the `jobBoard.salary.competitive` message of `language`).
 */
export function formatSalary(job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>, language: JobBoardLanguage = englishJobBoard()): string {
  return salaryRange(job, language.formatLocale) ?? language.t('jobBoard.salary.competitive');
}

/** 'Remote (Australia)' for a remote job, else 'City, State, Country' (state only when present); place names as the API gives them. */
export function formatLocation(location: JobLocation, language: JobBoardLanguage = englishJobBoard()): string {
  if (location.isRemote) return language.t('jobBoard.location.remote', { country: location.country });
  const [first = '', second, third] = [location.city, location.state, location.country]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  if (third !== undefined) return language.t('jobBoard.location.three', { first, second, third });
  if (second !== undefined) return language.t('jobBoard.location.two', { first, second });
  return first;
}

const TYPE_MESSAGES: Readonly<Record<Exclude<EmploymentType, 'OTHER'>, JobBoardMessageId>> = {
  FULL_TIME: 'jobBoard.type.fullTime',
  PART_TIME: 'jobBoard.type.partTime',
  CONTRACTOR: 'jobBoard.type.contract',
  TEMPORARY: 'jobBoard.type.temporary',
  INTERN: 'jobBoard.type.internship',
  VOLUNTEER: 'jobBoard.type.volunteer',
  PER_DIEM: 'jobBoard.type.perDiem',
};

/**
 * A job's type in the widget's language: a known type ('Full-time', 'Part time', 'Contract',
 * ...: `toEmploymentType`) by its message; an unknown one, and every type in English, as the
 * API gives it (English is the API's own language: its wording stays).
 */
export function formatEmploymentType(type: string, language: JobBoardLanguage = englishJobBoard()): string {
  const kind = toEmploymentType(type);
  if (kind === 'OTHER' || language.locale === 'en') return type;
  return language.t(TYPE_MESSAGES[kind]);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in the largest fitting unit (0: under a minute, a future date too); undefined for an invalid date. */
function age(date: string | Date, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } | 0 | undefined {
  const then = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(then.getTime())) return undefined;
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < MINUTE) return 0;
  if (seconds < HOUR) return { value: Math.floor(seconds / MINUTE), unit: 'minute' };
  if (seconds < DAY) return { value: Math.floor(seconds / HOUR), unit: 'hour' };
  const days = Math.floor(seconds / DAY);
  if (days < 7) return { value: days, unit: 'day' };
  if (days < 30) return { value: Math.floor(days / 7), unit: 'week' };
  if (days < 365) return { value: Math.floor(days / 30), unit: 'month' };
  return { value: Math.floor(days / 365), unit: 'year' };
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeTime(locale: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format.format(-value, unit);
}

/**
 * How long ago `date` was, in words of `locale` (default English): 'just now', '5 minutes
 * ago', 'yesterday', '3 days ago', 'last week', '2 months ago'. A future date (clock skew)
 * is 'just now' (`Intl`'s 'now' in another language).
 */
export function timeAgo(date: string | Date, now: Date = new Date(), locale = 'en'): string {
  const ago = age(date, now);
  if (ago === undefined) return '';
  if (ago === 0) return isEnglish(locale) ? 'just now' : relativeTime(locale, 0, 'second');
  return relativeTime(locale, ago.value, ago.unit);
}

/** 'Posted 3 days ago', 'Posted just now'; '' for an invalid date. */
export function formatPosted(postedAt: string | Date, now: Date = new Date(), language: JobBoardLanguage = englishJobBoard()): string {
  const ago = age(postedAt, now);
  if (ago === undefined) return '';
  if (ago === 0) return language.t('jobBoard.posted.justNow');
  return language.t('jobBoard.posted.ago', { ago: relativeTime(language.formatLocale, ago.value, ago.unit) });
}

/** A size in whole megabytes of `locale` ('10 MB'). */
export function formatMegabytes(bytes: number, locale = 'en'): string {
  return numberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(bytes / (1024 * 1024));
}

/** A whole percentage (0–100) of `locale` ('40%', '٤٠٪؜' in `ar-SA`). */
export function formatPercent(percent: number, locale = 'en'): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
