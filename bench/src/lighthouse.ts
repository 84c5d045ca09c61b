import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { GOALS, formatKB, median, outcome, type Row } from './report.ts';

const CATEGORIES = [
  { id: 'performance', label: 'perf' },
  { id: 'accessibility', label: 'a11y' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
] as const;

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface LighthouseBenchOptions {
  realUrl: string;
  pages: ReadonlyArray<{ label: string; path: string }>;
  /** Runs per page; the median of each figure is reported (performance is noisy here). */
  runs: number;
  chromePort: number;
}

type CategoryId = (typeof CATEGORIES)[number]['id'];

interface PageRun {
  scores: Record<CategoryId, number>;
  /** Per category, the weighted audits below their bar (the reasons), with their figure. */
  missed: Record<CategoryId, Array<{ title: string; figure: string | undefined }>>;
  cumulativeLayoutShift: number;
  /** Every script the page loaded, with the bytes that crossed the network for it. */
  scripts: Array<{ url: string; transferSize: number }>;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Tries per run: on a loaded machine Chromium now and then loses a trace (NO_NAVSTART). */
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}; trying again\n`);
    }
  }
}

async function auditOnce(url: string, port: number): Promise<PageRun> {
  // No config: Lighthouse's default is the mobile preset (emulated phone, simulated slow 4G).
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map((c) => c.id) });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores = {} as PageRun['scores'];
  const missed = {} as PageRun['missed'];
  for (const { id } of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    missed[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (id === 'performance' ? 0.9 : 1))
      .map((ref) => ({ title: lhr.audits[ref.id]!.title, figure: lhr.audits[ref.id]!.displayValue }));
  }
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items ?? [];
  return {
    scores,
    missed,
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({ url: request.url, transferSize: request.transferSize ?? 0 })),
  };
}

/** The gzip (level 9) size of each script, fetched again: what it weighs compressed. */
async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

/**
 * Lighthouse (mobile preset) on each page, `runs` times, in one headless Chromium. Adds a
 * note per page below a goal with the audits that cost it points.
 */
export async function benchLighthouse({ realUrl, pages, runs, chromePort }: LighthouseBenchOptions): Promise<{ rows: Row[]; notes: string[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port: chromePort,
  });
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    for (const { label, path } of pages) {
      const pageRuns: PageRun[] = [];
      for (let index = 0; index < runs; index += 1) {
        process.stderr.write(`bench: Lighthouse ${label} (run ${index + 1} of ${runs})...\n`);
        pageRuns.push(await audit(realUrl + path, chrome.port));
      }
      const scores = CATEGORIES.map(({ id, label: name }) => {
        const all = pageRuns.map((run) => run.scores[id]);
        return { id, name, all, value: median(all) };
      });
      const cls = median(pageRuns.map((run) => run.cumulativeLayoutShift));
      const lowest = Math.min(...scores.map((score) => score.value));
      rows.push({
        section: 'Lighthouse',
        measure: `${label} (mobile, median of ${runs})`,
        value:
          scores.map(({ name, value, all }) => `${name} ${value}${runs > 1 && name === 'perf' ? ` (${all.join(', ')})` : ''}`).join(' · ') +
          ` · CLS ${cls.toFixed(3)}`,
        goal: `each ≥ ${GOALS.lighthouseMinScore}, CLS < ${GOALS.maxCumulativeLayoutShift}`,
        outcome: outcome(lowest >= GOALS.lighthouseMinScore && cls < GOALS.maxCumulativeLayoutShift),
      });
      const reasons = scores
        .filter(({ value }) => value < GOALS.lighthouseMinScore)
        .map(({ id, name, value }) => {
          // One entry per audit, with its figure in each run that missed it.
          const figures = new Map<string, string[]>();
          for (const { title, figure } of pageRuns.flatMap((run) => run.missed[id])) {
            figures.set(title, [...(figures.get(title) ?? []), ...(figure ? [figure] : [])]);
          }
          const audits = [...figures].map(([title, values]) => (values.length > 0 ? `${title} (${values.join(', ')})` : title));
          return `${name} ${value}: ${audits.join('; ') || 'no single audit below its bar'}`;
        });
      if (reasons.length > 0) notes.push(`Lighthouse ${label}: ${reasons.join(' | ')}`);
      if (path === '/') {
        const [first] = pageRuns;
        const transferred = median(pageRuns.map((run) => run.scripts.reduce((sum, script) => sum + script.transferSize, 0)));
        const gzipped = await gzipBytes([...new Set(first!.scripts.map((script) => script.url))]);
        rows.push({
          section: 'Lighthouse',
          measure: `total JavaScript on / (${first!.scripts.length} scripts, gzip -9)`,
          value: `${formatKB(gzipped)} gzip; ${formatKB(transferred)} transferred`,
          goal: `≤ ${formatKB(GOALS.maxHomeScriptBytes)} gzip`,
          outcome: outcome(gzipped <= GOALS.maxHomeScriptBytes),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return { rows, notes };
}
