import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, loadConfig, migrateLatest, openDatabase, seedIfEmpty } from '@joognoo/api';
import type { ContactRequestInput } from '@joognoo/schemas';
import { ApiError, createApiClient } from './index.ts';

const quiet = { info() {}, warn() {}, error() {} };

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The real API on SQLite in a temp dir, plus a fetch wrapper that records every request. */
let dataDir: string;
let db: ReturnType<typeof openDatabase>;
let server: http.Server;
let baseUrl: string;
let requests: Request[];

const recordingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  requests.push(request.clone());
  return fetch(request);
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-client-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  db = openDatabase(config);
  await migrateLatest(db);
  await seedIfEmpty(db);
  server = http.createServer(createApp({ db, config, logger: quiet }).callback());
  baseUrl = await listen(server);
});

afterAll(async () => {
  await close(server);
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  requests = [];
});

describe('createApiClient against the real API', () => {
  const client = () => createApiClient({ baseUrl, fetch: recordingFetch });

  it('reads products, one by slug', async () => {
    const api = client();
    const products = await api.getProducts();
    expect(products.map((p) => p.slug)).toEqual(['joognoo-green', 'joognoo-ai', 'joognoo-hire']);
    expect(await api.getProduct('joognoo-ai')).toEqual(products[1]);
  });

  it('reads the blog: categories, featured, recent (15 by default), a category’s posts, one post', async () => {
    const api = client();
    const categories = await api.getBlogCategories();
    expect(categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
    const featured = await api.getFeaturedPosts();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((post) => post.featured)).toBe(true);
    const recent = await api.getRecentPosts();
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(15);
    expect(new URL(requests.at(-1)!.url).search).toBe('?limit=15');
    expect(await api.getRecentPosts(2)).toEqual(recent.slice(0, 2));
    const first = recent[0]!;
    const inCategory = await api.getCategoryPosts(first.categoryId!, 3);
    expect(inCategory.length).toBeLessThanOrEqual(3);
    expect(inCategory.every((post) => post.categoryId === first.categoryId)).toBe(true);
    expect(new URL(requests.at(-1)!.url).search).toBe('?limit=3');
    await api.getCategoryPosts(first.categoryId!);
    expect(new URL(requests.at(-1)!.url).search).toBe('');
    expect(await api.getPost(first.slug)).toEqual(first);
  });

  it('reads jobs and case studies', async () => {
    const api = client();
    const jobs = await api.getJobs();
    expect(jobs.length).toBeGreaterThan(0);
    expect(await api.getJobBySlug(jobs[0]!.slug)).toEqual(jobs[0]);
    const studies = await api.getCaseStudies();
    const featured = await api.getFeaturedCaseStudies();
    expect(featured.every((study) => study.featured)).toBe(true);
    expect(await api.getCaseStudy(studies[0]!.slug)).toEqual(studies[0]);
  });

  it('subscribes to the newsletter and submits a contact request', async () => {
    const api = client();
    expect(await api.subscribeNewsletter({ email: 'client-test@example.com' })).toEqual({
      ok: true,
      message: 'Thank you for subscribing to our newsletter!',
    });
    const body: ContactRequestInput = {
      form: 'contact',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      company: 'Acme',
      interest: 'engineering',
      message: 'Please call me back.',
      consent: true,
    };
    expect(await api.submitContact(body, { idempotencyKey: 'key-1' })).toEqual({ ok: true });
    const sent = requests.at(-1)!;
    expect(sent.headers.get('idempotency-key')).toBe('key-1');
    expect(await sent.json()).toEqual(body);
  });

  it('sends credentials and, for POSTs, a JSON content type', async () => {
    const api = client();
    await api.getJobs();
    await api.subscribeNewsletter({ email: 'another@example.com' });
    expect(requests.map((request) => request.credentials)).toEqual(['include', 'include']);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[1]!.method).toBe('POST');
    expect(requests[1]!.headers.get('content-type')).toBe('application/json');
  });

  it('raises ApiError "404: <body text>" with the parsed body for a missing product', async () => {
    const error = await client().getProduct('nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 404,
      message: '404: {"message":"Product not found"}',
      body: { message: 'Product not found' },
    });
  });

  it('raises ApiError with body.errors for a refused form, and makes exactly one request (no retry)', async () => {
    const error = (await client().subscribeNewsletter({ email: 'not an email' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body?.message).toBe('Please correct the highlighted fields.');
    expect(error.body?.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(requests).toHaveLength(1);
  });

  it('caches GET results: a second call makes no request; identical concurrent calls share one', async () => {
    const api = client();
    const [a, b] = await Promise.all([api.getProducts(), api.getProducts()]);
    expect(a).toBe(b);
    expect(await api.getProducts()).toBe(a);
    expect(requests).toHaveLength(1);
    api.clearCache();
    await api.getProducts();
    expect(requests).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    const api = client();
    await expect(api.getPost('nope')).rejects.toBeInstanceOf(ApiError);
    await expect(api.getPost('nope')).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(2);
  });

  it('keeps one cache per client', async () => {
    await client().getJobs();
    await client().getJobs();
    expect(requests).toHaveLength(2);
  });
});

describe('ApiError for an empty error body', () => {
  let bare: http.Server;
  let bareUrl: string;
  let hits = 0;

  beforeAll(async () => {
    bare = http.createServer((_request, response) => {
      hits += 1;
      response.writeHead(503).end();
    });
    bareUrl = await listen(bare);
  });

  afterAll(() => close(bare));

  it('uses the status text: "503: Service Unavailable", body undefined, no retry', async () => {
    const error = (await createApiClient({ baseUrl: bareUrl }).getJobs().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.status).toBe(503);
    expect(error.body).toBeUndefined();
    expect(hits).toBe(1);
  });
});
