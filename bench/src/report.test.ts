import { describe, expect, it } from 'vitest';
import { GOALS, failures, formatKB, formatMs, formatRate, markdownTable, median, outcome, percent, ratio, type Row } from './report.ts';

const row = (overrides: Partial<Row>): Row => ({ section: 'API', measure: 'm', value: 'v', goal: '', outcome: '', ...overrides });

describe('figures', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([95, 80, 99])).toBe(95);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('divides by the baseline and gives 0 without one', () => {
    expect(ratio(14_000, 20_000)).toBe(0.7);
    expect(ratio(5, 0)).toBe(0);
  });

  it('formats shares, sizes, times and rates', () => {
    expect(percent(0.694)).toBe('69%');
    expect(formatKB(150 * 1024)).toBe('150.0 KB');
    expect(formatMs(2.345)).toBe('2.3 ms');
    expect(formatMs(49.6)).toBe('50 ms');
    expect(formatRate(18_503.4)).toBe('18,503 req/s');
  });

  it('meets the cached GET goal at exactly 70% of bare Koa, not below', () => {
    expect(outcome(ratio(7_000, 10_000) >= GOALS.cachedGetRatio)).toBe('pass');
    expect(outcome(ratio(6_999, 10_000) >= GOALS.cachedGetRatio)).toBe('FAIL');
  });
});

describe('markdownTable', () => {
  it('prints a header, a separator and one padded line per row, pipes escaped', () => {
    const table = markdownTable([
      row({ measure: 'GET /api/products', value: '91% (a | b)', goal: '≥ 70%', outcome: 'pass' }),
      row({ section: 'SSR', measure: '/', value: 'median 40 ms' }),
    ]);
    expect(table.split('\n')).toEqual([
      '| Section | Measure           | Value        | Goal  | Result |',
      '| ------- | ----------------- | ------------ | ----- | ------ |',
      '| API     | GET /api/products | 91% (a \\| b) | ≥ 70% | pass   |',
      '| SSR     | /                 | median 40 ms |       |        |',
    ]);
  });

  it('lists the missed goals only', () => {
    const missed = row({ measure: 'POST', outcome: 'FAIL' });
    expect(failures([row({ outcome: 'pass' }), missed, row({})])).toEqual([missed]);
  });
});
