/**
 * The CV check's worker thread (started by `cv-check.ts` through `cv-worker.mjs`): answers
 * each job with `inspectCv`'s verdict, within the job's time budget. A file is read here when
 * the job names a path, so a large upload never passes through the event loop.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { APPLICATION_CV_MAX_BYTES, APPLICATION_MESSAGES } from '@joognoo/schemas';
import { inspectCv, unreadableCv, type CvVerdict } from './cv.ts';
import { CvBudget } from './cv-limits.ts';

export interface CvJob {
  id: number;
  /** The CV's bytes (transferred), or… */
  bytes?: Uint8Array;
  /** …the file that holds them. */
  path?: string;
  filename: string;
  budgetMs: number;
}

export type CvWorkerMessage = { ready: true } | { id: number; verdict: CvVerdict };

function judge(job: CvJob): CvVerdict {
  const deadline = performance.now() + job.budgetMs;
  let bytes: Buffer;
  if (job.path !== undefined) {
    if (fs.statSync(job.path).size > APPLICATION_CV_MAX_BYTES) return { ok: false, message: APPLICATION_MESSAGES.cvTooLarge };
    bytes = fs.readFileSync(job.path);
  } else {
    const view = job.bytes ?? new Uint8Array(0);
    bytes = Buffer.from(view.buffer, view.byteOffset, view.byteLength);
  }
  return inspectCv(bytes, job.filename, new CvBudget(deadline));
}

/** The niceness of the check's thread: the event loop's thread wins the CPU when both want it. */
export const CV_WORKER_NICE = 10;

/** Lowers this thread's priority (Linux keeps a niceness per thread); elsewhere it stays as it is. */
function yieldToEventLoop(): void {
  try {
    const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread) && thread > 0) os.setPriority(thread, CV_WORKER_NICE);
  } catch {
    // Not Linux, or not permitted: the check still runs, at normal priority.
  }
}

yieldToEventLoop();
const port = parentPort!;
port.on('message', (job: CvJob) => {
  let verdict: CvVerdict;
  try {
    verdict = judge(job);
  } catch (error) {
    verdict = unreadableCv(`worker: ${(error as { code?: string }).code ?? (error as Error).name}`);
  }
  port.postMessage({ id: job.id, verdict } satisfies CvWorkerMessage);
});
port.postMessage({ ready: true } satisfies CvWorkerMessage);
