import autocannon, { type Options } from 'autocannon';

/** What every browser sends; the server gzips for it (bare Koa ignores it). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** One autocannon run on loopback (HTTP/1.1 keep-alive, no pipelining). */
export async function load(options: Options): Promise<LoadResult> {
  const result = await autocannon({ timeout: 10, ...options });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
