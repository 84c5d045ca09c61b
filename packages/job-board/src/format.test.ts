import { describe, expect, it } from 'vitest';
import { makeJob } from './fixtures';
import { formatEmploymentType, formatLocation, formatMegabytes, formatMoney, formatMoneyRange, formatPercent, formatPosted, formatSalary, timeAgo } from './format';

describe('formatSalary', () => {
  it('given both bounds in SGD, it shows S$120,000 – S$160,000', () => {
    expect(formatSalary(makeJob())).toBe('S$120,000 – S$160,000');
  });

  it('given both bounds in USD, it shows $150,000 – $190,000', () => {
    expect(formatSalary(makeJob({ salaryMin: 150000, salaryMax: 190000, salaryCurrency: 'USD' }))).toBe(
      '$150,000 – $190,000',
    );
  });

  it('formats other currencies with their sign', () => {
    expect(formatSalary(makeJob({ salaryMin: 2800000, salaryMax: 4200000, salaryCurrency: 'INR' }))).toBe(
      '₹2,800,000 – ₹4,200,000',
    );
    expect(formatSalary(makeJob({ salaryMin: 150000, salaryMax: 185000, salaryCurrency: 'AUD' }))).toBe(
      'A$150,000 – A$185,000',
    );
    expect(formatSalary(makeJob({ salaryMin: 96000, salaryMax: 132000, salaryCurrency: 'MYR' }))).toBe(
      'RM\u00a096,000 – RM\u00a0132,000',
    );
    expect(formatSalary(makeJob({ salaryMin: 1, salaryMax: 2, salaryCurrency: 'aed' }))).toBe('AED\u00a01 – AED\u00a02');
  });

  it('given both bounds but no currency, it uses US dollars', () => {
    expect(formatSalary(makeJob({ salaryMin: 100000, salaryMax: 120000, salaryCurrency: null }))).toBe(
      '$100,000 – $120,000',
    );
  });

  it('given only one bound (or none), it shows Competitive', () => {
    expect(formatSalary(makeJob({ salaryMin: 120000, salaryMax: null }))).toBe('Competitive');
    expect(formatSalary(makeJob({ salaryMin: null, salaryMax: 160000 }))).toBe('Competitive');
    expect(formatSalary(makeJob({ salaryMin: null, salaryMax: null, salaryCurrency: null }))).toBe('Competitive');
  });

  it('keeps a bound of 0 (it exists)', () => {
    expect(formatSalary(makeJob({ salaryMin: 0, salaryMax: 10, salaryCurrency: 'USD' }))).toBe('$0 – $10');
  });

  it('shows an unknown currency code after the number', () => {
    expect(formatMoney(5000, 'XXXX')).toBe('5,000 XXXX');
  });
});

describe('formatLocation', () => {
  it('given a remote job, it shows Remote (country)', () => {
    expect(formatLocation({ city: '', state: null, country: 'Australia', isRemote: true })).toBe('Remote (Australia)');
  });

  it('given an office job, it shows city, optional state, country', () => {
    expect(formatLocation({ city: 'Bangalore', state: 'Karnataka', country: 'India', isRemote: false })).toBe(
      'Bangalore, Karnataka, India',
    );
    expect(formatLocation({ city: 'Singapore', state: null, country: 'Singapore', isRemote: false })).toBe(
      'Singapore, Singapore',
    );
    expect(formatLocation({ city: 'Dubai', state: '', country: 'United Arab Emirates', isRemote: false })).toBe(
      'Dubai, United Arab Emirates',
    );
  });
});

describe('relative posted time', () => {
  const now = new Date('2025-10-10T12:00:00.000Z');

  it('given a job posted 3 days ago, it says Posted 3 days ago', () => {
    expect(formatPosted('2025-10-07T12:00:00.000Z', now)).toBe('Posted 3 days ago');
  });

  it('uses the largest fitting unit', () => {
    expect(timeAgo('2025-10-10T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2025-10-10T11:15:00.000Z', now)).toBe('45 minutes ago');
    expect(timeAgo('2025-10-10T07:00:00.000Z', now)).toBe('5 hours ago');
    expect(timeAgo('2025-10-09T10:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2025-09-26T12:00:00.000Z', now)).toBe('2 weeks ago');
    expect(timeAgo('2025-07-10T12:00:00.000Z', now)).toBe('3 months ago');
    expect(timeAgo('2023-10-01T12:00:00.000Z', now)).toBe('2 years ago');
  });

  it('treats a future date (clock skew) as just now, and an invalid one as empty', () => {
    expect(formatPosted('2025-10-11T12:00:00.000Z', now)).toBe('Posted just now');
    expect(formatPosted('nonsense', now)).toBe('');
  });
});

describe('in other languages (the format tag of the widget)', () => {
  const t = (texts: Record<string, string>) => (id: string, values?: Record<string, unknown>) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]));
  const arabic = {
    locale: 'ar' as const,
    formatLocale: 'ar-SA',
    t: t({
      'jobBoard.salary.competitive': 'راتب تنافسي',
      'jobBoard.location.remote': 'عن بُعد ({country})',
      'jobBoard.location.three': '{first}، {second}، {third}',
      'jobBoard.posted.ago': 'نُشرت {ago}',
      'jobBoard.posted.justNow': 'نُشرت قبل لحظات',
      'jobBoard.type.fullTime': 'دوام كامل',
    }),
  };

  it('a range is formatRange where each bound keeps its sign, else each bound formatted with the range separator between', () => {
    expect(formatMoneyRange(55000, 70000, 'USD')).toBe('$55,000 – $70,000');
    // ICU alone would say 'SGD 120,000–160,000' and '~$5'.
    expect(formatMoneyRange(5, 5, 'USD')).toBe('$5 – $5');
    const range = (currency: string, locale: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).formatRange(120000, 160000);
    expect(formatMoneyRange(120000, 160000, 'EUR', 'en')).toBe(range('EUR', 'en'));
    expect(formatMoneyRange(120000, 160000, 'INR', 'hi')).toBe(range('INR', 'hi'));
    // Arabic's signs carry a right-to-left mark, so ICU would share even '€': '‏١٢٠٬٠٠٠–١٦٠٬٠٠٠ €'.
    expect(formatMoneyRange(120000, 160000, 'EUR', 'ar-SA')).toBe('\u200f١٢٠٬٠٠٠\u00a0€ – \u200f١٦٠٬٠٠٠\u00a0€');
    expect(formatMoneyRange(120000, 160000, 'SGD', 'ar-SA')).toBe('\u200f١٢٠٬٠٠٠\u00a0SGD – \u200f١٦٠٬٠٠٠\u00a0SGD');
    expect(formatMoneyRange(120000, 160000, 'SGD', 'zh')).toBe('SGD\u00a0120,000 - SGD\u00a0160,000');
    expect(formatMoneyRange(96000, 132000, 'MYR', 'ms')).toBe('RM\u00a096,000 – RM\u00a0132,000');
    expect(formatMoneyRange(2800000, 4200000, 'INR', 'hi')).toBe('₹28,00,000 – ₹42,00,000');
    // The English signs are English: Arabic and Chinese keep the ISO code.
    expect(formatMoney(120000, 'SGD', 'ar-SA')).toBe('\u200f١٢٠٬٠٠٠\u00a0SGD');
  });

  it('salary, place, type and posted time read in the language; the API data stays as it is', () => {
    expect(formatSalary(makeJob(), arabic)).toBe('\u200f١٢٠٬٠٠٠\u00a0SGD – \u200f١٦٠٬٠٠٠\u00a0SGD');
    expect(formatSalary(makeJob({ salaryMax: null }), arabic)).toBe('راتب تنافسي');
    expect(formatLocation({ city: '', state: null, country: 'Australia', isRemote: true }, arabic)).toBe('عن بُعد (Australia)');
    expect(formatLocation({ city: 'Bangalore', state: 'Karnataka', country: 'India', isRemote: false }, arabic)).toBe('Bangalore، Karnataka، India');
    expect(formatEmploymentType('Full time', arabic)).toBe('دوام كامل');
    expect(formatEmploymentType('Sabbatical', arabic)).toBe('Sabbatical');
    // English keeps the API's own word.
    expect(formatEmploymentType('Full time')).toBe('Full time');
    const now = new Date('2025-10-10T12:00:00.000Z');
    expect(formatPosted('2025-10-07T12:00:00.000Z', now, arabic)).toBe('نُشرت قبل ٣ أيام');
    expect(formatPosted('2025-10-10T11:59:30.000Z', now, arabic)).toBe('نُشرت قبل لحظات');
    expect(formatPosted('2024-09-01T12:00:00.000Z', now)).toBe('Posted last year');
    expect(timeAgo('2025-10-09T10:00:00.000Z', now, 'zh')).toBe('昨天');
  });

  it('sizes and percentages by Intl', () => {
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatMegabytes(10 * 1024 * 1024, 'ar-SA')).toBe('١٠ م.ب');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(40, 'ar-SA')).toBe('٤٠٪؜');
  });
});
