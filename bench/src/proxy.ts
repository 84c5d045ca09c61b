/**
 * The same cached GETs straight from one process, through nginx in front of
 * that one process, and through nginx in front of two, each against bare Koa in the same
 * run (blocks of bare, direct, nginx-1, nginx-2, nginx-2, nginx-1, direct, bare).
 */
import type { RunningNginx } from '@joognoo/deploy/nginx';
import { BROWSER_ACCEPT_ENCODING, load, type LoadResult } from './load.ts';
import type { ChildServer } from './processes.ts';
import { GOALS, formatMs, formatRate, median, outcome, percent, ratio, type Row } from './report.ts';

export interface ProxyBenchOptions {
  bare: ChildServer;
  /** The site processes: the first is the one measured directly and behind nginx alone. */
  processes: readonly [ChildServer, ChildServer];
  nginxOne: RunningNginx;
  nginxTwo: RunningNginx;
  /** What is measured: a page and a cached API GET, with their labels. */
  targets: ReadonlyArray<{ label: string; path: string; accept: string }>;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  blocks: number;
}

interface Way {
  name: string;
  url: string;
  /** The origin processes whose CPU time the requests cost. */
  origins: readonly ChildServer[];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const micros = (seconds: number) => `${Math.round(seconds * 1e6)} µs`;

/** What nginx did with the path (X-Cache-Status) and what the origin said (Cache-Control). */
async function cacheVerdict(url: string, accept: string): Promise<string> {
  const response = await fetch(url, { headers: { accept, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
  await response.arrayBuffer();
  return `nginx cache ${response.headers.get('x-cache-status') ?? 'none'} (origin: Cache-Control ${response.headers.get('cache-control') ?? 'none'})`;
}

export async function benchProxy(options: ProxyBenchOptions): Promise<Row[]> {
  const { bare, processes, nginxOne, nginxTwo, targets, durationSeconds, warmupSeconds, connections, blocks } = options;
  process.stderr.write('bench: through nginx (bare Koa / direct / nginx → 1 process / nginx → 2 processes)...\n');
  const run = async (url: string, origins: readonly ChildServer[], accept: string, seconds = durationSeconds): Promise<LoadResult & { cpuPerRequest: number }> => {
    const before = origins.map((origin) => origin.cpuSeconds());
    const result = await load({ url, connections, duration: seconds, headers: { accept, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    const cpu = origins.reduce((sum, origin, index) => sum + origin.cpuSeconds() - before[index]!, 0);
    return { ...result, cpuPerRequest: cpu / Math.max(result.total, 1) };
  };
  const rows: Row[] = [];
  for (const { label, path, accept } of targets) {
    const ways: Way[] = [
      { name: 'directly (one process)', url: processes[0].url + path, origins: [processes[0]] },
      { name: 'through nginx, one process behind it', url: nginxOne.url + path, origins: [processes[0]] },
      { name: 'through nginx, two processes behind it', url: nginxTwo.url + path, origins: processes },
    ];
    await run(bare.url, [bare], accept, warmupSeconds);
    for (const way of ways) await run(way.url, way.origins, accept, warmupSeconds);
    const verdicts = [await cacheVerdict(ways[1]!.url, accept), await cacheVerdict(ways[2]!.url, accept)];
    const runs = new Map<Way, Array<Awaited<ReturnType<typeof run>>>>(ways.map((way) => [way, []]));
    const shares = new Map<Way, number[]>(ways.map((way) => [way, []]));
    const bareRuns: Array<Awaited<ReturnType<typeof run>>> = [];
    for (let block = 0; block < blocks; block += 1) {
      const before = await run(bare.url, [bare], accept);
      const measured = new Map<Way, LoadResult[]>(ways.map((way) => [way, []]));
      for (const way of [...ways, ...[...ways].reverse()]) {
        const result = await run(way.url, way.origins, accept);
        runs.get(way)!.push(result);
        measured.get(way)!.push(result);
      }
      const after = await run(bare.url, [bare], accept);
      bareRuns.push(before, after);
      const bareRate = mean([before, after].map((r) => r.requestsPerSecond));
      for (const way of ways) shares.get(way)!.push(ratio(mean(measured.get(way)!.map((r) => r.requestsPerSecond)), bareRate));
    }
    const bareRate = mean(bareRuns.map((r) => r.requestsPerSecond));
    ways.forEach((way, index) => {
      const wayRuns = runs.get(way)!;
      const share = median(shares.get(way)!);
      const failed = wayRuns.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      const cpu = median(wayRuns.map((r) => r.cpuPerRequest));
      rows.push({
        section: 'Proxy',
        measure: `GET ${label} ${way.name}, ratio to bare Koa`,
        value:
          `${percent(share)}${blocks > 1 ? ` (blocks: ${shares.get(way)!.map(percent).join(', ')})` : ''}; ` +
          `${formatRate(mean(wayRuns.map((r) => r.requestsPerSecond)))} vs ${formatRate(bareRate)}; ` +
          `p50 ${formatMs(median(wayRuns.map((r) => r.p50)))}, p99 ${formatMs(median(wayRuns.map((r) => r.p99)))}; ` +
          `origin CPU ${micros(cpu)}/req` +
          (index > 0 ? `; ${verdicts[index - 1]}` : '') +
          (failed > 0 ? `; ${failed} non-2xx/errors` : ''),
        goal: `≥ ${percent(GOALS.cachedGetRatio)} of bare Koa`,
        outcome: outcome(share >= GOALS.cachedGetRatio && failed === 0),
      });
    });
  }
  return rows;
}
