import http from 'node:http';
import type { LoadResult } from './load.ts';

/**
 * Open-loop load at a fixed rate: request i is due at `i * 1000 / rate` ms, sent then
 * whatever earlier answers do, and its latency is counted from that due time (so a slow
 * answer that delays the client's next sends still counts against the server: no
 * coordinated omission).
 *
 * Why not autocannon's `overallRate`: it gives each connection its share per second and
 * lets it send that share back to back as the second starts (20 connections at 200/s send
 * 200 requests in the first few milliseconds of every second, then wait), and its
 * coordinated-omission correction takes `Math.ceil(1 / rate)` (1 ms for any rate above 1/s)
 * as the expected interval, adding a synthetic sample for every millisecond of every
 * answer. Its p99 then measures a burst queue and that correction, not 200 requests/s.
 */
export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedLoadOptions {
  url: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** The request to send as number `sequence` (0, 1, ...). */
  request: (sequence: number) => PacedRequest;
  /** Keep-alive connections at most (a burst beyond it queues in the client, and counts). */
  maxSockets?: number;
  /** An answer slower than this is an error. */
  timeoutMs?: number;
}

/** The due time of each request, in ms from the start: evenly spaced at `rate` per second. */
export function schedule(rate: number, seconds: number): number[] {
  const count = Math.round(rate * seconds);
  return Array.from({ length: count }, (_, i) => (i * 1000) / rate);
}

/** The value below which `share` of the samples fall (nearest rank); NaN when empty. */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1]!;
}

function send(agent: http.Agent, base: URL, request: PacedRequest, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
    const req = http.request({ agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(request.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function pacedLoad({ url, rate, seconds, request, maxSockets = 64, timeoutMs = 10_000 }: PacedLoadOptions): Promise<LoadResult> {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const due = schedule(rate, seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight: Array<Promise<void>> = [];
  const start = performance.now();
  for (let i = 0; i < due.length; i += 1) {
    const wait = start + due[i]! - performance.now();
    if (wait > 1) await sleep(wait);
    const dueAt = start + due[i]!;
    inFlight.push(
      send(agent, base, request(i), timeoutMs).then(
        (status) => {
          latencies.push(performance.now() - dueAt);
          if (status < 200 || status > 299) non2xx += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    total: latencies.length,
    non2xx,
    errors,
  };
}
