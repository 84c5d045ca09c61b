import { describe, expect, it } from 'vitest';
import { SECTIONS, parseArgs } from './args.ts';

describe('parseArgs', () => {
  it('runs every section, full length, writing RESULTS.md, by default', () => {
    expect(parseArgs([])).toEqual({ sections: new Set(SECTIONS), quick: false, write: true, rebuild: false });
  });

  it('takes a subset, quick mode and no-write, with or without the pnpm separator', () => {
    for (const argv of [['--', '--only', 'api,ssr', '--quick', '--no-write'], ['--only=api,ssr', '--quick', '--no-write']]) {
      expect(parseArgs(argv)).toEqual({ sections: new Set(['api', 'ssr']), quick: true, write: false, rebuild: false });
    }
  });

  it('refuses an unknown section or option with the usage', () => {
    expect(() => parseArgs(['--only', 'api,speed'])).toThrow('Unknown section "speed" (choose from api, proxy, ssr, lighthouse, embed, delivery)');
    expect(() => parseArgs(['--only'])).toThrow('--only needs a list');
    expect(() => parseArgs(['--fast'])).toThrow(/^Unknown option "--fast"\nUsage: pnpm bench/);
  });
});
