import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersionClock } from '../content/version-clock.ts';
import { responseCache } from './response-cache.ts';

describe('responseCache under a burst of concurrent misses', () => {
  let server: http.Server;
  let base: string;
  let builds = 0;

  beforeAll(async () => {
    const app = new Koa();
    app.use(responseCache(contentVersionClock({ get: async () => 1 })));
    app.use(async (ctx) => {
      builds += 1;
      // A database read that takes a while: requests arriving meanwhile overlap it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (ctx.path === '/api/products/missing') {
        ctx.status = 404;
        ctx.body = { error: 'Not found' };
        return;
      }
      ctx.body = [{ path: ctx.path, build: builds }];
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('builds the answer once and gives every caller the same bytes and ETag', async () => {
    const before = builds;
    const responses = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/api/products`)));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(builds - before).toBe(1);
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify([{ path: '/api/products', build: before + 1 }])]));
    expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
  });

  it('lets every caller build its own answer when the shared one is an error (errors are never cached)', async () => {
    const before = builds;
    const statuses = await Promise.all(Array.from({ length: 4 }, async () => (await fetch(`${base}/api/products/missing`)).status));
    expect(statuses).toEqual([404, 404, 404, 404]);
    expect(builds - before).toBe(4);
  });
});
