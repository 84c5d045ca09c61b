import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GZIP_MIN_BYTES } from '@joognoo/http-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, type SeedContent } from '../src/db/seed.ts';
import { bumpContentVersion } from '../src/content/store/versions.ts';
import { fixtureContent } from './fixtures.ts';
import { createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';
/** Longer than the 1 s content-version check. */
const sleepPastCheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** A GET with exactly these headers (fetch adds Accept-Encoding and decompresses), raw bytes back. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const PUBLIC_GETS = [
  '/api/products',
  '/api/products/joognoo-ai',
  '/api/blog/categories',
  '/api/blog/posts/featured',
  '/api/blog/posts/recent?limit=15',
  '/api/blog/posts/post-1',
  '/api/jobs',
  '/api/jobs/slug/job-1',
  '/api/case-studies',
  '/api/case-studies/featured',
  '/api/case-studies/case-1',
];

describe.each(dialects)('HTTP caching and sanitizing on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let other: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db, fixtureContent);
    server = await startTestServer(database.db, database.config);
    other = await startTestServer(database.db, database.config); // a second API process
  });

  afterAll(async () => {
    await other?.close();
    await server?.close();
    await database?.drop();
  });

  /** Runs `action` and counts the database queries it made. */
  /** The SQL the API ran during `action`. */
  async function sqlDuring(action: () => Promise<unknown>): Promise<string[]> {
    const sql: string[] = [];
    const listener = (query: { sql: string }) => void sql.push(query.sql);
    database.db.on('query', listener);
    try {
      await action();
    } finally {
      database.db.off('query', listener);
    }
    return sql;
  }

  it.each(PUBLIC_GETS)('GET %s has a strong ETag, the revalidating Cache-Control, and 304 on If-None-Match', async (path) => {
    const first = await fetch(server.url + path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await first.text();
    JSON.parse(body);

    const again = await fetch(server.url + path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(body);
    // The other process computes the same ETag over the same bytes.
    expect((await fetch(other.url + path)).headers.get('etag')).toBe(etag);

    const revalidated = await fetch(server.url + path, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');

    const stale = await fetch(server.url + path, { headers: { 'If-None-Match': '"something-else"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('gzips a large answer for a client that takes gzip: same JSON, its own strong ETag, Vary: Accept-Encoding', async () => {
    const url = `${server.url}/api/case-studies`;
    const plain = await rawGet(url, {});
    expect(plain.body.length).toBeGreaterThanOrEqual(GZIP_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const gzipped = await rawGet(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzipped.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    const etag = gzipped.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etag).not.toBe(plain.headers.etag);
    expect((await rawGet(`${other.url}/api/case-studies`, { 'accept-encoding': 'gzip' })).headers.etag).toBe(etag);

    const revalidated = await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.body.length).toBe(0);
    // The identity representation's ETag does not validate the gzip one, nor the other way round.
    expect((await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag! })).status).toBe(200);
    expect((await rawGet(url, { 'if-none-match': etag })).status).toBe(200);

    for (const refused of ['gzip;q=0', 'br;q=0', 'identity', 'zstd']) {
      const answer = await rawGet(url, { 'accept-encoding': refused });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(plain.body)).toBe(true);
    }
  });

  it('sends a large answer in Brotli to a client that takes it: same JSON, smaller than gzip, its own strong ETag and 304', async () => {
    const url = `${server.url}/api/case-studies`;
    const plain = await rawGet(url, {});
    const gzipped = await rawGet(url, { 'accept-encoding': 'gzip' });
    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzipped.body.length);
    const etag = brotli.headers.etag!;
    expect(new Set([etag, gzipped.headers.etag, plain.headers.etag]).size).toBe(3);
    expect((await rawGet(`${other.url}/api/case-studies`, { 'accept-encoding': 'br' })).headers.etag).toBe(etag);
    const revalidated = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers).toMatchObject({ etag, vary: 'Accept-Encoding', 'cache-control': CACHE_CONTROL });
    expect(revalidated.body.length).toBe(0);
    // A client preferring gzip by its q-values gets gzip.
    expect((await rawGet(url, { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('sends a small answer as it is, even to a client that takes gzip', async () => {
    const small = await rawGet(`${server.url}/api/blog/categories`, { 'accept-encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(GZIP_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toBeInstanceOf(Array);
  });

  it('compares If-None-Match weakly, in a list, and takes * (RFC 9110)', async () => {
    const etag = (await fetch(`${server.url}/api/jobs`)).headers.get('etag')!;
    for (const header of [`"a", W/${etag}`, `${etag}, "b"`, '*']) {
      expect((await fetch(`${server.url}/api/jobs`, { headers: { 'If-None-Match': header } })).status).toBe(304);
    }
    const head = await fetch(`${server.url}/api/jobs`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
  });

  it.each([
    ['a browser on the site', { origin: 'http://localhost:3000', 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['a server without Origin or gzip', {}],
  ])('answers a repeated GET from memory with exactly the headers and bytes of the first answer (%s)', async (_client, headers: Record<string, string>) => {
    const url = `${server.url}/api/blog/posts/recent?limit=7`;
    await sleepPastCheck(); // a fresh content-version read: the first GET builds the answer
    const first = await rawGet(url, headers);
    const again = await rawGet(url, headers);
    const withoutDate = (all: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'date'));
    expect(again.status).toBe(200);
    expect(Object.keys(again.headers)).toEqual(Object.keys(first.headers));
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-type': 'application/json; charset=utf-8',
      'cache-control': CACHE_CONTROL,
      vary: 'Accept-Encoding',
      'access-control-allow-origin': '*',
    });
  });

  it('serves a repeated GET from memory without touching the database', async () => {
    await fetch(`${server.url}/api/blog/posts/recent?limit=20`);
    const started = Date.now();
    const sql = await sqlDuring(async () => {
      for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.url}/api/blog/posts/recent?limit=20`)).status).toBe(200);
    });
    const seconds = (Date.now() - started) / 1000;
    // No post is read again: only the content-version check, at most once a second (a busy
    // machine may take more than a second for the five requests).
    expect(sql.filter((text) => /blog_posts/.test(text))).toEqual([]);
    expect(sql.length).toBeLessThanOrEqual(1 + Math.floor(seconds));
  });

  it('never caches health, errors or POSTs', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.headers.get('etag')).toBeNull();
    expect(health.headers.get('cache-control')).toBe('no-store');
    const missing = await fetch(`${server.url}/api/products/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(missing.headers.get('cache-control')).toBeNull();
    const bad = await fetch(`${server.url}/api/blog/posts/recent?limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('etag')).toBeNull();
    const post = await postJson(`${server.url}/api/newsletter/subscribe`, { email: 'cache@example.com' });
    expect(post.headers.get('etag')).toBeNull();
  });

  it('shows a re-seed with changed content in every process within a second, with a new ETag', async () => {
    const before = await fetch(`${server.url}/api/products/joognoo-ai`);
    const oldEtag = before.headers.get('etag')!;
    await fetch(`${other.url}/api/products/joognoo-ai`); // cached in the other process too
    const changed: SeedContent = {
      ...fixtureContent,
      products: fixtureContent.products.map((product) => (product.slug === 'joognoo-ai' ? { ...product, tagline: 'Govern AI, now' } : product)),
    };
    await seed(database.db, changed);
    await sleepPastCheck();
    for (const base of [server.url, other.url]) {
      const after = await fetch(`${base}/api/products/joognoo-ai`, { headers: { 'If-None-Match': oldEtag } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(oldEtag);
      expect((await after.json()).tagline).toBe('Govern AI, now');
    }
    await seed(database.db, fixtureContent);
  });

  it('shows a direct table update once the content version is bumped', async () => {
    const before = await fetch(`${server.url}/api/jobs/slug/job-2`);
    const oldEtag = before.headers.get('etag');
    await database.db('jobs').where({ slug: 'job-2' }).update({ title: 'Job 2 (updated)' });
    await bumpContentVersion(database.db);
    await sleepPastCheck();
    const after = await fetch(`${server.url}/api/jobs/slug/job-2`);
    expect(after.headers.get('etag')).not.toBe(oldEtag);
    expect((await after.json()).title).toBe('Job 2 (updated)');
  });

  describe('post and case-study HTML', () => {
    const hostile =
      '<p onclick="steal()">Hello <a href="JaVaScRiPt&#58;alert(1)">link</a><img src="/x.png" onerror="alert(1)"></p>' +
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg><p style="color:red">end</p>';
    const clean = '<p>Hello <a>link</a><img src="/x.png" /></p><p>end</p>';

    it('is sanitized by the seed before it is stored', async () => {
      const content: SeedContent = {
        ...fixtureContent,
        blogPosts: fixtureContent.blogPosts.map((post) => (post.slug === 'post-2' ? { ...post, content: hostile } : post)),
        caseStudies: fixtureContent.caseStudies.map((study) => (study.slug === 'case-2' ? { ...study, challenge: hostile, impact: hostile } : study)),
      };
      await seed(database.db, content);
      expect(await database.db('blog_posts').where({ slug: 'post-2' }).first('content')).toEqual({ content: clean });
      expect(await database.db('case_studies').where({ slug: 'case-2' }).first('challenge', 'impact')).toEqual({ challenge: clean, impact: clean });
      await seed(database.db, fixtureContent);
    });

    it('is sanitized again when served, even when a row was written around the seed', async () => {
      await database.db('blog_posts').where({ slug: 'post-3' }).update({ content: hostile });
      await database.db('case_studies').where({ slug: 'case-3' }).update({ solution: hostile });
      await bumpContentVersion(database.db);
      await sleepPastCheck();
      expect((await (await fetch(`${server.url}/api/blog/posts/post-3`)).json()).content).toBe(clean);
      const study = await (await fetch(`${server.url}/api/case-studies/case-3`)).json();
      expect(study.solution).toBe(clean);
      expect(study.challenge).toBe('<p>Challenge</p>');
    });
  });
});
