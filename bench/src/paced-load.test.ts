import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad, percentile, schedule } from './paced-load.ts';

describe('schedule', () => {
  it('spaces the requests evenly over the run: 200/s is one every 5 ms, never a burst', () => {
    const due = schedule(200, 2);
    expect(due).toHaveLength(400);
    expect(due.slice(0, 3)).toEqual([0, 5, 10]);
    expect(due.at(-1)).toBe(1995);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('pacedLoad', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function listen(handler: http.RequestListener): Promise<string> {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('sends at the rate, one at a time as they fall due, with their bodies, and counts non-2xx answers', async () => {
    const arrivals: number[] = [];
    const bodies: string[] = [];
    const url = await listen((req, res) => {
      arrivals.push(performance.now());
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push(body);
        res.statusCode = body === '"3"' ? 500 : 201;
        res.end();
      });
    });
    const result = await pacedLoad({
      url,
      rate: 50,
      seconds: 0.5,
      request: (sequence) => ({ method: 'POST', path: '/x', headers: { 'content-type': 'application/json' }, body: JSON.stringify(String(sequence)) }),
    });
    expect(result.total).toBe(25);
    expect(result.non2xx).toBe(1);
    expect(result.errors).toBe(0);
    expect(bodies.sort()).toEqual(Array.from({ length: 25 }, (_, i) => JSON.stringify(String(i))).sort());
    // 25 requests 20 ms apart take about half a second: not sent in one burst.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(400);
  });

  it('counts a slow answer from when its request was due', async () => {
    const url = await listen((_req, res) => setTimeout(() => res.end('ok'), 60));
    const result = await pacedLoad({ url, rate: 20, seconds: 0.2, request: () => ({ method: 'GET', path: '/', headers: {} }) });
    expect(result.total).toBe(4);
    expect(result.p50).toBeGreaterThanOrEqual(59);
    expect(result.p99).toBeLessThan(1000);
  });
});
