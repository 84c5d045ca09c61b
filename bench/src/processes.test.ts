import { describe, expect, it } from 'vitest';
import { processCpuSeconds } from './processes.ts';

describe('processCpuSeconds', () => {
  it('adds user and system time (fields 14 and 15, in 1/100 s), whatever the command name holds', () => {
    const rest = 'S 1 1 1 0 -1 4194304 125 0 0 0 1234 566 0 0 20 0 1 0 421121 3133440 360';
    expect(processCpuSeconds(`4242 (node) ${rest}`)).toBe(18);
    expect(processCpuSeconds(`4242 (my (odd) name) ${rest}`)).toBe(18);
  });
});
