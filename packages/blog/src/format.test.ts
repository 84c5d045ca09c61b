import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format';

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
});
