import { BROWSER_ACCEPT_ENCODING, load } from './load.ts';
import { formatMs, formatRate, outcome, type Row } from './report.ts';

export interface SsrBenchOptions {
  realUrl: string;
  /** Page paths, e.g. / and /blog/{slug}, with the label to print for each. */
  pages: ReadonlyArray<{ label: string; path: string }>;
  durationSeconds: number;
  warmupSeconds: number;
}

export const SSR_CONNECTIONS = 20;

/** Server-rendered page time (request to last byte) under 20 concurrent requests. */
export async function benchSsr({ realUrl, pages, durationSeconds, warmupSeconds }: SsrBenchOptions): Promise<Row[]> {
  process.stderr.write(`bench: SSR pages at concurrency ${SSR_CONNECTIONS}...\n`);
  const rows: Row[] = [];
  for (const { label, path } of pages) {
    const options = { url: realUrl + path, connections: SSR_CONNECTIONS, headers: { accept: 'text/html', 'accept-encoding': BROWSER_ACCEPT_ENCODING } };
    await load({ ...options, duration: warmupSeconds });
    const result = await load({ ...options, duration: durationSeconds });
    const failed = result.non2xx + result.errors;
    rows.push({
      section: 'SSR',
      measure: `GET ${label} (c ${SSR_CONNECTIONS}, ${durationSeconds} s)`,
      value: `median ${formatMs(result.p50)}, p99 ${formatMs(result.p99)}; ${formatRate(result.requestsPerSecond)}${failed > 0 ? `; ${failed} non-2xx/errors` : ''}`,
      goal: 'all 200 (times: no goal)',
      outcome: outcome(failed === 0 && result.total > 0),
    });
  }
  return rows;
}
