import { describe, expect, it } from 'vitest';
import { coverImageUrl, formatFullDate, formatList, formatMonthYear, formatReadTime } from './format';

describe('case-study formats', () => {
  it('list date: month name and four-digit year (UTC)', () => {
    expect(formatMonthYear('2025-09-23T08:00:00.000Z')).toBe('September 2025');
    expect(formatMonthYear('2025-01-01T00:30:00.000Z')).toBe('January 2025');
  });

  it('detail date: month, day, year (UTC)', () => {
    expect(formatFullDate('2025-09-23T08:00:00.000Z')).toBe('September 23, 2025');
  });

  it("read time: '{n} min read', nothing without one", () => {
    expect(formatReadTime(7)).toBe('7 min read');
    expect(formatReadTime(null)).toBe('');
  });

  it('cover: the default image when missing, resolved against the API origin', () => {
    expect(coverImageUrl(null)).toBe('/images/case-studies/default.svg');
    expect(coverImageUrl('', 'https://www.joognoo.com')).toBe('https://www.joognoo.com/images/case-studies/default.svg');
    expect(coverImageUrl('/images/case-studies/a.svg', 'https://www.joognoo.com')).toBe(
      'https://www.joognoo.com/images/case-studies/a.svg',
    );
    expect(coverImageUrl('https://cdn.example/a.svg', 'https://www.joognoo.com')).toBe('https://cdn.example/a.svg');
  });

  it('dates in the language of a BCP 47 tag, still in UTC', () => {
    expect(formatMonthYear('2025-09-23T08:00:00.000Z', 'ms-MY')).toBe('September 2025');
    expect(formatFullDate('2025-09-23T08:00:00.000Z', 'zh')).toBe('2025年9月23日');
    expect(formatFullDate('2025-09-23T08:00:00.000Z', 'en')).toBe('September 23, 2025');
  });

  it("products in a row: English as joined with ', ', each language its own way", () => {
    for (const items of [[], ['Green'], ['Green', 'AI'], ['Green', 'AI', 'Hire']]) {
      expect(formatList(items)).toBe(items.join(', '));
      expect(formatList(items, 'en')).toBe(items.join(', '));
    }
    expect(formatList(['Green', 'AI', 'Hire'], 'zh')).toBe('Green、AI、Hire');
  });
});
