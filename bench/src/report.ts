/**
 * The pure half of the bench: goals, statistics, figure formatting and the one markdown
 * table it prints. No I/O here, so a unit test notices when the bench stops telling the
 * truth (a goal evaluated the wrong way round, a ratio inverted, a broken table).
 */

/** Ratios, not absolute times, are compared: these machines are noisy. */
export const GOALS = {
  /** A cached GET's requests/s as a share of bare Koa's, measured in the same run. */
  cachedGetRatio: 0.7,
  /** POST /api/contact at a fixed rate of `postRatePerSecond`. */
  postP99Ms: 50,
  postRatePerSecond: 200,
  lighthouseMinScore: 95,
  maxCumulativeLayoutShift: 0.05,
  /** Compressed size of every script on / (1 KB = 1024 bytes): the goal is 100 (stretch 60). */
  maxHomeScriptBytes: 100 * 1024,
} as const;

export type Outcome = 'pass' | 'FAIL' | '';

export interface Row {
  section: string;
  measure: string;
  value: string;
  /** Empty when the issue sets no goal for the figure (it is reported for comparison). */
  goal: string;
  outcome: Outcome;
}

export function outcome(passed: boolean): Outcome {
  return passed ? 'pass' : 'FAIL';
}

/** `value / baseline`; 0 when there is no baseline to compare with. */
export function ratio(value: number, baseline: number): number {
  return baseline > 0 ? value / baseline : 0;
}

/** The middle value (the mean of the two middle ones for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export function formatKB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Milliseconds: one decimal below 10 ms, whole numbers above. */
export function formatMs(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

export function formatRate(perSecond: number): string {
  return `${Math.round(perSecond).toLocaleString('en-US')} req/s`;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** One GitHub-flavoured markdown table, columns padded so it also reads well in a terminal. */
export function markdownTable(rows: readonly Row[]): string {
  const header = ['Section', 'Measure', 'Value', 'Goal', 'Result'];
  const body = rows.map((row) => [row.section, row.measure, row.value, row.goal, row.outcome].map(cell));
  const widths = header.map((title, column) => Math.max(title.length, 3, ...body.map((line) => line[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** The rows whose goal was missed. */
export function failures(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.outcome === 'FAIL');
}
