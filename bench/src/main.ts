/**
 * `pnpm bench`: every figure measured side by side in one run on this
 * machine, printed as one markdown table and written to bench/RESULTS.md.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx, type RunningNginx } from '@joognoo/deploy/nginx';
import { benchApi } from './api.ts';
import { parseArgs, type BenchOptions } from './args.ts';
import { createDatabase, type BenchDatabase } from './database.ts';
import { benchDelivery } from './delivery.ts';
import { benchEmbed } from './embed.ts';
import { benchLighthouse } from './lighthouse.ts';
import { REPO_ROOT, RESULTS_PATH, WEB_DIR } from './paths.ts';
import { run, startNodeServer, type ChildServer } from './processes.ts';
import { failures, markdownTable, type Row } from './report.ts';
import { generatedSection, mergeResults } from './results-file.ts';
import { benchProxy } from './proxy.ts';
import { benchSsr } from './ssr.ts';
import { benchCachedPages } from './pages.ts';

/** This helper's ports (BENCH_PORT moves all seven). */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4451);
const PORTS = {
  real: BASE_PORT,
  bare: BASE_PORT + 1,
  chrome: BASE_PORT + 2,
  delivery: BASE_PORT + 3,
  /** The second site process, and nginx in front of one and of two (section proxy). */
  second: BASE_PORT + 4,
  nginxOne: BASE_PORT + 5,
  nginxTwo: BASE_PORT + 6,
};
const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR ?? 'build-bench';

function durations({ quick }: BenchOptions) {
  return quick
    ? { apiSeconds: 2, apiBlocks: 1, warmupSeconds: 1, ssrSeconds: 3, postSeconds: 5, lighthouseRuns: 1 }
    : { apiSeconds: 3, apiBlocks: 3, warmupSeconds: 2, ssrSeconds: 8, postSeconds: 10, lighthouseRuns: 5 };
}

function ensureWebBuild(rebuild: boolean): void {
  if (!rebuild && existsSync(path.join(WEB_DIR, WEB_BUILD_DIR, 'server/index.js'))) return;
  run(`web build into sites/web/${WEB_BUILD_DIR}`, 'pnpm', ['exec', 'react-router', 'build'], {
    cwd: WEB_DIR,
    env: { ...process.env, WEB_BUILD_DIR },
  });
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Real slugs from the seeded content, for the detail pages. */
async function slugs(realUrl: string) {
  const [product] = await json<Array<{ slug: string }>>(`${realUrl}/api/products`);
  const [post] = await json<Array<{ slug: string }>>(`${realUrl}/api/blog/posts/recent?limit=1`);
  if (!product || !post) throw new Error('The seeded database has no product or no blog post');
  return { product: product.slug, post: post.slug };
}

/**
 * Runs one section into `rows`. A section that fails becomes a FAIL row with its reason,
 * and the others still run: one flaky tool does not throw away ten minutes of figures.
 */
async function section(name: string, rows: Row[], measureSection: () => Promise<Row[]>): Promise<void> {
  try {
    rows.push(...(await measureSection()));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`bench: the ${name} section failed: ${reason}\n`);
    rows.push({ section: name, measure: 'the section did not complete', value: reason.split('\n')[0]!, goal: 'completes', outcome: 'FAIL' });
  }
}

async function measure(options: BenchOptions, logDir: string): Promise<{ rows: Row[]; notes: string[] }> {
  const { sections } = options;
  const time = durations(options);
  const rows: Row[] = [];
  const notes: string[] = [];
  if (sections.has('api') || sections.has('proxy') || sections.has('ssr') || sections.has('lighthouse')) {
    ensureWebBuild(options.rebuild);
    let database: BenchDatabase | undefined;
    const servers: ChildServer[] = [];
    try {
      database = await createDatabase();
      process.stderr.write(`bench: database ${database.name}, logs in ${logDir}\n`);
      const integrationKeys = `bench:${randomBytes(32).toString('base64')}`;
      /** A site process (`sites/web/server.ts`) on `port`; every one shares the database. */
      const startSite = (port: number, name: string) =>
        startNodeServer('server.ts', {
          cwd: WEB_DIR,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            SITE_URL: `http://127.0.0.1:${PORTS.real}`,
            DATABASE_URL: database!.url,
            // The lead e-mails of the POST runs become .eml files here (no SMTP_URL), not in data/.
            DATA_DIR: path.join(logDir, 'data'),
            WEB_BUILD_DIR,
            // Thousands of leads from one address in seconds: the per-IP limit would refuse them.
            RATE_LIMIT_LEADS: '999999/60',
            FORM_CEILING: '999999/60',
            BODIES_PER_ADDRESS: '100000',
            INTEGRATION_KEYS: integrationKeys,
            PROOF_OF_WORK_KEY: 'bench-proof-of-work-key-0123456789abcdef',
            // Behind nginx on this machine: its X-Forwarded-For names the client.
            TRUST_PROXY: 'loopback',
          },
          logFile: path.join(logDir, `${name}.log`),
          url: `http://127.0.0.1:${port}`,
          readyPath: '/api/health',
        });
      const real = await startSite(PORTS.real, 'server');
      servers.push(real);
      const { product, post } = await slugs(real.url);
      const startBare = () =>
        startNodeServer(path.join(REPO_ROOT, 'bench/src/bare-koa.ts'), {
          cwd: path.join(REPO_ROOT, 'bench'),
          env: { ...process.env, NODE_ENV: 'production', PORT: String(PORTS.bare) },
          logFile: path.join(logDir, 'bare-koa.log'),
          url: `http://127.0.0.1:${PORTS.bare}`,
          readyPath: '/',
        });
      if (sections.has('proxy')) {
        await section('proxy', rows, async () => {
          const nginxes: RunningNginx[] = [];
          const second = await startSite(PORTS.second, 'server-2');
          servers.push(second);
          const bare = await startBare();
          try {
            const nginxOne = await startNginx({ listen: `127.0.0.1:${PORTS.nginxOne}`, upstreams: [`127.0.0.1:${PORTS.real}`] });
            nginxes.push(nginxOne);
            const nginxTwo = await startNginx({ listen: `127.0.0.1:${PORTS.nginxTwo}`, upstreams: [`127.0.0.1:${PORTS.real}`, `127.0.0.1:${PORTS.second}`] });
            nginxes.push(nginxTwo);
            return await benchProxy({
              bare,
              processes: [real, second],
              nginxOne,
              nginxTwo,
              targets: [
                { label: '/ (page)', path: '/', accept: 'text/html' },
                { label: '/api/products (cached)', path: '/api/products', accept: 'application/json' },
                // A file nginx itself caches (the origin says max-age): what a cacheable page becomes.
                { label: '/embed/v1/loader.js (file)', path: '/embed/v1/loader.js', accept: '*/*' },
              ],
              durationSeconds: time.apiSeconds,
              warmupSeconds: time.warmupSeconds,
              connections: 50,
              blocks: time.apiBlocks,
            });
          } finally {
            for (const nginx of nginxes) await nginx.stop();
            await bare.stop();
            await second.stop(); // idle from here on: keep the machine for the next sections
          }
        });
      }
      if (sections.has('api')) {
        await section('api', rows, async () => {
          const bare = await startBare();
          servers.push(bare);
          try {
            return await benchApi({
              real,
              bare,
              database: database!,
              durationSeconds: time.apiSeconds,
              blocks: time.apiBlocks,
              postSeconds: time.postSeconds,
              warmupSeconds: time.warmupSeconds,
              connections: 50,
            });
          } finally {
            await bare.stop(); // idle from here on: keep the machine for the next sections
          }
        });
      }
      if (sections.has('ssr')) {
        const pages = [
          { label: '/', path: '/' },
          { label: '/blog', path: '/blog' },
          { label: '/blog/{slug}', path: `/blog/${post}` },
          { label: '/case-studies', path: '/case-studies' },
        ];
        await section('ssr', rows, () =>
          benchSsr({ realUrl: real.url, pages, durationSeconds: time.ssrSeconds, warmupSeconds: time.warmupSeconds }),
        );
        await section('pages', rows, () =>
          benchCachedPages({
            real,
            barePort: PORTS.bare,
            logDir,
            pages: pages.slice(0, 2),
            durationSeconds: time.apiSeconds,
            warmupSeconds: time.warmupSeconds,
            blocks: time.apiBlocks,
          }),
        );
      }
      if (sections.has('lighthouse')) {
        const pages = [
          { label: '/', path: '/' },
          { label: '/products/{slug}', path: `/products/${product}` },
          { label: '/blog/{slug}', path: `/blog/${post}` },
          { label: '/careers', path: '/careers' },
        ];
        await section('lighthouse', rows, async () => {
          const lighthouse = await benchLighthouse({ realUrl: real.url, pages, runs: time.lighthouseRuns, chromePort: PORTS.chrome });
          notes.push(
            `Lighthouse ${time.lighthouseRuns > 1 ? `scores are the median of ${time.lighthouseRuns} runs per page` : 'ran once per page (--quick)'}, Chromium headless, mobile preset with simulated throttling; on a loaded machine performance varies by several points between runs.`,
            ...lighthouse.notes,
          );
          return lighthouse.rows;
        });
      }
    } finally {
      for (const server of servers.reverse()) await server.stop();
      await database?.drop();
    }
  }
  if (sections.has('embed')) await section('embed', rows, benchEmbed);
  if (sections.has('delivery')) {
    await section('delivery', rows, () => benchDelivery({ port: PORTS.delivery, logDir, postSeconds: time.postSeconds, backlogLeads: options.quick ? 500 : 2_000 }));
  }
  return { rows, notes };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'joognoo-bench-'));
  const { rows, notes } = await measure(options, logDir);
  const loadAtEnd = os.loadavg();
  const table = markdownTable(rows);
  process.stdout.write(`\n${table}\n${notes.map((note) => `\n- ${note}`).join('')}\n`);
  const missed = failures(rows);
  process.stdout.write(missed.length === 0 ? '\nEvery goal met.\n' : `\n${missed.length} goal(s) not met.\n`);
  if (options.write) {
    const info = {
      date: startedAt.toISOString(),
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: os.availableParallelism(),
      memoryGiB: os.totalmem() / 1024 ** 3,
      node: process.version,
      loadAtStart,
      loadAtEnd,
      command: `pnpm bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).filter((arg) => arg !== '--').join(' ')}` : ''}`,
      durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    };
    const existing = existsSync(RESULTS_PATH) ? readFileSync(RESULTS_PATH, 'utf8') : undefined;
    writeFileSync(RESULTS_PATH, mergeResults(existing, generatedSection(info, table, notes)));
    process.stdout.write(`Written to ${path.relative(process.cwd(), RESULTS_PATH) || RESULTS_PATH}.\n`);
  }
  rmSync(logDir, { recursive: true, force: true });
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
