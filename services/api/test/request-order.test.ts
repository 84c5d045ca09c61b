/**
 * Which checks come before a request body is read: a body costs the server memory while it
 * arrives, so the job, the session, the client's bodies in flight and its rate limit are
 * decided first. Each test sends request headers WITHOUT their bodies and sees the refusals
 * come back while the accepted requests still wait for theirs.
 */
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@joognoo/schemas/admin';
import { APPLICATION_MESSAGES } from '@joognoo/schemas';
import type { Config } from '../src/config.ts';
import { seed } from '../src/db/seed.ts';
import { BODIES_RETRY_AFTER_SECONDS } from '../src/middleware/body-slots.ts';
import { TOO_MANY_REQUESTS } from '../src/middleware/rate-limit.ts';
import { fixtureContent } from './fixtures.ts';
import { contactLead, countRows, createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/**
 * One request on its own connection whose headers are sent at once and whose body is sent
 * only by `finish()` (or never). `answer` settles when the server answers, body or not.
 */
class HeldRequest {
  readonly answer: Promise<Answer>;
  answered: Answer | undefined;
  private readonly request: http.ClientRequest;

  constructor(url: string, path: string, headers: Record<string, string | number>) {
    this.request = http.request(`${url}${path}`, { method: 'POST', headers, agent: false });
    this.answer = new Promise<Answer>((resolve, reject) => {
      this.request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          this.answered = { status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: Buffer.concat(chunks).toString() };
          resolve(this.answered);
        });
      });
      this.request.on('error', reject);
    });
    // A held request's socket is destroyed by the test's cleanup: never an unhandled rejection.
    this.answer.catch(() => undefined);
    this.request.flushHeaders();
  }

  finish(body: Buffer | string): Promise<Answer> {
    this.request.end(body);
    return this.answer;
  }

  destroy(): void {
    this.request.destroy();
  }
}

/** The first `count` of `requests` to be answered, once they are (the test's timeout bounds the wait). */
function answeredCount(requests: readonly HeldRequest[], count: number): Promise<HeldRequest[]> {
  return new Promise((resolve, reject) => {
    const answered: HeldRequest[] = [];
    let failed = 0;
    for (const request of requests) {
      request.answer.then(
        () => {
          answered.push(request);
          if (answered.length === count) resolve([...answered]);
        },
        () => {
          failed += 1;
          if (failed > requests.length - count) reject(new Error('Connections failed before enough answers came'));
        },
      );
    }
  });
}

const lead = JSON.stringify(contactLead());

describe.each(dialects)('checks before the body on %s', (dialect) => {
  let database: TestDatabase;
  let config: Config;
  const servers: TestServer[] = [];
  const held: HeldRequest[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db, fixtureContent);
    config = database.config;
  });
  afterAll(async () => {
    for (const request of held) request.destroy();
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
  });
  beforeEach(async () => {
    for (const request of held.splice(0)) request.destroy();
    for (const table of ['contact_requests', 'job_applications', 'deliveries', 'rate_limits', 'idempotency_keys']) await database.db(table).delete();
  });

  async function server(overrides: Partial<Config>): Promise<string> {
    const started = await startTestServer(database.db, { ...config, ...overrides });
    servers.push(started);
    return started.url;
  }

  function hold(url: string, path: string, headers: Record<string, string | number>): HeldRequest {
    const request = new HeldRequest(url, path, headers);
    held.push(request);
    return request;
  }

  it('answers the 11th keyed lead 429 with Retry-After while the first 10 still wait for their bodies, then takes those 10', async () => {
    const url = await server({ rateLimitLeads: { limit: 10, windowSeconds: 600 }, requestLimits: { ...config.requestLimits, bodiesPerAddress: 100 } });
    const body = Buffer.from(lead);
    const requests = Array.from({ length: 12 }, (_, i) =>
      hold(url, '/api/contact', { 'content-type': 'application/json', 'content-length': body.length, 'idempotency-key': `held-${i}` }),
    );
    const refused = await answeredCount(requests, 2);
    expect(refused).toHaveLength(2);
    for (const request of refused) {
      expect(request.answered!.status).toBe(429);
      expect(JSON.parse(request.answered!.body)).toEqual({ message: TOO_MANY_REQUESTS });
      expect(Number(request.answered!.retryAfter)).toBeGreaterThan(0);
    }
    const waiting = requests.filter((request) => !refused.includes(request));
    const statuses = await Promise.all(waiting.map(async (request) => (await request.finish(body)).status));
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 201));
    expect(await countRows(database.db, 'contact_requests')).toBe(10);
  });

  it('answers a keyed application past the rate limit 429 before its CV is sent, and an unknown job 404 before anything', async () => {
    const url = await server({ rateLimitLeads: { limit: 2, windowSeconds: 600 }, requestLimits: { ...config.requestLimits, bodiesPerAddress: 100 } });
    const headers = (i: number) => ({ 'content-type': 'multipart/form-data; boundary=cv', 'content-length': 9 * 1024 * 1024, 'idempotency-key': `cv-${i}` });
    const unknown = hold(url, '/api/jobs/does-not-exist/applications', headers(0));
    expect((await unknown.answer).status).toBe(404);
    expect(JSON.parse(unknown.answered!.body)).toMatchObject({ message: APPLICATION_MESSAGES.jobNotFound });
    const requests = Array.from({ length: 4 }, (_, i) => hold(url, '/api/jobs/job-1/applications', headers(i + 1)));
    const refused = await answeredCount(requests, 2);
    expect(refused.map((request) => request.answered!.status)).toEqual([429, 429]);
    expect(refused.every((request) => Number(request.answered!.retryAfter) > 0)).toBe(true);
    // The two within the limit are still reading (their bodies never came): nothing stored.
    expect(requests.filter((request) => !request.answered)).toHaveLength(2);
    expect(await countRows(database.db, 'job_applications')).toBe(0);
  });

  it(`answers a client's 5th body in flight 429 (Retry-After ${BODIES_RETRY_AFTER_SECONDS}) while 4 are held, and takes a new one once they are done`, async () => {
    const url = await server({ requestLimits: { ...config.requestLimits, bodiesPerAddress: 4 } });
    const body = Buffer.from(lead);
    const headers = { 'content-type': 'application/json', 'content-length': body.length };
    const requests = Array.from({ length: 6 }, () => hold(url, '/api/contact', headers));
    const refused = await answeredCount(requests, 2);
    expect(refused.map((request) => [request.answered!.status, request.answered!.retryAfter])).toEqual([
      [429, String(BODIES_RETRY_AFTER_SECONDS)],
      [429, String(BODIES_RETRY_AFTER_SECONDS)],
    ]);
    const waiting = requests.filter((request) => !refused.includes(request));
    expect(await Promise.all(waiting.map(async (request) => (await request.finish(body)).status))).toEqual([201, 201, 201, 201]);
    expect((await hold(url, '/api/contact', headers).finish(body)).status).toBe(201);
  });

  it('counts the bodies in flight of an IPv6 client by its /64, whose addresses rotate', async () => {
    const url = await server({ trustProxy: true, requestLimits: { ...config.requestLimits, bodiesPerAddress: 2 } });
    const body = Buffer.from(lead);
    const from = (address: string) => ({ 'content-type': 'application/json', 'content-length': body.length, 'x-forwarded-for': address });
    const requests = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb:ffff::9'].map((address) => hold(url, '/api/contact', from(address)));
    const [refused] = await answeredCount(requests, 1);
    expect([refused!.answered!.status, refused!.answered!.retryAfter]).toEqual([429, String(BODIES_RETRY_AFTER_SECONDS)]);
    // Another /64 has slots of its own.
    expect((await hold(url, '/api/contact', from('2001:db8:aa:bc::1')).finish(body)).status).toBe(201);
  });

  it("answers a foreign origin's lead 429 before its body is read for the partner, once the address used its limit, and counts nothing", async () => {
    const url = await server({ rateLimitLeads: { limit: 1, windowSeconds: 600 } });
    const body = Buffer.from(lead);
    expect((await hold(url, '/api/contact', { 'content-type': 'application/json', 'content-length': body.length }).finish(body)).status).toBe(201);
    const rows = await database.db('rate_limits').select('key', 'count');
    const foreign = hold(url, '/api/contact', { origin: 'https://shop.unknown.example', 'content-type': 'application/json', 'content-length': body.length });
    const answer = await foreign.answer;
    expect([answer.status, JSON.parse(answer.body)]).toEqual([429, { message: TOO_MANY_REQUESTS }]);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(await database.db('rate_limits').select('key', 'count')).toEqual(rows);
  });

  it('refuses a signed-out image upload 401 before its body is sent', async () => {
    const url = await server({});
    const upload = hold(url, '/api/admin/media', { origin: config.siteOrigin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': 5 * 1024 * 1024 });
    const answer = await upload.answer;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ message: ADMIN_MESSAGES.signInRequired });
  });
});
