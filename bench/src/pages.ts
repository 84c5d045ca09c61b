import path from 'node:path';
import { BROWSER_ACCEPT_ENCODING, load, type LoadResult } from './load.ts';
import { REPO_ROOT } from './paths.ts';
import { startNodeServer, type ChildServer } from './processes.ts';
import { GOALS, formatKB, formatMs, formatRate, median, outcome, percent, ratio, type Row } from './report.ts';

const formatBytes = (bytes: number) => (bytes >= 1024 ? formatKB(bytes) : `${bytes} B`);

/**
 * An anonymous page served from the site's page cache (sites/web/server/
 * page-cache.ts), against bare Koa in the same run, in ABBA blocks like the cached API GETs
 * (api.ts): bare, page, page, bare; the ratio is the median of the blocks' ratios. Every
 * request is a hit after the warm-up (the same URL, no session), with a browser's
 * Accept-Encoding (the page's kept Brotli copy). A control row compares the page with bare Koa
 * sending as many bytes (`/?bytes=N`): what the bytes cost on loopback and in the client (which
 * shares the two cores), apart from what the site's code costs.
 */
export interface CachedPagesOptions {
  real: ChildServer;
  /** Port for bare Koa (the api section's, stopped by then). */
  barePort: number;
  logDir: string;
  pages: ReadonlyArray<{ label: string; path: string }>;
  durationSeconds: number;
  warmupSeconds: number;
  blocks: number;
  connections?: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function benchCachedPages({
  real,
  barePort,
  logDir,
  pages,
  durationSeconds,
  warmupSeconds,
  blocks,
  connections = 50,
}: CachedPagesOptions): Promise<Row[]> {
  process.stderr.write('bench: cached pages against bare Koa...\n');
  const bare = await startNodeServer(path.join(REPO_ROOT, 'bench/src/bare-koa.ts'), {
    cwd: path.join(REPO_ROOT, 'bench'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(barePort) },
    logFile: path.join(logDir, 'bare-koa-pages.log'),
    url: `http://127.0.0.1:${barePort}`,
    readyPath: '/',
  });
  try {
    /** One run, with the server's own CPU time per request (the client's cost left out), as api.ts does. */
    const run = async (server: ChildServer, url: string, seconds = durationSeconds): Promise<LoadResult & { cpuPerRequest: number }> => {
      const cpuBefore = server.cpuSeconds();
      const result = await load({ url, connections, duration: seconds, headers: { accept: 'text/html', 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
      return { ...result, cpuPerRequest: (server.cpuSeconds() - cpuBefore) / Math.max(result.total, 1) };
    };
    const micros = (seconds: number) => `${Math.round(seconds * 1e6)} µs`;
    await run(bare, bare.url, warmupSeconds);
    const rows: Row[] = [];
    for (const { label, path: pagePath } of pages) {
      const url = real.url + pagePath;
      const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const etag = first.headers.get('etag');
      await first.arrayBuffer();
      // The bytes a browser gets (the Brotli copy): bare Koa sends as many in the control runs.
      const sent = await fetch(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
      const bytes = Number(sent.headers.get('content-length'));
      await sent.arrayBuffer();
      const sameBytesUrl = `${bare.url}/?bytes=${bytes}`;
      await run(real, url, warmupSeconds);
      const shares: number[] = [];
      const sameByteShares: number[] = [];
      const pageRuns: Array<Awaited<ReturnType<typeof run>>> = [];
      const bareRuns: typeof pageRuns = [];
      const sameByteRuns: typeof pageRuns = [];
      for (let block = 0; block < blocks; block += 1) {
        const before = [await run(bare, bare.url), await run(bare, sameBytesUrl)];
        const page = [await run(real, url), await run(real, url)];
        const after = [await run(bare, sameBytesUrl), await run(bare, bare.url)];
        bareRuns.push(before[0]!, after[1]!);
        sameByteRuns.push(before[1]!, after[0]!);
        pageRuns.push(...page);
        const pageRate = mean(page.map((r) => r.requestsPerSecond));
        shares.push(ratio(pageRate, mean([before[0]!, after[1]!].map((r) => r.requestsPerSecond))));
        sameByteShares.push(ratio(pageRate, mean([before[1]!, after[0]!].map((r) => r.requestsPerSecond))));
      }
      const share = median(shares);
      const failed = pageRuns.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      const cacheable = first.headers.get('cache-control')?.startsWith('public') === true && etag !== null;
      rows.push({
        section: 'Pages',
        measure: `GET ${label} (page cache hit, -c ${connections}), ratio to bare Koa`,
        value:
          `${percent(share)}${blocks > 1 ? ` (blocks: ${shares.map(percent).join(', ')})` : ''}; ` +
          `${formatRate(mean(pageRuns.map((r) => r.requestsPerSecond)))} vs ${formatRate(mean(bareRuns.map((r) => r.requestsPerSecond)))}; ` +
          `p50 ${formatMs(median(pageRuns.map((r) => r.p50)))}, p99 ${formatMs(median(pageRuns.map((r) => r.p99)))}; ` +
          `server CPU ${micros(median(pageRuns.map((r) => r.cpuPerRequest)))}/req vs ${micros(median(bareRuns.map((r) => r.cpuPerRequest)))}` +
          (cacheable ? '' : '; NOT cacheable (no public Cache-Control or ETag)') +
          (failed > 0 ? `; ${failed} non-2xx/errors` : ''),
        goal: `≥ ${percent(GOALS.cachedGetRatio)} of bare Koa`,
        outcome: outcome(share >= GOALS.cachedGetRatio && failed === 0 && cacheable),
      });
      rows.push({
        section: 'Pages',
        measure: `GET ${label} (page cache hit), ratio to bare Koa sending the same ${formatBytes(bytes)} (control)`,
        value:
          `${percent(median(sameByteShares))}${blocks > 1 ? ` (blocks: ${sameByteShares.map(percent).join(', ')})` : ''}; ` +
          `bare Koa with the page's bytes: ${formatRate(mean(sameByteRuns.map((r) => r.requestsPerSecond)))}, ` +
          `${percent(ratio(mean(sameByteRuns.map((r) => r.requestsPerSecond)), mean(bareRuns.map((r) => r.requestsPerSecond))))} of its hello-world; ` +
          `server CPU ${micros(median(sameByteRuns.map((r) => r.cpuPerRequest)))}/req`,
        goal: '',
        outcome: '',
      });
    }
    return rows;
  } finally {
    await bare.stop();
  }
}
