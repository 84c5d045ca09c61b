/**
 * Shared harness of the fault suite: the API as a real child process (killable with any
 * signal, restartable on the same port), a TCP proxy in front of MariaDB that can "cut" the
 * database without touching the shared server, and small polling helpers. Databases come
 * from `createTestDatabase('mariadb')` (test/helpers.ts): fresh, migrated, dropped after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { contactLead as validContactLead, TEST_INTEGRATION_KEY } from '../test/helpers.ts';

/** services/api: the child runs `src/main.ts` from here, exactly as `pnpm start` does. */
const API_DIR = fileURLToPath(new URL('../', import.meta.url));

/** A TCP port that was free a moment ago (bound to port 0, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `url` with another port (e.g. a database URL pointed at a proxy). */
export function withPort(url: string, port: number): string {
  const copy = new URL(url);
  copy.port = String(port);
  return copy.toString();
}

/** Polls `check` until it returns true (or a value other than false/undefined); throws after `timeoutMs`. */
export async function waitUntil<T>(
  description: string,
  check: () => Promise<T | false | undefined> | T | false | undefined,
  { timeoutMs = 30_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const result = await check();
      if (result !== false && result !== undefined) return result;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}${reason}`);
    }
    await sleep(intervalMs);
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiProcessOptions {
  /** mysql://... of the database the API uses (possibly through a TcpProxy). */
  databaseUrl: string;
  /** Defaults to a free port; restarts reuse it. */
  port?: number;
  /** Extra environment (overrides the defaults below). */
  env?: Record<string, string>;
  /** How long to wait for the first 200 from /api/health. */
  startTimeoutMs?: number;
  /** `src/worker-main.ts` runs a delivery worker (`pnpm worker`) instead of the server; ready when it logs `worker running`. */
  script?: 'src/main.ts' | 'src/worker-main.ts';
  /**
   * Another entry point than the API's `src/main.ts`, e.g. services/server's `src/main.ts`
   * (sites + API in one process), run the same way from `cwd`.
   */
  entry?: { cwd: string; script: string };
}

/**
 * The API as `node --import tsx src/main.ts` (one process: a signal reaches the server
 * itself, not a wrapper). Its stdout and stderr, across restarts, are kept in `output`.
 */
export class ApiProcess {
  readonly url: string;
  /** Everything the process (and its restarts) wrote to stdout and stderr. */
  output = '';
  private child: ChildProcess | undefined;
  private exitPromise: Promise<Exit> | undefined;
  /** DATA_DIR of the process (a temp directory unless env sets one): .eml files land here. */
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-fault-'));

  private constructor(
    readonly port: number,
    private readonly options: ApiProcessOptions,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Spawns the API and resolves once `/api/health` answers 200. */
  static async start(options: ApiProcessOptions): Promise<ApiProcess> {
    const api = new ApiProcess(options.port ?? (await freePort()), options);
    await api.spawnAndWait();
    return api;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Resolves when the current process exits. */
  get exited(): Promise<Exit> {
    if (!this.exitPromise) throw new Error('The API process was never started');
    return this.exitPromise;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends `signal` without waiting. */
  signal(signal: NodeJS.Signals): void {
    if (!this.child?.pid) throw new Error('The API process is not running');
    this.child.kill(signal);
  }

  /** Sends `signal` and waits for the exit. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<Exit> {
    if (!this.running) return this.exited;
    this.signal(signal);
    return this.exited;
  }

  /** Starts a new process on the same port (the previous one must have exited). */
  async restart(): Promise<void> {
    if (this.running) throw new Error('The API process is still running; kill it first');
    await this.spawnAndWait();
  }

  /** Kills the process if it still runs (for afterAll). */
  async stop(): Promise<void> {
    if (this.running) await this.kill('SIGKILL');
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async spawnAndWait(): Promise<void> {
    const { cwd, script } = this.options.entry ?? { cwd: API_DIR, script: this.options.script ?? 'src/main.ts' };
    const outputBefore = this.output.length;
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATABASE_URL: this.options.databaseUrl,
        // Load runs send hundreds of leads from one IP; the limit is not under test here.
        RATE_LIMIT_LEADS: '999999/60',
        FORM_CEILING: '999999/60',
        BODIES_PER_ADDRESS: '100000',
        INTEGRATION_KEYS: `test-1:${TEST_INTEGRATION_KEY}`,
        PROOF_OF_WORK_KEY: 'test-proof-of-work-key-0123456789abcdef',
        // The fault suites' webhook receivers listen on loopback.
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        DATA_DIR: this.dataDir,
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    this.exitPromise = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    let exitedEarly: Exit | undefined;
    void this.exitPromise.then((exit) => (exitedEarly = exit));
    await waitUntil(
      `the API on port ${this.port} to answer /api/health`,
      async () => {
        if (exitedEarly) throw new Error(`The API exited during start (${JSON.stringify(exitedEarly)}): ${this.output.slice(-2000)}`);
        if (script === 'src/worker-main.ts') return this.output.slice(outputBefore).includes('"msg":"worker running"');
        // Its own "listening" line first: a free port chosen earlier may have been taken by
        // another process meanwhile, whose /api/health must not pass for this one's.
        if (!this.output.slice(outputBefore).includes('"msg":"listening"')) return false;
        const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        return response.status === 200;
      },
      { timeoutMs: this.options.startTimeoutMs ?? 60_000, intervalMs: 100 },
    ).catch((error: unknown) => {
      if (this.running) child.kill('SIGKILL');
      throw exitedEarly ? new Error(`The API exited during start: ${this.output.slice(-2000)}`) : error;
    });
  }
}

/**
 * A TCP proxy to `target` (MariaDB). `cut()` closes the listener and destroys every open
 * connection, so the API sees resets and then connection refused, like a dead server;
 * `restore()` listens again on the same port.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }, port?: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(port ?? (await freePort()), target);
    await proxy.restore();
    return proxy;
  }

  /** The proxy for the server of a mysql:// URL. */
  static forUrl(databaseUrl: string): Promise<TcpProxy> {
    const url = new URL(databaseUrl);
    return TcpProxy.start({ host: url.hostname, port: url.port ? Number(url.port) : 3306 });
  }

  get listening(): boolean {
    return this.server?.listening ?? false;
  }

  async restore(): Promise<void> {
    if (this.server?.listening) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  }

  /** Stops listening and resets every connection; resolves once the listener is closed. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    await closed;
  }

  close(): Promise<void> {
    return this.cut();
  }
}

export interface TimedResponse {
  status: number;
  /** The body text ('' when the request failed). */
  text: string;
  headers: Headers;
  ms: number;
}

/** POSTs JSON and measures it; a socket error or timeout resolves with status 0 and `error`. */
export async function timedPost(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 15_000,
): Promise<TimedResponse & { error?: string }> {
  const start = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, text, headers: response.headers, ms: performance.now() - start };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, text: '', headers: new Headers(), ms: performance.now() - start, error: cause?.code ?? (error as Error).name };
  }
}

/** What a raw request got: the status (0 when there was no whole answer), the text, and the socket error if any. */
export interface RawAnswer {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
  error?: string;
}

/**
 * One request over node:http, for what fetch hides: the agent or local address, a body written
 * in pieces. `send` writes the body and ends the request. A socket error, or the `timeout` of
 * `options` passing, resolves as status 0 with the error's code.
 */
export function rawRequest(url: string, options: http.RequestOptions, send: (request: http.ClientRequest) => void): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const request = http.request(url, options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, text, headers: response.headers, error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, text: '', headers: {}, error: error.code ?? error.message }));
    request.on('timeout', () => request.destroy());
    send(request);
  });
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at a time; results in order. */
export async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** A valid contact-form body whose email (`lead-<id>@example.com`) identifies its row. */
export function contactLead(id: string): Record<string, unknown> {
  return { ...validContactLead(`lead-${id}@example.com`), message: `Fault-test lead ${id}.` };
}

/** A valid newsletter body whose email (`subscriber-<id>@example.com`) identifies its row. */
export function newsletterLead(id: string): Record<string, unknown> {
  return { email: `subscriber-${id}@example.com` };
}

/** The resident memory of a process, in bytes (Linux /proc). */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** A process's resident memory before a load and its peak during it. */
export interface ResidentPeak {
  before: number;
  peak: number;
}

/**
 * Samples `pid`'s resident memory every `everyMs` from now on; `stop()` ends the sampling and
 * takes one last sample, so a peak at the very end of the load is not missed.
 */
export function sampleResidentMemory(pid: number, everyMs = 5): { stop(): ResidentPeak } {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), everyMs);
  return {
    stop() {
      clearInterval(sampler);
      peak = Math.max(peak, residentBytes(pid));
      return { before, peak };
    },
  };
}

/** A stack frame ("at fn (file:line:col)") anywhere in `text`. */
export function findStackTrace(text: string): string | undefined {
  return /^.*\bat (?:.+ \()?(?:file:\/\/|\/|node:)[^\s)]+:\d+:\d+\)?.*$/m.exec(text)?.[0];
}

/** "value: count" per distinct value, e.g. "201: 40, 503: 12". */
export function countBy(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value}: ${count}`).join(', ');
}
