import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, readTimeMinutes, readTimeText } from './format';

describe('dates', () => {
  it('formats a short date like Jan 5, 2025 in UTC', () => {
    expect(formatShortDate('2025-01-05T08:00:00.000Z')).toBe('Jan 5, 2025');
    // Late on the 5th in UTC is still the 5th, whatever the machine's zone.
    expect(formatShortDate('2025-01-05T23:30:00.000Z')).toBe('Jan 5, 2025');
  });

  it('formats a long date like January 5, 2025 in UTC', () => {
    expect(formatLongDate('2025-01-05T00:10:00.000Z')).toBe('January 5, 2025');
  });

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('formats in the language of a BCP 47 tag, still in UTC', () => {
    expect(formatShortDate('2025-01-05T23:30:00.000Z', 'ms-MY')).toBe('5 Jan 2025');
    expect(formatLongDate('2025-01-05T00:10:00.000Z', 'zh')).toBe('2025年1月5日');
    expect(formatLongDate('2025-01-05T00:10:00.000Z', 'en')).toBe('January 5, 2025');
  });
});

describe('read times', () => {
  it("reads the minutes of the API's own form, '{n} min read', up to 999", () => {
    expect(readTimeMinutes('5 min read')).toBe(5);
    expect(readTimeMinutes('0 min read')).toBe(0);
    expect(readTimeMinutes('999 min read')).toBe(999);
  });

  it("takes any other text for the author's own", () => {
    for (const text of ['1000 min read', '05 min read', 'About 5 min read', '5 mins read', '', '5 min read.']) {
      expect(readTimeMinutes(text)).toBeNull();
    }
  });

  it('gives the message for the minutes, else the text as written', () => {
    const t = (id: string, values: { minutes: number }) => `${id}:${values.minutes}`;
    expect(readTimeText('7 min read', t)).toBe('blog.post.readTime:7');
    expect(readTimeText('A long read', t)).toBe('A long read');
  });
});
