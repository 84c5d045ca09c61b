import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, createUser, loadConfig, migrateLatest, openDatabase, seedIfEmpty } from '@joognoo/api';
import type { ContactRequestInput, PromptTemplateInput } from '@joognoo/schemas';
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
const PASSWORD = 'correct horse battery staple';

const recordingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  requests.push(request.clone());
  return fetch(request);
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-client-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', INTEGRATION_KEYS: 'development' });
  db = openDatabase(config);
  await migrateLatest(db);
  await seedIfEmpty(db);
  await createUser(db, { email: 'ann@example.com', password: PASSWORD });
  await createUser(db, { email: 'bob@example.com', password: PASSWORD });
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
    const summaries = await api.getRecentPostSummaries(2);
    expect(new URL(requests.at(-1)!.url).search).toBe('?limit=2&fields=summary');
    expect(summaries).toEqual(recent.slice(0, 2).map(({ content: _content, ...summary }) => summary));
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

  it('sends the token of a newsletter link to confirm or unsubscribe; an unknown one is an ApiError', async () => {
    const api = client();
    const token = 'A'.repeat(43);
    const confirm = (await api.confirmNewsletter({ token }).catch((e: unknown) => e)) as ApiError;
    expect(confirm).toMatchObject({ status: 410, body: { message: 'This confirmation link has expired or was already used.' } });
    const unsubscribe = (await api.unsubscribeNewsletter({ token }).catch((e: unknown) => e)) as ApiError;
    expect(unsubscribe).toMatchObject({ status: 404, body: { message: 'This unsubscribe link is not valid.' } });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/newsletter/confirm', '/api/newsletter/unsubscribe']);
    expect(await requests[0]!.json()).toEqual({ token });
  });

  it('sends no cookies on public reads and lead writes (fetch\'s default), and, for POSTs, a JSON content type', async () => {
    const api = client();
    await api.getJobs();
    await api.getProducts();
    await api.subscribeNewsletter({ email: 'another@example.com' });
    await api.submitContact({ form: 'home', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', company: 'Acme', interest: 'xcelerate-dev', consent: true });
    expect(requests.map((request) => request.credentials)).toEqual(['same-origin', 'same-origin', 'same-origin', 'same-origin']);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[2]!.method).toBe('POST');
    expect(requests[2]!.headers.get('content-type')).toBe('application/json');
  });

  it('sends the job filters that are not empty as query parameters (trimmed), and caches per filter set', async () => {
    const api = client();
    const all = await api.getJobs();
    await api.getJobs({ department: ' Engineering ', location: 'remote', employmentType: 'Full-time' });
    await api.getJobs({ department: '', location: '  ', employmentType: 'Contract' });
    await api.getJobs({});
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      '',
      '?department=Engineering&location=remote&employmentType=Full-time',
      '?employmentType=Contract',
    ]);
    expect(await api.getJobs({ location: '' })).toBe(all);
  });

  it('sends partner and attribution in the body of a lead and a sign-up, and the sign-up\'s Idempotency-Key', async () => {
    const api = client();
    const attribution = {
      pageUrl: 'https://partner.example/pricing?utm_source=mail',
      referrer: 'https://search.example/',
      utm_source: 'mail',
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    };
    const signUp = { email: 'attributed@example.com', source: 'footer', partner: '', attribution };
    expect(await api.subscribeNewsletter(signUp, { idempotencyKey: 'signup-1' })).toEqual({
      ok: true,
      message: 'Thank you for subscribing to our newsletter!',
    });
    const sent = requests.at(-1)!;
    expect(sent.headers.get('idempotency-key')).toBe('signup-1');
    expect(await sent.json()).toEqual(signUp);
    // The same key and body again: the API answers as before (a replay, not a second sign-up).
    expect(await api.subscribeNewsletter(signUp, { idempotencyKey: 'signup-1' })).toEqual({
      ok: true,
      message: 'Thank you for subscribing to our newsletter!',
    });
    expect(requests.at(-1)!.headers.get('idempotency-key')).toBe('signup-1');

    const lead: ContactRequestInput = {
      form: 'home',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      company: 'Acme',
      interest: 'xcelerate-dev',
      consent: true,
      partner: '',
      attribution,
    };
    expect(await api.submitContact(lead, { idempotencyKey: 'lead-1' })).toEqual({ ok: true });
    expect(await requests.at(-1)!.json()).toEqual(lead);
  });

  it('passes a partner id through as given (the API decides about it)', async () => {
    const bodies: unknown[] = [];
    const answering: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      bodies.push(await request.json());
      return new Response(JSON.stringify({ ok: true }), { status: 201, headers: { 'content-type': 'application/json' } });
    };
    const api = createApiClient({ baseUrl, fetch: answering });
    await api.subscribeNewsletter({ email: 'a@example.com', partner: 'acme-reseller' });
    await api.submitContact({ form: 'home', firstName: 'A', lastName: 'B', email: 'a@example.com', company: 'C', interest: 'xcelerate-dev', consent: true, partner: 'acme-reseller' });
    expect(bodies).toEqual([
      { email: 'a@example.com', partner: 'acme-reseller' },
      expect.objectContaining({ partner: 'acme-reseller' }),
    ]);
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
    expect(error.codes).toEqual({ email: { code: 'email.invalidTerse' } });
    expect(requests).toHaveLength(1);
  });

  it("parses a 400's codes with their values, and only well-formed ones", async () => {
    const error = (await client()
      .submitContact({ form: 'about', firstName: 'A', lastName: 'Lovelace', email: 'ada@example.com', company: 'Analytical', interest: 'other', message: 'Tell me more, please.', consent: true, locale: 'ar-AE' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body?.errors).toEqual({ firstName: 'First name must be at least 2 characters.' });
    expect(error.codes).toEqual({ firstName: { code: 'firstName.tooShort', values: { min: 2 } } });
    const locale = (await client()
      .subscribeNewsletter({ email: 'ada@example.com', locale: 'not a tag' })
      .catch((e: unknown) => e)) as ApiError;
    expect(locale.codes).toEqual({ locale: { code: 'locale.invalid' } });
    const odd = new ApiError(400, 'Bad Request', JSON.stringify({ codes: { a: { code: 'x.y', values: { n: 1, s: 's', o: {} } }, b: { code: 3 }, c: 'x', d: { code: '' } } }));
    expect(odd.codes).toEqual({ a: { code: 'x.y', values: { n: 1, s: 's' } } });
    expect(new ApiError(404, 'Not Found', '{"message":"Product not found"}').codes).toBeUndefined();
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

/**
 * What a browser on the site adds to each request: its Origin, and the cookies the API set
 * (Node's fetch keeps none). One jar per "browser".
 */
function browser() {
  const jar = new Map<string, string>();
  const browserFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    request.headers.set('Origin', new URL(request.url).origin);
    if (jar.size > 0) request.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    requests.push(request.clone());
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value === '' || attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { jar, api: createApiClient({ baseUrl, fetch: browserFetch }) };
}

describe('accounts and integrations through the client', () => {
  const jira = { jiraUrl: 'https://acme.atlassian.net', jiraApiToken: 'secret-token', jiraProject: 'ACME' };
  const template: PromptTemplateInput = { name: 'Review', description: 'Reviews a pull request.', prompt: 'Review this {language} pull request carefully.', category: 'code-review' };

  it('logs in, reads me, logs out; me is a 401 ApiError when signed out', async () => {
    const { api, jar } = browser();
    const signedOut = (await api.me().catch((e: unknown) => e)) as ApiError;
    expect(signedOut).toBeInstanceOf(ApiError);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body?.message).toBe('Please sign in to continue.');

    const { user } = await api.login({ email: 'ann@example.com', password: PASSWORD });
    expect(user).toEqual({ id: expect.any(Number), email: 'ann@example.com' });
    expect(jar.has('joognoo_auth')).toBe(true);
    expect(await api.me()).toEqual({ user });
    // Account calls send the session cookie (cross-origin too).
    expect(requests.map((request) => request.credentials)).toEqual(['include', 'include', 'include']);

    expect(await api.logout()).toBeUndefined();
    expect(jar.has('joognoo_auth')).toBe(false);
    await expect(api.me()).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a wrong password with the 401 message', async () => {
    const error = (await browser().api.login({ email: 'ann@example.com', password: 'wrong password!' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ message: 'Invalid email or password.' });
  });

  it('never caches me() or getIntegrations(): each call asks the server', async () => {
    const { api } = browser();
    await api.login({ email: 'bob@example.com', password: PASSWORD });
    requests = [];
    await api.me();
    await api.me();
    const before = await api.getIntegrations();
    await api.savePrompt(template);
    const after = await api.getIntegrations();
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/auth/me',
      'GET /api/auth/me',
      'GET /api/dev/integrations',
      'POST /api/dev/integrations/prompts',
      'GET /api/dev/integrations',
    ]);
    expect(after.prompts).toHaveLength(before.prompts.length + 1);
  });

  it('connects Jira and CI/CD, then creates, updates and deletes a template', async () => {
    const { api } = browser();
    await api.login({ email: 'ann@example.com', password: PASSWORD });
    const connected = await api.connectJira(jira);
    expect(connected).toEqual({ message: 'Jira integration successful', jira: expect.objectContaining({ connected: true, jiraProject: 'ACME' }) });
    expect(JSON.stringify(connected)).not.toContain('secret-token');
    const cicd = await api.connectCicd({ provider: 'github-actions', apiKey: 'ci-secret' });
    expect(cicd.message).toBe('CI/CD integration successful');
    expect(cicd.cicd).toMatchObject({ connected: true, provider: 'github-actions', branch: 'main' });

    const saved = await api.savePrompt(template);
    expect(saved).toEqual({ id: expect.any(Number), ...template });
    const updated = await api.updatePrompt(saved.id, { ...template, name: 'Review v2' });
    expect(updated).toEqual({ ...saved, name: 'Review v2' });
    expect(requests.at(-1)!.method).toBe('PUT');
    expect(requests.at(-1)!.headers.get('content-type')).toBe('application/json');
    const overview = await api.getIntegrations();
    expect(overview.jira.connected).toBe(true);
    expect(overview.cicd.connected).toBe(true);
    expect(overview.prompts).toEqual([updated]);

    expect(await api.deletePrompt(saved.id)).toBeUndefined();
    expect(requests.at(-1)!.method).toBe('DELETE');
    expect((await api.getIntegrations()).prompts).toEqual([]);
    const missing = (await api.deletePrompt(saved.id).catch((e: unknown) => e)) as ApiError;
    expect(missing.status).toBe(404);
    expect(missing.body?.message).toBe('Prompt template not found');
  });

  it('gives the server message of a refused Jira URL in the ApiError body (for the failure toast)', async () => {
    const { api } = browser();
    await api.login({ email: 'ann@example.com', password: PASSWORD });
    const error = (await api.connectJira({ ...jira, jiraUrl: 'http://localhost:8080' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.body?.message).toBe('Jira refused the connection: the URL must be a public Jira Cloud or Server address.');
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
