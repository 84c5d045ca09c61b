import type { BenchDatabase } from './database.ts';
import { BROWSER_ACCEPT_ENCODING, load, type LoadResult } from './load.ts';
import { newRun, postLeads } from './leads.ts';
import type { ChildServer } from './processes.ts';
import { GOALS, formatMs, formatRate, median, outcome, percent, ratio, type Row } from './report.ts';

/** The cached content GETs, and the edit that changes each one's content. */
const CACHED_GETS = [
  { path: '/api/products', change: "UPDATE products SET tagline = CONCAT(tagline, ' (bench)')" },
  { path: '/api/blog/posts/recent?limit=15', change: "UPDATE blog_posts SET title = CONCAT(title, ' (bench)')" },
  // The widgets' list shape: the same posts without their HTML content.
  { path: '/api/blog/posts/recent?limit=15&fields=summary', change: "UPDATE blog_posts SET excerpt = CONCAT(excerpt, ' (bench)')" },
  { path: '/api/case-studies', change: "UPDATE case_studies SET title = CONCAT(title, ' (bench)')" },
] as const;

/** The API's Cache-Control for public content (services/api/src/middleware/response-cache.ts). */
const EXPECTED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';
/** The response cache reads the content version at most once a second. */
const VERSION_CHECK_WAIT_MS = 1_100;

export interface ApiBenchOptions {
  real: ChildServer;
  bare: ChildServer;
  database: BenchDatabase;
  /** Seconds per measured run. */
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** ABBA blocks per endpoint. */
  blocks: number;
  /** Seconds of POST /api/contact at the fixed rate. */
  postSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Each cached GET against bare Koa in blocks of bare, endpoint, endpoint, bare (ABBA), so
 * a load change on the machine during a block weighs on both sides alike; the ratio is the
 * median of the blocks' ratios, so one burst of another process's work does not decide it.
 */
async function throughputRows(options: ApiBenchOptions): Promise<Row[]> {
  const { real, bare, durationSeconds, warmupSeconds, connections, blocks } = options;
  /** One run, with the server's own CPU time per request (the client's cost left out). */
  const run = async (server: ChildServer, url: string, seconds = durationSeconds): Promise<LoadResult & { cpuPerRequest: number }> => {
    const cpuBefore = server.cpuSeconds();
    const result = await load({ url, connections, duration: seconds, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    return { ...result, cpuPerRequest: (server.cpuSeconds() - cpuBefore) / Math.max(result.total, 1) };
  };
  await run(bare, bare.url, warmupSeconds);
  for (const { path } of CACHED_GETS) await run(real, real.url + path, warmupSeconds);

  const allBareRuns: Array<Awaited<ReturnType<typeof run>>> = [];
  const rows: Row[] = [];
  const micros = (seconds: number) => `${Math.round(seconds * 1e6)} µs`;
  for (const { path } of CACHED_GETS) {
    const bareRuns: typeof allBareRuns = [];
    const endpointRuns: typeof allBareRuns = [];
    const shares: number[] = [];
    for (let block = 0; block < blocks; block += 1) {
      const before = await run(bare, bare.url);
      const endpoint = [await run(real, real.url + path), await run(real, real.url + path)];
      const after = await run(bare, bare.url);
      bareRuns.push(before, after);
      endpointRuns.push(...endpoint);
      shares.push(ratio(mean(endpoint.map((r) => r.requestsPerSecond)), mean([before, after].map((r) => r.requestsPerSecond))));
    }
    allBareRuns.push(...bareRuns);
    const share = median(shares);
    const failed = endpointRuns.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    const endpointCpu = median(endpointRuns.map((r) => r.cpuPerRequest));
    const bareCpu = median(bareRuns.map((r) => r.cpuPerRequest));
    rows.push({
      section: 'API',
      measure: `GET ${path} (cached), ratio to bare Koa`,
      value:
        `${percent(share)}${blocks > 1 ? ` (blocks: ${shares.map(percent).join(', ')})` : ''}; ` +
        `${formatRate(mean(endpointRuns.map((r) => r.requestsPerSecond)))} vs ${formatRate(mean(bareRuns.map((r) => r.requestsPerSecond)))}; ` +
        `p50 ${formatMs(median(endpointRuns.map((r) => r.p50)))}, p99 ${formatMs(median(endpointRuns.map((r) => r.p99)))}; ` +
        `server CPU ${micros(endpointCpu)}/req vs ${micros(bareCpu)} (${percent(ratio(bareCpu, endpointCpu))})` +
        (failed > 0 ? `; ${failed} non-2xx/errors` : ''),
      goal: `≥ ${percent(GOALS.cachedGetRatio)} of bare Koa`,
      outcome: outcome(share >= GOALS.cachedGetRatio && failed === 0),
    });
  }
  rows.unshift({
    section: 'API',
    measure: `bare Koa hello-world (-c ${connections}, ${durationSeconds} s runs, ${blocks} ABBA block(s) per endpoint)`,
    value:
      `${formatRate(mean(allBareRuns.map((r) => r.requestsPerSecond)))}; p50 ${formatMs(median(allBareRuns.map((r) => r.p50)))}, ` +
      `p99 ${formatMs(median(allBareRuns.map((r) => r.p99)))}; server CPU ${micros(median(allBareRuns.map((r) => r.cpuPerRequest)))}/req`,
    goal: '',
    outcome: '',
  });
  return rows;
}

/**
 * What a browser and a CDN rely on: a strong ETag, the revalidating Cache-Control, 304 for
 * a matching If-None-Match, and, after the content changes, a new ETag (the old one then
 * gets the new 200 body, not a 304).
 */
async function cacheCorrectnessRows({ real: { url: realUrl }, database }: ApiBenchOptions): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { path, change } of CACHED_GETS) {
    const problems: string[] = [];
    const first = await fetch(realUrl + path);
    const body = await first.text();
    const etag = first.headers.get('etag');
    if (first.status !== 200) problems.push(`status ${first.status}`);
    if (!etag || !/^"[^"]+"$/.test(etag)) problems.push(`ETag ${etag ?? 'missing'}`);
    if (first.headers.get('cache-control') !== EXPECTED_CACHE_CONTROL) problems.push(`Cache-Control ${first.headers.get('cache-control') ?? 'missing'}`);
    const conditional = await fetch(realUrl + path, { headers: { 'If-None-Match': etag ?? '' } });
    if (conditional.status !== 304 || (await conditional.text()) !== '') problems.push(`If-None-Match got ${conditional.status}`);

    await database.changeContent(change);
    await sleep(VERSION_CHECK_WAIT_MS);
    const changed = await fetch(realUrl + path, { headers: { 'If-None-Match': etag ?? '' } });
    const changedBody = await changed.text();
    const newEtag = changed.headers.get('etag');
    if (changed.status !== 200) problems.push(`after a content change the old ETag got ${changed.status}`);
    if (!newEtag || newEtag === etag) problems.push('the ETag did not change with the content');
    if (changedBody === body || !changedBody.includes('(bench)')) problems.push('the body did not change with the content');
    const again = await fetch(realUrl + path, { headers: { 'If-None-Match': newEtag ?? '' } });
    if (again.status !== 304) problems.push(`the new ETag got ${again.status}`);

    rows.push({
      section: 'API',
      measure: `HTTP cache of GET ${path}`,
      value: problems.length === 0 ? 'strong ETag, Cache-Control, 304, new ETag after a content edit: all correct' : problems.join('; '),
      goal: 'ETag/304 correct, invalidates on change',
      outcome: outcome(problems.length === 0),
    });
  }
  return rows;
}

/** POST /api/contact at a fixed rate (open loop, `postLeads`), every request a distinct valid lead (its own email). */
async function contactRow({ real: { url: realUrl }, database, postSeconds: seconds, warmupSeconds }: ApiBenchOptions): Promise<Row> {
  // The first leads of a process pay for its warm-up (JIT, the pool's connections): not measured.
  await postLeads(realUrl, { rate: GOALS.postRatePerSecond, seconds: warmupSeconds });
  const run = newRun();
  const result = await postLeads(realUrl, { rate: GOALS.postRatePerSecond, seconds, run });
  const [count] = await database.query<{ stored: number | string }>('SELECT COUNT(*) AS stored FROM contact_requests WHERE email LIKE ?', [
    `bench-${run}-%`,
  ]);
  const stored = Number(count?.stored ?? 0);
  const accepted = result.total - result.non2xx;
  // A lead still in flight when the run ends is stored without being counted as answered.
  const allStored = accepted > 0 && stored >= accepted && stored <= accepted + result.errors + 20;
  return {
    section: 'API',
    measure: `POST /api/contact at ${GOALS.postRatePerSecond} req/s, distinct leads (${seconds} s)`,
    value:
      `p50 ${formatMs(result.p50)}, p99 ${formatMs(result.p99)}; ${formatRate(result.requestsPerSecond)}, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors, ${stored} leads stored for ${accepted} answered`,
    goal: `p99 < ${GOALS.postP99Ms} ms, all 2xx and stored`,
    outcome: outcome(result.p99 < GOALS.postP99Ms && result.non2xx === 0 && result.errors === 0 && allStored),
  };
}

export async function benchApi(options: ApiBenchOptions): Promise<Row[]> {
  process.stderr.write('bench: API throughput (bare Koa / endpoint / endpoint / bare Koa)...\n');
  const rows = await throughputRows(options);
  process.stderr.write('bench: POST /api/contact at a fixed rate...\n');
  rows.push(await contactRow(options));
  process.stderr.write('bench: HTTP cache correctness...\n');
  rows.push(...(await cacheCorrectnessRows(options)));
  return rows;
}
