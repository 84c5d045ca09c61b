import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { blogCategorySchema, blogPostSchema, caseStudySchema, jobSchema, productSchema } from '@joognoo/schemas';
import { seed } from '../src/db/seed.ts';
import type { Logger } from '../src/logger.ts';
import { fixtureContent } from './fixtures.ts';
import { createTestDatabase, dialects, expectNoLeak, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(dialects)('the API on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  const logLines: Record<string, unknown>[] = [];
  const logger: Logger = { info: (entry) => void logLines.push(entry), warn: () => {}, error: () => {} };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db, fixtureContent);
    server = await startTestServer(database.db, database.config, logger);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  async function get(path: string) {
    const response = await fetch(server.url + path);
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  }

  describe('health', () => {
    it('answers 200 {status: ok, database: up} when the database answers', async () => {
      const { status, body } = await get('/api/health');
      expect(status).toBe(200);
      expect(body).toEqual({ status: 'ok', database: 'up' });
    });
  });

  describe('products', () => {
    it('lists every product in sort order, in the Product shape', async () => {
      const { status, body } = await get('/api/products');
      expect(status).toBe(200);
      expect(body.map((p: any) => p.slug)).toEqual(['joognoo-green', 'joognoo-ai']);
      for (const product of body) expect(v.parse(v.strictObject(productSchema.entries), product)).toEqual(product);
      // The seeded product as it was written, but for its sort order (which only orders the list).
      const { sortOrder: _, ...seeded } = fixtureContent.products.find((product) => product.slug === 'joognoo-ai')!;
      expect(body[1]).toEqual(seeded);
    });

    it('gives one product by slug, and 404 {message: Product not found} for an unknown slug', async () => {
      expect((await get('/api/products/joognoo-green')).body.name).toBe('Joognoo.Green');
      const missing = await get('/api/products/nope');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Product not found' });
    });
  });

  describe('blog', () => {
    it('lists the categories as {id, name, slug}', async () => {
      const { body } = await get('/api/blog/categories');
      expect(body).toEqual([
        { id: expect.any(Number), name: 'Governance', slug: 'governance' },
        { id: expect.any(Number), name: 'ESG', slug: 'esg' },
        { id: expect.any(Number), name: 'Empty', slug: 'empty' },
      ]);
      for (const category of body) v.parse(v.strictObject(blogCategorySchema.entries), category);
    });

    it('answers recent posts newest first, 15 by default, in the BlogPost shape with their category', async () => {
      const { status, body } = await get('/api/blog/posts/recent');
      expect(status).toBe(200);
      expect(body).toHaveLength(15);
      expect(body.map((p: any) => p.slug).slice(0, 3)).toEqual(['post-60', 'post-59', 'post-58']);
      const times = body.map((p: any) => p.publishedAt);
      expect([...times].sort().reverse()).toEqual(times);
      for (const post of body) expect(v.parse(v.strictObject(blogPostSchema.entries), post)).toEqual(post);
      const first = body[0];
      expect(first.publishedAt).toBe('2025-03-01T09:30:00.000Z');
      expect(first.createdAt).toBe('2025-02-28T09:30:00.000Z');
      expect(first.publishedAt).toMatch(ISO_UTC);
      expect(first.category).toEqual({ id: first.categoryId, name: 'ESG', slug: 'esg' });
      expect(first.tags).toEqual(['tag-3', 'ai']);
      expect(first.featured).toBe(false);
      expect(first.author).toEqual({ username: 'amira.haddad', avatarUrl: null });
      expect(first.coverImage).toBeNull();
      expect(body[1].coverImage).toBe('/images/blog/post-59.svg');
    });

    it('honours ?limit= from 1 to 50', async () => {
      expect((await get('/api/blog/posts/recent?limit=1')).body).toHaveLength(1);
      expect((await get('/api/blog/posts/recent?limit=50')).body).toHaveLength(50);
    });

    it('answers ?fields=summary with the same posts without their content, at a fraction of the bytes', async () => {
      const full = await fetch(`${server.url}/api/blog/posts/recent?limit=15`);
      const summary = await fetch(`${server.url}/api/blog/posts/recent?limit=15&fields=summary`);
      const fullText = await full.text();
      const summaryText = await summary.text();
      expect(summary.status).toBe(200);
      const posts = JSON.parse(fullText) as Array<Record<string, unknown>>;
      expect(JSON.parse(summaryText)).toEqual(posts.map(({ content: _content, ...rest }) => rest));
      expect(posts.every((post) => typeof post.content === 'string' && post.content !== '')).toBe(true);
      expect(summaryText.length).toBeLessThan(fullText.length);
      for (const fields of ['content', 'SUMMARY', '']) {
        const { status, body } = await get(`/api/blog/posts/recent?fields=${fields}`);
        expect([fields, status, body]).toEqual([fields, 400, { message: 'fields must be "summary" (or left out for every post with its content).' }]);
      }
    });

    it.each(['0', '51', 'abc', '-1', '2.5', '', '1e1'])('refuses ?limit=%s with 400 and a message', async (limit) => {
      const { status, body } = await get(`/api/blog/posts/recent?limit=${limit}`);
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'limit must be a whole number from 1 to 50' });
    });

    it('answers featured posts newest first, drafts left out', async () => {
      const { body } = await get('/api/blog/posts/featured');
      expect(body.map((p: any) => p.slug)).toEqual(['post-51', 'post-41', 'post-31', 'post-21', 'post-11', 'post-1']);
      expect(body.every((p: any) => p.featured === true)).toBe(true);
    });

    it('answers a category’s posts newest first, 10 by default, limit up to 50', async () => {
      const categories = (await get('/api/blog/categories')).body;
      const governance = categories.find((c: any) => c.slug === 'governance');
      const empty = categories.find((c: any) => c.slug === 'empty');
      const { body } = await get(`/api/blog/categories/${governance.id}/posts`);
      expect(body).toHaveLength(10);
      expect(body[0].slug).toBe('post-58');
      expect(body.every((p: any) => p.categoryId === governance.id && p.category.slug === 'governance')).toBe(true);
      expect((await get(`/api/blog/categories/${governance.id}/posts?limit=3`)).body.map((p: any) => p.slug)).toEqual([
        'post-58',
        'post-55',
        'post-52',
      ]);
      expect((await get(`/api/blog/categories/${governance.id}/posts?limit=50`)).body).toHaveLength(20);
      expect((await get(`/api/blog/categories/${empty.id}/posts`)).body).toEqual([]);
      expect((await get(`/api/blog/categories/${governance.id}/posts?limit=51`)).status).toBe(400);
      expect((await get(`/api/blog/categories/${governance.id}/posts?limit=x`)).body).toEqual({
        message: 'limit must be a whole number from 1 to 50',
      });
    });

    it('answers 404 for an unknown category', async () => {
      for (const id of ['9999', 'abc']) {
        const { status, body } = await get(`/api/blog/categories/${id}/posts`);
        expect(status).toBe(404);
        expect(body).toEqual({ message: 'Category not found' });
      }
    });

    it('gives one post by slug, and 404 {message: Post not found} for an unknown slug', async () => {
      const { body } = await get('/api/blog/posts/post-7');
      expect(body).toMatchObject({ slug: 'post-7', title: 'Post 7', content: '<p>Body 7</p>', category: { slug: 'governance' } });
      const missing = await get('/api/blog/posts/nope');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Post not found' });
    });

    it('never shows a draft (publishedAt null): not by slug, not in any list', async () => {
      expect((await get('/api/blog/posts/draft-post')).status).toBe(404);
      const categories = (await get('/api/blog/categories')).body;
      const lists = [
        (await get('/api/blog/posts/recent?limit=50')).body,
        (await get('/api/blog/posts/featured')).body,
        ...(await Promise.all(categories.map(async (c: any) => (await get(`/api/blog/categories/${c.id}/posts?limit=50`)).body))),
      ];
      for (const list of lists) expect(list.map((p: any) => p.slug)).not.toContain('draft-post');
    });
  });

  describe('jobs', () => {
    it('lists published jobs newest first in the Job shape (numbers for salary, booleans)', async () => {
      const { body } = await get('/api/jobs');
      expect(body.map((j: any) => j.slug)).toEqual(['job-3', 'job-2', 'job-1']);
      for (const job of body) expect(v.parse(v.strictObject(jobSchema.entries), job)).toEqual(job);
      expect(body[0]).toEqual({
        id: expect.any(Number),
        slug: 'job-3',
        title: 'Job 3',
        department: { name: 'Engineering' },
        location: { city: 'Singapore', state: null, country: 'Singapore', isRemote: false },
        type: 'Full-time',
        salaryMin: 90000,
        salaryMax: 120000.5,
        salaryCurrency: 'SGD',
        postedAt: '2025-01-31T09:30:00.000Z',
        overview: 'Overview 3',
        responsibilities: ['Build', 'Ship'],
        requirements: ['TypeScript'],
        benefits: ['Health'],
      });
      expect(body[1].location).toEqual({ city: 'Austin', state: 'TX', country: 'United States', isRemote: false });
      expect(body[2]).toMatchObject({ salaryMin: null, salaryMax: null, salaryCurrency: null, location: { isRemote: true } });
    });

    it('gives one job by slug; an unknown or unpublished one is 404 {message: Job not found}', async () => {
      expect((await get('/api/jobs/slug/job-2')).body.title).toBe('Job 2');
      for (const slug of ['nope', 'job-4']) {
        const { status, body } = await get(`/api/jobs/slug/${slug}`);
        expect(status).toBe(404);
        expect(body).toEqual({ message: 'Job not found' });
      }
    });
  });

  describe('case studies', () => {
    it('lists case studies newest first in the CaseStudy shape', async () => {
      const { body } = await get('/api/case-studies');
      expect(body.map((c: any) => c.slug)).toEqual(['case-3', 'case-2', 'case-1']);
      for (const study of body) expect(v.parse(v.strictObject(caseStudySchema.entries), study)).toEqual(study);
      expect(body[2]).toMatchObject({
        readTime: 4,
        accelerators: ['Green', 'AI'],
        featured: true,
        companyDescription: 'A retailer.',
        publishedAt: '2025-01-21T09:30:00.000Z',
      });
      expect(body[0]).toMatchObject({ readTime: null, companySize: null, location: null });
      expect(body[1]).toMatchObject({ coverImage: null, featured: false });
    });

    it('lists only the featured ones, newest first', async () => {
      expect((await get('/api/case-studies/featured')).body.map((c: any) => c.slug)).toEqual(['case-3', 'case-1']);
    });

    it('gives one by slug, and 404 {message: Case study not found} for an unknown slug', async () => {
      expect((await get('/api/case-studies/case-2')).body.company).toBe('Company 2');
      const missing = await get('/api/case-studies/nope');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Case study not found' });
    });
  });

  describe('errors and protocol', () => {
    it('answers any unknown /api path with a JSON 404', async () => {
      for (const path of ['/api', '/api/', '/api/nope', '/api/products/a/b', '/api/dev/integrations/nope']) {
        const response = await fetch(server.url + path);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ message: 'Not found' });
      }
    });

    it('answers a known path with the wrong method with a JSON 405', async () => {
      const response = await fetch(`${server.url}/api/products`, { method: 'DELETE' });
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ message: 'Method not allowed' });
    });

    it('leaves every other path to the host (the bare app answers Koa’s plain 404)', async () => {
      const response = await fetch(`${server.url}/about`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toMatch(/json/);
    });

    it('sets nosniff and the referrer policy on API answers, errors included', async () => {
      for (const path of ['/api/products', '/api/nope']) {
        const { headers } = await get(path);
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    });

    it('refuses a POST whose body is not JSON with 415', async () => {
      const bodies: RequestInit[] = [
        { headers: { 'content-type': 'text/plain' }, body: '{"firstName":"Ann"}' },
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'firstName=Ann' },
        { body: new TextEncoder().encode('{"firstName":"Ann"}') }, // no Content-Type at all
      ];
      for (const init of bodies) {
        const response = await fetch(`${server.url}/api/contact`, { method: 'POST', ...init });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ message: 'Content-Type must be application/json' });
      }
    });

    it('refuses a body over the limit (100 KB) with 413', async () => {
      const response = await postJson(`${server.url}/api/newsletter/subscribe`, { email: 'a@b.co', pad: 'x'.repeat(110 * 1024) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'Request body is larger than 102400 bytes' });
    });

    it('refuses malformed JSON with 400', async () => {
      for (const body of ['{"email": ', '', 'undefined', "{'a':1}"]) {
        const response = await postJson(`${server.url}/api/newsletter/subscribe`, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: 'Request body is not valid JSON' });
      }
    });

    it('refuses JSON that is not an object with 400', async () => {
      for (const body of ['[]', 'null', '"a@b.co"', '42']) {
        const response = await postJson(`${server.url}/api/contact`, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: 'Request body must be a JSON object' });
      }
    });

    it('never puts a stack trace or driver text in an error body', async () => {
      const responses = await Promise.all([
        fetch(`${server.url}/api/nope`),
        fetch(`${server.url}/api/products/nope`),
        fetch(`${server.url}/api/blog/posts/recent?limit=abc`),
        postJson(`${server.url}/api/contact`, '{bad'),
        postJson(`${server.url}/api/contact`, { form: 'nope' }),
        postJson(`${server.url}/api/newsletter/subscribe`, { email: 'x'.repeat(300) }),
        fetch(`${server.url}/api/contact`, { method: 'POST', body: 'x' }),
        postJson(`${server.url}/api/contact`, { pad: 'x'.repeat(200_000) }),
      ]);
      for (const response of responses) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        const text = await response.text();
        expect(Object.keys(JSON.parse(text))).toContain('message');
        expectNoLeak(text);
      }
    });

    it('logs one JSON-able line per request: method, path, status, ms; no body, no query', async () => {
      logLines.length = 0;
      await get('/api/blog/posts/recent?limit=2');
      await postJson(`${server.url}/api/newsletter/subscribe`, { email: 'secret-address@example.com' });
      expect(logLines).toHaveLength(2);
      expect(logLines[0]).toEqual({ msg: 'request', method: 'GET', path: '/api/blog/posts/recent', status: 200, ms: expect.any(Number) });
      expect(logLines[1]).toMatchObject({ method: 'POST', path: '/api/newsletter/subscribe', status: 200 });
      expect(JSON.stringify(logLines)).not.toContain('secret-address');
    });
  });
});
