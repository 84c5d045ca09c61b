import { describe, expect, it } from 'vitest';
import { END_MARKER, START_MARKER, generatedSection, mergeResults, type RunInfo } from './results-file.ts';

const info: RunInfo = {
  date: '2026-11-22T02:00:00.000Z',
  cpu: 'AMD EPYC',
  cores: 2,
  memoryGiB: 7.75,
  node: 'v20.20.0',
  loadAtStart: [3.5, 2, 1.25],
  loadAtEnd: [4, 3, 2],
  command: 'pnpm bench',
  durationSeconds: 600.4,
};

describe('RESULTS.md', () => {
  it('states the machine, the date, the load at both ends and the table', () => {
    expect(generatedSection(info, '| table |', ['a note']).split('\n')).toEqual([
      START_MARKER,
      'Run of 2026-11-22T02:00:00.000Z (`pnpm bench`, 600 s).',
      '',
      'Machine: AMD EPYC, 2 cores, 7.8 GiB; Node v20.20.0.',
      'Load average (1 / 5 / 15 min): 3.50 / 2.00 / 1.25 at the start, 4.00 / 3.00 / 2.00 at the end.',
      '',
      '| table |',
      '',
      '- a note',
      END_MARKER,
    ]);
  });

  it('replaces only the generated part and keeps what was written around it', () => {
    const first = mergeResults(undefined, `${START_MARKER}\nold\n${END_MARKER}`);
    expect(first).toBe(`# Benchmark results\n\n${START_MARKER}\nold\n${END_MARKER}\n`);
    const annotated = `${first}\n## Goals not met\n\nThe reasons.\n`;
    expect(mergeResults(annotated, `${START_MARKER}\nnew\n${END_MARKER}`)).toBe(
      `# Benchmark results\n\n${START_MARKER}\nnew\n${END_MARKER}\n\n## Goals not met\n\nThe reasons.\n`,
    );
  });

  it('appends the generated part to a file that has none', () => {
    expect(mergeResults('# Notes\n', 'section')).toBe('# Notes\n\nsection\n');
  });
});
