import { describe, expect, it } from 'vitest';
import { parseList, toBool, toIso, toNumberOrNull } from './columns.ts';

describe('column mapping', () => {
  it('turns every stored time into ISO-8601 UTC ending in Z', () => {
    expect(toIso(new Date(Date.UTC(2025, 0, 5, 10, 0, 0)))).toBe('2025-01-05T10:00:00.000Z');
    expect(toIso('2025-01-05T10:00:00.000Z')).toBe('2025-01-05T10:00:00.000Z');
    expect(toIso('2025-01-05 10:00:00')).toBe('2025-01-05T10:00:00.000Z');
    expect(toIso('2025-01-05T12:00:00+02:00')).toBe('2025-01-05T10:00:00.000Z');
    expect(toIso(Date.UTC(2025, 0, 5, 10))).toBe('2025-01-05T10:00:00.000Z');
    expect(() => toIso('yesterday')).toThrow(TypeError);
  });

  it('maps booleans, decimals and lists the same whatever the driver gave', () => {
    expect([toBool(1), toBool(0), toBool('1'), toBool(true), toBool(false)]).toEqual([true, false, true, true, false]);
    expect([toNumberOrNull('120000.50'), toNumberOrNull(5), toNumberOrNull(null)]).toEqual([120000.5, 5, null]);
    expect(parseList('["a","b"]')).toEqual(['a', 'b']);
    expect(parseList(['a'])).toEqual(['a']);
    expect(parseList(null)).toEqual([]);
  });
});
