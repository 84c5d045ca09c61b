import type { AddressInfo } from 'node:net';
import http from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersionClock } from '@joognoo/api';
import { compression } from '@joognoo/http-cache';
import {
  PAGE_QUERY_PARAMETERS,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  classifyPageRequest,
  pageCache,
  type RenderedPage,
} from './page-cache.ts';

describe('classifyPageRequest', () => {
  it('keeps only the query parameters a page reads, in a fixed order', () => {
    expect(classifyPageRequest('GET', '/', '?utm_source=x&gclid=1&_=123', undefined)).toEqual({ kind: 'public', url: '/', cacheable: true });
    expect(classifyPageRequest('GET', '/case-studies', 'product=ai&junk=1&q=gov', undefined)).toEqual({
      kind: 'public',
      url: '/case-studies?q=gov&product=ai',
      cacheable: true,
    });
    expect(classifyPageRequest('HEAD', '/blog', 'category=ai-governance', 'joognoo_consent=granted')).toEqual({
      kind: 'public',
      url: '/blog?category=ai-governance',
      cacheable: true,
    });
    expect(PAGE_QUERY_PARAMETERS).toContain('tab');
  });

  it('renders a very long allowed value but never keeps it', () => {
    expect(classifyPageRequest('GET', '/blog', `category=${'x'.repeat(600)}`, undefined)).toMatchObject({ kind: 'public', cacheable: false });
  });

  it('treats writes, signed-in visitors and the personal pages as personal', () => {
    expect(classifyPageRequest('POST', '/contact', '', undefined).kind).toBe('personal');
    expect(classifyPageRequest('GET', '/', '', 'joognoo_consent=denied; joognoo_auth=abc').kind).toBe('personal');
    for (const path of [
      '/admin',
      '/admin/leads',
      '/admin/leads.data',
      '/integrations',
      '/integrations.data',
      '/sign-in',
      '/forgot-password',
      '/invitation/tok',
      '/reset-password/tok',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/contact/submit',
    ]) {
      expect(classifyPageRequest('GET', path, '', undefined).kind, path).toBe('personal');
    }
    expect(classifyPageRequest('GET', '/administrator', '', undefined).kind).toBe('public');
    expect(classifyPageRequest('GET', '/blog.data', '_routes=routes/blog', undefined).kind).toBe('other');
    expect(classifyPageRequest('GET', '/__manifest', 'p=/blog&version=abc', undefined).kind).toBe('other');
  });
});

describe('pageCache', () => {
  let server: http.Server;
  let base: string;
  let version = 1;
  let renders = 0;
  let clock = 0;
  const contentVersion = contentVersionClock({ get: async () => version }, { checkIntervalMs: 1000, now: () => clock });

  beforeAll(async () => {
    const app = new Koa();
    app.use(compression());
    app.use(pageCache({ contentVersion, analytics: false, maxEntries: 50 }));
    app.use(async (ctx) => {
      renders += 1;
      ctx.state.rendered = true;
      // A render that takes a while, as a real one does under load: requests arriving meanwhile overlap it.
      if (ctx.path.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 50));
      if (ctx.path === '/missing' || ctx.path === '/slow-missing') {
        ctx.status = 404;
        ctx.body = 'not found';
        return;
      }
      const html = `<!DOCTYPE html><html><body><p>${ctx.url} v${version}</p>${'<p>filler</p>'.repeat(200)}</body></html>`;
      const page: RenderedPage = {
        html: Buffer.from(html),
        hashes: { scripts: ["'sha256-a'"], styles: [] },
        headers: { 'content-type': 'text/html; charset=utf-8' },
        setsCookie: ctx.path === '/sets-cookie',
      };
      ctx.state.page = page;
      if (page.setsCookie) ctx.set('Set-Cookie', 'x=1');
      ctx.body = page.html;
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the same bytes and strong ETag to every anonymous visitor, rendered once, and 304 on If-None-Match', async () => {
    const before = renders;
    const first = await fetch(`${base}/about?utm_source=mail`);
    const second = await fetch(`${base}/about?fbclid=zz`, { headers: { cookie: 'joognoo_consent=granted' } });
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toBe(b);
    expect(a).toContain('<p>/about v1</p>'); // rendered for the URL without the tracking parameter
    expect(renders - before).toBe(1);
    expect(first.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.get('content-security-policy')).toContain("script-src 'sha256-a' 'strict-dynamic'");
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const again = await fetch(`${base}/about`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps a gzip copy with its own ETag for a client that takes gzip', async () => {
    const plain = await fetch(`${base}/gz`, { headers: { 'accept-encoding': 'identity' } });
    const gzipped = await new Promise<http.IncomingMessage>((resolve) => http.get(`${base}/gz`, { headers: { 'accept-encoding': 'gzip' } }, resolve));
    gzipped.resume();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).not.toBe(plain.headers.get('etag'));
  });

  it('renders anew once the content version moves on', async () => {
    const first = await (await fetch(`${base}/blog`)).text();
    version = 2;
    clock += 1500; // the clock reads the database again
    const second = await (await fetch(`${base}/blog`)).text();
    expect(first).toContain('v1');
    expect(second).toContain('v2');
  });

  it('answers personal requests private, no-store and keeps nothing', async () => {
    const before = renders;
    const signedIn = await fetch(`${base}/about`, { headers: { cookie: 'joognoo_auth=abc' } });
    const admin = await fetch(`${base}/admin`);
    const cookie = await fetch(`${base}/sets-cookie`);
    await fetch(`${base}/sets-cookie`);
    for (const response of [signedIn, admin, cookie]) {
      expect(response.headers.get('cache-control'), response.url).toBe(PRIVATE_CACHE_CONTROL);
      expect(response.headers.get('etag')).toBeNull();
    }
    expect(renders - before).toBe(4);
  });

  it('keeps no error page', async () => {
    const before = renders;
    expect((await fetch(`${base}/missing`)).status).toBe(404);
    expect((await fetch(`${base}/missing`)).status).toBe(404);
    expect(renders - before).toBe(2);
  });

  it('cannot be filled by random query strings', async () => {
    const before = renders;
    await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${base}/teams?r=${i}`)));
    expect(renders - before).toBe(1);
  });

  it('renders a page once for a burst of visitors who ask while it renders, and gives each the same bytes', async () => {
    const before = renders;
    const responses = await Promise.all(Array.from({ length: 30 }, () => fetch(`${base}/slow-page`)));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(renders - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('<p>/slow-page v');
    expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
    expect(responses.every((response) => response.status === 200 && response.headers.get('cache-control') === PUBLIC_PAGE_CACHE_CONTROL)).toBe(true);
  });

  it('lets each waiting visitor render their own when the shared render is not kept (an error)', async () => {
    const before = renders;
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await fetch(`${base}/slow-missing`)).status));
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect(renders - before).toBe(5);
  });
});

describe('pageCache during a database outage', () => {
  it('renders without the cache when the content version cannot be read, and keeps nothing', async () => {
    let down = true;
    let renders = 0;
    const contentVersion = contentVersionClock({ get: async () => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : 1) }, { checkIntervalMs: 0 });
    const app = new Koa();
    app.use(pageCache({ contentVersion, analytics: false }));
    app.use((ctx) => {
      renders += 1;
      ctx.state.rendered = true;
      // What the site's render answers when the database is out of reach.
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = 'Service unavailable';
    });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/blog`;
    try {
      const response = await fetch(url);
      expect([response.status, response.headers.get('retry-after'), await response.text()]).toEqual([503, '5', 'Service unavailable']);
      expect(renders).toBe(1);
      down = false;
      expect((await fetch(url)).status).toBe(503);
      expect(renders).toBe(2); // nothing was kept
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

