import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, type SeedContent } from '../src/db/seed.ts';
import { bumpContentVersion } from '../src/repositories/content-versions.ts';
import { fixtureContent } from './fixtures.ts';
import { createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Longer than the 1 s content-version check. */
const sleepPastCheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

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
  async function queriesDuring(action: () => Promise<unknown>): Promise<number> {
    let count = 0;
    const listener = () => void (count += 1);
    database.db.on('query', listener);
    try {
      await action();
    } finally {
      database.db.off('query', listener);
    }
    return count;
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

  it('compares If-None-Match weakly, in a list, and takes * (RFC 9110)', async () => {
    const etag = (await fetch(`${server.url}/api/jobs`)).headers.get('etag')!;
    for (const header of [`"a", W/${etag}`, `${etag}, "b"`, '*']) {
      expect((await fetch(`${server.url}/api/jobs`, { headers: { 'If-None-Match': header } })).status).toBe(304);
    }
    const head = await fetch(`${server.url}/api/jobs`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
  });

  it('serves a repeated GET from memory without touching the database', async () => {
    await fetch(`${server.url}/api/blog/posts/recent?limit=20`);
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.url}/api/blog/posts/recent?limit=20`)).status).toBe(200);
    });
    expect(queries).toBeLessThanOrEqual(1); // at most one content-version check per second
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
