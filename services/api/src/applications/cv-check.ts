/**
 * The CV check off the event loop: a small pool of worker threads runs `inspectCv`, so a file
 * that takes long to read (the caps bound it to about a second of CPU) never stalls other
 * requests. Each check has a time budget: the worker stops itself when it runs out, and a
 * worker that has not answered shortly after is terminated. A worker that fails to start,
 * throws, runs out of memory, exits or is terminated gives the same answer as a file that
 * cannot be read (the CV is refused, never a 500 or a request left hanging); the next check
 * gets a new worker. Idle workers are unref'd: they never keep the process alive.
 */
import os from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { unreadableCv, type CvVerdict } from './cv.ts';
import { CV_TIME_BUDGET_MS } from './cv-limits.ts';
import type { CvJob, CvWorkerMessage } from './cv-worker.ts';

/** A CV as bytes in memory or as a file on disk (read by the worker). */
export type CvSource = Buffer | Uint8Array | { path: string };

export interface CvCheckerOptions {
  /** Worker threads at most (default: one per core but one, 1-2). */
  workers?: number;
  /** Time budget of one check, from when its worker is ready. */
  budgetMs?: number;
  /** How long past the budget a worker may take to answer before it is terminated. */
  graceMs?: number;
  /** How long a new worker may take to load. */
  startMs?: number;
  /** The worker's TypeScript module (tests swap in a misbehaving one). */
  entry?: URL;
  resourceLimits?: ResourceLimits;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  /** Runs when the worker reports it has loaded. */
  onReady?: () => void;
  /** Ends the job in progress (the worker died). */
  onDeath?: (reason: string) => void;
}

interface Pending {
  job: Omit<CvJob, 'id' | 'budgetMs'>;
  transfer: ArrayBuffer[];
  resolve: (verdict: CvVerdict) => void;
}

const WORKER_ENTRY = new URL('./cv-worker.ts', import.meta.url);
const BOOTSTRAP = new URL('./cv-worker.mjs', import.meta.url);

export class CvChecker {
  private readonly size: number;
  private readonly budgetMs: number;
  private readonly graceMs: number;
  private readonly startMs: number;
  private readonly workers = new Set<PoolWorker>();
  private readonly idle: PoolWorker[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(private readonly options: CvCheckerOptions = {}) {
    this.size = options.workers ?? Math.max(1, Math.min(2, os.availableParallelism() - 1));
    this.budgetMs = options.budgetMs ?? CV_TIME_BUDGET_MS;
    this.graceMs = options.graceMs ?? 1_000;
    this.startMs = options.startMs ?? 30_000;
  }

  /** The verdict on a CV; never rejects. */
  check(source: CvSource, filename = ''): Promise<CvVerdict> {
    return new Promise((resolve) => {
      if ('path' in source) {
        this.queue.push({ job: { path: source.path, filename }, transfer: [], resolve });
      } else {
        // A copy of its own, moved to the worker: the caller keeps (and stores) the original.
        const bytes = new Uint8Array(source);
        this.queue.push({ job: { bytes, filename }, transfer: [bytes.buffer], resolve });
      }
      this.pump();
    });
  }

  /** Terminates every worker (queued checks get a new one). */
  async close(): Promise<void> {
    const workers = [...this.workers];
    this.workers.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((entry) => entry.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const entry = this.idle.pop() ?? (this.workers.size < this.size ? this.spawn() : undefined);
      if (!entry) return;
      this.run(entry, this.queue.shift()!);
    }
  }

  private spawn(): PoolWorker {
    const worker = new Worker(BOOTSTRAP, {
      workerData: { entry: (this.options.entry ?? WORKER_ENTRY).href },
      resourceLimits: this.options.resourceLimits ?? { maxOldGenerationSizeMb: 384 },
      // The process's own flags (tsx's loader among them), less those a worker refuses.
      execArgv: process.execArgv.filter((flag) => !/^--(input-type|eval|print)\b|^-[ep]$/.test(flag)),
    });
    const entry: PoolWorker = { worker, ready: false };
    this.workers.add(entry);
    const die = (reason: string) => {
      this.forget(entry);
      entry.onDeath?.(reason);
    };
    worker.on('message', (message: CvWorkerMessage) => {
      if ('ready' in message && !entry.ready) {
        entry.ready = true;
        entry.onReady?.();
      }
    });
    worker.on('error', (error: Error & { code?: string }) => die(`worker error: ${error.code ?? error.name}`));
    worker.on('exit', (code) => die(`worker exited with code ${code}`));
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    return entry;
  }

  private forget(entry: PoolWorker): void {
    this.workers.delete(entry);
    const index = this.idle.indexOf(entry);
    if (index !== -1) this.idle.splice(index, 1);
  }

  private run(entry: PoolWorker, pending: Pending): void {
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (verdict: CvVerdict, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      entry.worker.off('message', onMessage);
      entry.onReady = undefined;
      entry.onDeath = undefined;
      if (healthy) {
        this.idle.push(entry);
      } else {
        this.forget(entry);
        void entry.worker.terminate();
      }
      pending.resolve(verdict);
      this.pump();
    };
    const onMessage = (message: CvWorkerMessage) => {
      if ('id' in message && message.id === id) finish(message.verdict, true);
    };
    entry.worker.on('message', onMessage);
    entry.worker.unref();
    entry.onDeath = (reason) => finish(unreadableCv(reason), false);
    const start = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(unreadableCv('time budget'), false), this.budgetMs + this.graceMs);
      entry.worker.postMessage({ ...pending.job, id, budgetMs: this.budgetMs } satisfies CvJob, pending.transfer);
    };
    if (entry.ready) {
      start();
    } else {
      entry.onReady = start;
      timer = setTimeout(() => finish(unreadableCv('worker did not start'), false), this.startMs);
    }
  }
}

let shared: CvChecker | undefined;

/** The verdict on a CV from the process's shared pool of CV workers. */
export function checkCv(source: CvSource, filename = ''): Promise<CvVerdict> {
  shared ??= new CvChecker();
  return shared.check(source, filename);
}
