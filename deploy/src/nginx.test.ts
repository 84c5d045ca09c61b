/**
 * The configuration run by Debian's nginx in front of two small origins (plain Node HTTP
 * servers that say what they got): what a client sees through it.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxConfig, startNginx, type RunningNginx } from './nginx.ts';

interface Origin {
  name: string;
  port: number;
  server: http.Server;
  /** Requests it received: method, URL, the headers nginx set. */
  seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }>;
}

/** A TCP port that was free a moment ago. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startOrigin(name: string): Promise<Origin> {
  const origin: Origin = { name, port: 0, server: http.createServer(), seen: [] };
  origin.server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    origin.seen.push({ method: request.method!, url: request.url!, headers: request.headers });
    request.resume();
    request.on('end', () => {
      const url = new URL(request.url!, 'http://origin');
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-origin': name };
      const cacheControl = url.searchParams.get('cc');
      if (cacheControl) headers['cache-control'] = cacheControl;
      if (url.searchParams.has('cookie')) headers['set-cookie'] = 'joognoo_auth=abc; HttpOnly';
      response.writeHead(200, headers);
      response.end(JSON.stringify({ origin: name, method: request.method, n: origin.seen.length }));
    });
  });
  await new Promise<void>((resolve) => origin.server.listen(0, '127.0.0.1', resolve));
  origin.port = (origin.server.address() as net.AddressInfo).port;
  return origin;
}

async function get(nginx: RunningNginx, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(nginx.url + path, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { origin: string; method: string; n: number } };
}

describe('deploy/nginx.conf.template', () => {
  it('renders every value, lists each process, and refuses a value that would break its line', () => {
    const text = renderNginxConfig({ listen: 8080, upstreams: ['127.0.0.1:3001', '10.0.0.2:3000'], prefix: '/var/lib/joognoo-nginx' });
    expect(text).not.toMatch(/\{\{/);
    expect(text).toContain('    server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;\n    server 10.0.0.2:3000 max_fails=1 fail_timeout=5s;');
    expect(text).toContain('listen 8080;');
    expect(text).toContain('proxy_next_upstream_tries 2;');
    expect(() => renderNginxConfig({ listen: 8080, upstreams: [], prefix: '/tmp/x' })).toThrow('At least one upstream process (host:port) is needed');
    expect(() => renderNginxConfig({ listen: 8080, upstreams: ['a:1; evil'], prefix: '/tmp/x' })).toThrow('An upstream must be host:port');
    expect(() => renderNginxConfig({ listen: 8080, upstreams: ['a:1'], prefix: '/tmp/x; evil' })).toThrow('prefix must be a plain path');
  });

  describe('run by nginx in front of two origins', () => {
    let a: Origin;
    let b: Origin;
    let nginx: RunningNginx;

    beforeAll(async () => {
      a = await startOrigin('a');
      b = await startOrigin('b');
      nginx = await startNginx({ listen: `127.0.0.1:${await freePort()}`, upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], workerProcesses: 1 });
    });

    afterAll(async () => {
      await nginx?.stop();
      for (const origin of [a, b]) if (origin?.server.listening) await new Promise((resolve) => origin.server.close(resolve));
    });

    it('shares requests between both processes and tells them who the client is', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => get(nginx, '/api/health', { 'x-forwarded-for': '203.0.113.9' })));
      expect(new Set(answers.map((answer) => answer.body.origin))).toEqual(new Set(['a', 'b']));
      const seen = [...a.seen, ...b.seen].find((request) => request.url === '/api/health')!;
      // The forged entry stays first; nginx appends the peer it saw, the entry TRUST_PROXY reads.
      expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(seen.headers['x-forwarded-proto']).toBe('http');
      expect(seen.headers['x-forwarded-host']).toBe(`127.0.0.1`);
      expect(seen.headers.connection).toBeUndefined(); // keepalive to the upstreams
    });

    it('caches what the origin allows (s-maxage), per encoding, and never private, no-store or Set-Cookie answers', async () => {
      const first = await get(nginx, '/page?cc=public%2C%20max-age%3D0%2C%20s-maxage%3D60');
      const second = await get(nginx, '/page?cc=public%2C%20max-age%3D0%2C%20s-maxage%3D60');
      expect([first.headers.get('x-cache-status'), second.headers.get('x-cache-status')]).toEqual(['MISS', 'HIT']);
      expect(second.body).toEqual(first.body);
      expect((await get(nginx, '/page?cc=public%2C%20max-age%3D0%2C%20s-maxage%3D60', { 'accept-encoding': 'br' })).headers.get('x-cache-status')).toBe('MISS');

      for (const path of ['/p?cc=private%2C%20max-age%3D60', '/n?cc=no-store', '/c?cc=public%2C%20s-maxage%3D60&cookie', '/m?cc=public%2C%20max-age%3D0', '/none']) {
        const one = await get(nginx, path);
        const two = await get(nginx, path);
        expect([path, two.body.n === one.body.n && two.body.origin === one.body.origin]).toEqual([path, false]);
        expect(two.headers.get('x-cache-status')).not.toBe('HIT');
      }
      // A visitor with a session goes past the cache, even for a public page.
      expect((await get(nginx, '/page?cc=public%2C%20max-age%3D0%2C%20s-maxage%3D60', { cookie: 'joognoo_auth=xyz' })).headers.get('x-cache-status')).toBe('BYPASS');
    });

    it('retries a GET on the other process when one is dead, and never resends a POST', async () => {
      // A process that takes the connection and dies without answering.
      b.server.close();
      const dying = net.createServer((socket) => socket.once('data', () => socket.resetAndDestroy()));
      await new Promise<void>((resolve) => dying.listen(b.port, '127.0.0.1', resolve));
      try {
        const gets = await Promise.all(Array.from({ length: 6 }, (_, n) => get(nginx, `/api/products?n=${n}`)));
        expect(gets.map((answer) => [answer.status, answer.body.origin])).toEqual(Array.from({ length: 6 }, () => [200, 'a']));

        const postsBefore = a.seen.filter((request) => request.method === 'POST').length;
        const statuses: number[] = [];
        for (let n = 0; n < 6; n += 1) {
          const response = await fetch(`${nginx.url}/api/contact`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
          await response.arrayBuffer();
          statuses.push(response.status);
        }
        const postsAtA = a.seen.filter((request) => request.method === 'POST').length - postsBefore;
        // Each POST reached one process only: a's answered 200, the dead one's became 502.
        expect(statuses.filter((status) => status === 200)).toHaveLength(postsAtA);
        expect(statuses.every((status) => status === 200 || status === 502)).toBe(true);
      } finally {
        dying.close();
      }
    });
  });
});
