/**
 * The `delivery` section: POST /api/contact latency at 200 req/s with the
 * outbox (each lead commits its e-mail and webhook deliveries in its transaction) while the
 * in-process worker sends them to a loopback webhook receiver, the same load with the worker
 * off (the outbox writes alone), and the throughput of one `pnpm worker` process on MariaDB
 * draining a backlog to that receiver.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type BenchDatabase } from './database.ts';
import { postLeads } from './leads.ts';
import { REPO_ROOT } from './paths.ts';
import { startNodeServer } from './processes.ts';
import { GOALS, formatMs, outcome, type Row } from './report.ts';

const API_DIR = path.join(REPO_ROOT, 'services/api');
const SECRET = `bench_${randomBytes(16).toString('hex')}`;
/** The backlog one worker drains (each lead: one webhook and one .eml e-mail). */
const BACKLOG_LEADS = 2_000;
export const DELIVERY_GOAL_PER_SECOND = 200;

interface Receiver {
  url: string;
  count: number;
  first: number;
  last: number;
  close(): Promise<void>;
}

/** A loopback webhook receiver that answers 204 and notes the time of the first and last POST. */
async function startReceiver(): Promise<Receiver> {
  const state = { count: 0, first: 0, last: 0 };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const now = performance.now();
      if (state.count === 0) state.first = now;
      state.count += 1;
      state.last = now;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/hooks/bench`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  }) as Receiver;
}

async function pendingCount(database: BenchDatabase): Promise<number> {
  const [row] = await database.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM deliveries WHERE status <> 'delivered'");
  return Number(row?.n ?? 0);
}

async function apiServer(database: BenchDatabase, port: number, env: Record<string, string>, logDir: string, name: string) {
  return startNodeServer('src/main.ts', {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database.url,
      RATE_LIMIT_LEADS: '999999/60',
      FORM_CEILING: '999999/60',
      BODIES_PER_ADDRESS: '100000',
      INTEGRATION_KEYS: `bench:${Buffer.alloc(32, 7).toString('base64')}`,
      PROOF_OF_WORK_KEY: 'bench-proof-of-work-key-0123456789abcdef',
      ...env,
    },
    logFile: path.join(logDir, `${name}.log`),
    url: `http://127.0.0.1:${port}`,
    readyPath: '/api/health',
  });
}

export interface DeliveryBenchOptions {
  port: number;
  logDir: string;
  postSeconds: number;
  backlogLeads?: number;
}

export async function benchDelivery({ port, logDir, postSeconds, backlogLeads = BACKLOG_LEADS }: DeliveryBenchOptions): Promise<Row[]> {
  const rows: Row[] = [];
  const receiver = await startReceiver();
  const database = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'joognoo-bench-delivery-'));
  // The receiver listens on loopback, a private target (refused by default).
  const webhook = { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', DATA_DIR: dataDir };
  try {
    // 1. POST latency, worker off (the outbox rows only) and inline (sending as leads arrive).
    for (const worker of ['off', 'inline'] as const) {
      process.stderr.write(`bench: POST /api/contact at ${GOALS.postRatePerSecond} req/s, outbox, DELIVERY_WORKER=${worker}...\n`);
      const server = await apiServer(database, port, { ...webhook, DELIVERY_WORKER: worker }, logDir, `api-worker-${worker}`);
      try {
        await postLeads(server.url, { rate: 50, seconds: 2 }); // warm-up
        const result = await postLeads(server.url, { rate: GOALS.postRatePerSecond, seconds: postSeconds });
        rows.push({
          section: 'Delivery',
          measure: `POST /api/contact at ${GOALS.postRatePerSecond} req/s with the outbox, ${worker === 'inline' ? 'in-process worker sending webhooks and e-mails' : 'worker off (queue only)'} (${postSeconds} s)`,
          value: `p50 ${formatMs(result.p50)}, p99 ${formatMs(result.p99)}; ${result.total} answered, ${result.non2xx} non-2xx, ${result.errors} errors`,
          goal: `p99 < ${GOALS.postP99Ms} ms, all 2xx`,
          outcome: outcome(result.p99 < GOALS.postP99Ms && result.non2xx === 0 && result.errors === 0),
        });
      } finally {
        await server.stop();
      }
    }
    // Everything left is delivered by the next step's worker too; start from an empty queue.
    await database.query("UPDATE deliveries SET status = 'delivered' WHERE status = 'pending'");

    // 2. A backlog, then one `pnpm worker` process draining it.
    process.stderr.write(`bench: queueing ${backlogLeads} leads (${backlogLeads * 2} deliveries), then one worker drains them...\n`);
    const queueing = await apiServer(database, port, { ...webhook, DELIVERY_WORKER: 'off' }, logDir, 'api-queue');
    try {
      const result = await postLeads(queueing.url, { rate: 200, seconds: Math.ceil(backlogLeads / 200) });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`queueing the backlog: ${result.non2xx} non-2xx, ${result.errors} errors`);
    } finally {
      await queueing.stop();
    }
    const backlog = await pendingCount(database);
    receiver.first = 0;
    receiver.count = 0;
    const log = openSync(path.join(logDir, 'worker.log'), 'a');
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
      cwd: API_DIR,
      env: { ...process.env, NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1', DATABASE_URL: database.url, DATA_DIR: dataDir, INTEGRATION_KEYS: `bench:${Buffer.alloc(32, 7).toString('base64')}`, PROOF_OF_WORK_KEY: 'bench-proof-of-work-key-0123456789abcdef', DELIVERY_POLL_MS: '100', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const started = performance.now();
    let firstSend = 0;
    try {
      const deadline = Date.now() + 180_000;
      for (;;) {
        const left = await pendingCount(database);
        if (!firstSend && left < backlog) firstSend = performance.now();
        if (left === 0) break;
        if (Date.now() > deadline || worker.exitCode !== null) throw new Error(`the worker left ${left} of ${backlog} deliveries`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      worker.kill('SIGTERM');
    }
    const seconds = (performance.now() - (firstSend || started)) / 1000;
    const webhooks = receiver.count;
    const perSecond = backlog / seconds;
    rows.push({
      section: 'Delivery',
      measure: `one pnpm worker on MariaDB draining ${backlog} deliveries (${webhooks} webhooks to a loopback receiver, ${backlog - webhooks} .eml e-mails)`,
      value: `${Math.round(perSecond)} deliveries/s (${seconds.toFixed(1)} s; webhooks ${Math.round(webhooks / ((receiver.last - receiver.first) / 1000 || 1))}/s at the receiver)`,
      goal: `≥ ${DELIVERY_GOAL_PER_SECOND} deliveries/s`,
      outcome: outcome(perSecond >= DELIVERY_GOAL_PER_SECOND && webhooks === backlog / 2),
    });
    return rows;
  } finally {
    await receiver.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
