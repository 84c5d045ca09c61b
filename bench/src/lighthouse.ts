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

interface PageRun {
  scores: Record<(typeof CATEGORIES)[number]['id'], number>;
  cumulativeLayoutShift: number;
  /** Compressed transfer size of every script the page loaded. */
  scriptBytes: number;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
}

async function audit(url: string, port: number): Promise<PageRun> {
  // No config: Lighthouse's default is the mobile preset (emulated phone, simulated slow 4G).
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map((c) => c.id) });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores = {} as PageRun['scores'];
  for (const { id } of CATEGORIES) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const details = lhr.audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined;
  return {
    scores,
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptBytes: details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}

/** Lighthouse (mobile preset) on each page, `runs` times, in one headless Chromium. */
export async function benchLighthouse({ realUrl, pages, runs, chromePort }: LighthouseBenchOptions): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port: chromePort,
  });
  const rows: Row[] = [];
  try {
    for (const { label, path } of pages) {
      const pageRuns: PageRun[] = [];
      for (let index = 0; index < runs; index += 1) {
        process.stderr.write(`bench: Lighthouse ${label} (run ${index + 1} of ${runs})...\n`);
        pageRuns.push(await audit(realUrl + path, chrome.port));
      }
      const scores = CATEGORIES.map(({ id, label: name }) => ({ name, value: median(pageRuns.map((run) => run.scores[id])), all: pageRuns.map((run) => run.scores[id]) }));
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
      if (path === '/') {
        const scriptBytes = median(pageRuns.map((run) => run.scriptBytes));
        rows.push({
          section: 'Lighthouse',
          measure: 'total JavaScript on / (compressed transfer)',
          value: formatKB(scriptBytes),
          goal: `≤ ${formatKB(GOALS.maxHomeScriptBytes)}`,
          outcome: outcome(scriptBytes <= GOALS.maxHomeScriptBytes),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
