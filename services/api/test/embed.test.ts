import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanAttribution } from '@joognoo/schemas';
import { loadConfig, type Config } from '../src/config.ts';
import { toDbTime } from '../src/db/columns.ts';
import { seed } from '../src/db/seed.ts';
import { IdempotencyKeyTaken } from '../src/middleware/store/idempotency.ts';
import { createServices as createRepositories } from '../src/services.ts';
import { SITE_CALL_HEADER, asSiteCall } from '../src/security/site-calls.ts';
import { fixtureContent } from './fixtures.ts';
import { contactLead, countRows, createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const PARTNER = 'https://partner.example';
const SITE = 'https://joognoo.example';
const EVIL = 'https://evil.example';
const TOO_MANY = { message: 'Too many requests. Please try again in a few minutes.' };
const THANKS = { ok: true, message: 'Thank you for subscribing to our newsletter!' };

const lead = contactLead();

describe.each(dialects)('embedded use on %s', (dialect) => {
  let database: TestDatabase;
  let config: Config;
  let server: TestServer;
  const extraServers: TestServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db, fixtureContent);
    config = { ...database.config, siteUrl: SITE, siteOrigin: SITE, embedOrigins: [PARTNER] };
    server = await startTestServer(database.db, config);
  });

  afterAll(async () => {
    await Promise.all(extraServers.map((extra) => extra.close()));
    await server?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    for (const table of ['contact_requests', 'newsletter_subscriptions', 'rate_limits', 'idempotency_keys']) {
      await database.db(table).truncate();
    }
  });

  /** Another app on the same database, as a second API process would be. */
  async function anotherServer(overrides: Partial<Config>): Promise<TestServer> {
    const extra = await startTestServer(database.db, { ...config, ...overrides });
    extraServers.push(extra);
    return extra;
  }

  const contact = (body: unknown, headers?: Record<string, string>, base = server.url) => postJson(`${base}/api/contact`, body, headers);
  const subscribe = (body: unknown, headers?: Record<string, string>, base = server.url) =>
    postJson(`${base}/api/newsletter/subscribe`, body, headers);

  describe('CORS', () => {
    it.each([PARTNER, SITE, EVIL, 'null'])('answers a read from %s with Allow-Origin * and no credentials, not varying by Origin', async (origin) => {
      const response = await fetch(`${server.url}/api/products`, { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary') ?? '').not.toMatch(/\bOrigin\b/);
    });

    it('gives a read without Origin the same headers, so a cached answer fits every page', async () => {
      await fetch(`${server.url}/api/jobs`, { headers: { Origin: EVIL } });
      const response = await fetch(`${server.url}/api/jobs`);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it.each([PARTNER, EVIL])('answers a write preflight from %s 204 with its origin, the methods, headers and max-age, without credentials', async (origin) => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS');
      expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, Idempotency-Key, Proof-Of-Work');
      expect(response.headers.get('access-control-max-age')).toBe('600');
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect(await response.text()).toBe('');
    });

    it('answers an origin in its canonical form, never the header as sent', async () => {
      for (const sent of ['HTTPS://Partner.Example', 'https://PARTNER.example:443']) {
        const preflight = await fetch(`${server.url}/api/contact`, { method: 'OPTIONS', headers: { Origin: sent, 'Access-Control-Request-Method': 'POST' } });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
        const write = await contact(lead, { Origin: sent });
        expect(write.status).toBe(201);
        expect(write.headers.get('access-control-allow-origin')).toBe(PARTNER);
        expect(write.headers.get('access-control-allow-credentials')).toBeNull();
      }
    });

    it.each([EVIL, 'https://partner.example.evil.example', 'http://partner.example'])(
      'refuses writes from %s with the readable JSON 403 origin_not_registered, storing and counting nothing',
      async (origin) => {
        const contactResponse = await contact(lead, { Origin: origin, 'Idempotency-Key': 'refused-1' });
        expect(contactResponse.status).toBe(403);
        expect(contactResponse.headers.get('access-control-allow-origin')).toBe(origin);
        expect(await contactResponse.json()).toEqual({
          code: 'origin_not_registered',
          message:
            `The origin ${origin} is not registered. On a partner's page give the widget partner="<id>" and add the origin with: ` +
            `pnpm --filter @joognoo/api partner:update --id <id> --add-origin ${origin} (or add it to EMBED_ORIGINS for the company's own sites). ` +
            `See ${SITE}/developers/widgets#allow-listing.`,
          origin,
          docs: `${SITE}/developers/widgets#allow-listing`,
        });
        const newsletterResponse = await subscribe({ email: 'x@example.com' }, { Origin: origin });
        expect(newsletterResponse.status).toBe(403);
        expect((await newsletterResponse.json()).code).toBe('origin_not_registered');
        for (const path of ['/api/newsletter/confirm', '/api/newsletter/unsubscribe']) {
          const response = await postJson(`${server.url}${path}`, { token: 'x'.repeat(43) }, { Origin: origin });
          expect(response.status).toBe(403);
          expect((await response.json()).code).toBe('origin_not_registered');
        }
        expect(await countRows(database.db, 'contact_requests')).toBe(0);
        expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(0);
        expect(await countRows(database.db, 'rate_limits')).toBe(0);
        expect(await countRows(database.db, 'idempotency_keys')).toBe(0);
      },
    );

    it('refuses a write from an opaque origin (null) and says why it cannot be registered', async () => {
      const response = await contact(lead, { Origin: 'null' });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({
        code: 'origin_not_registered',
        message: `The origin null cannot be registered: embed the widget on an http(s) page (not a sandboxed frame or a file). See ${SITE}/developers/widgets#allow-listing.`,
        origin: 'null',
        docs: `${SITE}/developers/widgets#allow-listing`,
      });
      expect(await countRows(database.db, 'contact_requests')).toBe(0);
    });

    it('accepts writes from an allowed origin, from the same origin and without Origin', async () => {
      expect((await contact(lead, { Origin: PARTNER })).status).toBe(201);
      expect((await contact(lead, { Origin: server.url })).status).toBe(201); // the API's own host
      expect((await contact(lead)).status).toBe(201); // a server or curl
      expect(await countRows(database.db, 'contact_requests')).toBe(3);
    });

    it('keeps the CORS headers on an error answer, so the widget can read the message', async () => {
      const response = await contact({ ...lead, email: 'nope' }, { Origin: PARTNER });
      expect(response.status).toBe(400);
      expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect((await response.json()).errors).toEqual({ email: 'Please enter a valid email address.' });
    });
  });

  describe('lead context', () => {
    it('records the Referer origin when there is no Origin header', async () => {
      await contact({ ...lead, source: 'partner-footer' }, { Referer: 'https://reseller.example/pricing?x=1' });
      expect(await database.db('contact_requests').first('origin', 'source')).toEqual({ origin: 'https://reseller.example', source: 'partner-footer' });
    });

    it('records the newsletter source label and embedding origin', async () => {
      expect((await subscribe({ email: 'Reader@Example.com', source: ' landing-q4 ' }, { Origin: PARTNER })).status).toBe(200);
      expect(await database.db('newsletter_subscriptions').select('email', 'source', 'origin')).toEqual([
        { email: 'reader@example.com', source: 'landing-q4', origin: PARTNER },
      ]);
      await subscribe({ email: 'plain@example.com' });
      expect(await database.db('newsletter_subscriptions').where({ email: 'plain@example.com' }).first('source', 'origin')).toEqual({ source: '', origin: null });
    });

    it('refuses an oversized newsletter source and stores nothing', async () => {
      const response = await subscribe({ email: 'a@example.com', source: 's'.repeat(201) });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ source: 'Source must be at most 200 characters.' });
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(0);
    });
  });

  describe('honeypot', () => {
    it('answers a filled honeypot on /api/contact exactly like a success and stores nothing', async () => {
      const real = await contact(lead);
      await database.db('contact_requests').truncate();
      for (const body of [{ ...lead, website: 'https://spam.example' }, { website: 'x', email: 'not even valid' }]) {
        const response = await contact(body, { Origin: PARTNER });
        expect(response.status).toBe(real.status);
        expect(await response.json()).toEqual({ ok: true });
      }
      expect(await countRows(database.db, 'contact_requests')).toBe(0);
    });

    it('answers a filled honeypot on the newsletter exactly like a success and stores nothing', async () => {
      const response = await subscribe({ email: 'bot@example.com', website: 'https://spam.example' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(THANKS);
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(0);
    });

    it('ignores an empty honeypot', async () => {
      expect((await contact({ ...lead, website: '' })).status).toBe(201);
      expect((await subscribe({ email: 'person@example.com', website: '' })).status).toBe(200);
      expect(await countRows(database.db, 'contact_requests')).toBe(1);
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(1);
    });
  });

  describe('rate limits', () => {
    const limited = { rateLimitLeads: { limit: 10, windowSeconds: 600 } };

    it('answers the 11th submit in the window 429 with Retry-After, counted across two apps on one database', async () => {
      const [a, b] = [await anotherServer(limited), await anotherServer(limited)];
      for (let i = 0; i < 10; i += 1) {
        const response = await contact({ ...lead, email: `lead${i}@example.com` }, {}, i % 2 ? a.url : b.url);
        expect(response.status).toBe(201);
      }
      for (const base of [a.url, b.url]) {
        const response = await contact(lead, { Origin: PARTNER }, base);
        expect(response.status).toBe(429);
        expect(await response.json()).toEqual(TOO_MANY);
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(600);
        expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
      }
      expect(await countRows(database.db, 'contact_requests')).toBe(10);
      // Each endpoint has its own counter.
      expect((await subscribe({ email: 'still@example.com' }, {}, a.url)).status).toBe(200);
    });

    it('limits the newsletter the same way', async () => {
      const a = await anotherServer({ rateLimitLeads: { limit: 3, windowSeconds: 600 } });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await subscribe({ email: `r${i}@example.com` }, {}, a.url)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(3);
    });

    it('keeps the count exact under concurrent submits', async () => {
      const a = await anotherServer({ rateLimitLeads: { limit: 5, windowSeconds: 600 } });
      const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => contact({ ...lead, email: `c${i}@example.com` }, {}, a.url)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
      expect(await countRows(database.db, 'contact_requests')).toBe(5);
    });

    it('reads the client IP from X-Forwarded-For only with TRUST_PROXY', async () => {
      const trusting = await anotherServer({ rateLimitLeads: { limit: 1, windowSeconds: 600 }, trustProxy: true });
      const forwarded = (ip: string) => ({ 'X-Forwarded-For': `198.51.100.7, ${ip}` });
      expect((await contact(lead, forwarded('203.0.113.1'), trusting.url)).status).toBe(201);
      expect((await contact(lead, forwarded('203.0.113.1'), trusting.url)).status).toBe(429);
      expect((await contact(lead, forwarded('203.0.113.2'), trusting.url)).status).toBe(201);
      const keys = (await database.db('rate_limits').whereNot('key', 'like', 'form-ceiling:%').select('key')).map((row) => row.key).sort();
      expect(keys).toEqual(['contact:203.0.113.1', 'contact:203.0.113.2']);

      const direct = await anotherServer({ rateLimitLeads: { limit: 1, windowSeconds: 600 } });
      expect((await contact(lead, forwarded('203.0.113.3'), direct.url)).status).toBe(201);
      expect((await contact(lead, forwarded('203.0.113.4'), direct.url)).status).toBe(429); // same socket address
    });

    it('with TRUST_PROXY unset, a rotating X-Forwarded-For from 127.0.0.1 does not bypass the limit: the 11th is 429', async () => {
      const defaults = await anotherServer({ ...limited, trustProxy: loadConfig({}).trustProxy });
      const statuses = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await contact({ ...lead, email: `rot${i}@example.com` }, { 'X-Forwarded-For': `203.0.113.${i + 1}` }, defaults.url)).status);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
      // A guessed site-call token changes nothing.
      const forged = await contact(lead, { 'X-Forwarded-For': '203.0.113.99', [SITE_CALL_HEADER]: 'x'.repeat(43) }, defaults.url);
      expect(forged.status).toBe(429);
      expect(await countRows(database.db, 'contact_requests')).toBe(10);
      const keys = (await database.db('rate_limits').whereNot('key', 'like', 'form-ceiling:%').select('key')).map((row) => row.key);
      expect(keys).toEqual(['contact:127.0.0.1']);
    });

    it("believes the forwarded visitor of this process's own site calls (asSiteCall), whatever TRUST_PROXY says", async () => {
      const own = await anotherServer({ rateLimitLeads: { limit: 1, windowSeconds: 600 }, trustProxy: false });
      // What the site's no-JS form action does for a visitor: its fetch runs inside asSiteCall.
      const asSite = (ip: string) => asSiteCall(() => contact(lead, { 'X-Forwarded-For': ip }, own.url));
      expect((await asSite('192.0.2.20')).status).toBe(201);
      expect((await asSite('192.0.2.20')).status).toBe(429);
      expect((await asSite('192.0.2.21')).status).toBe(201);
      // The same header from a plain loopback caller is not believed.
      expect((await contact(lead, { 'X-Forwarded-For': '192.0.2.22' }, own.url)).status).toBe(201);
      expect((await contact(lead, { 'X-Forwarded-For': '192.0.2.23' }, own.url)).status).toBe(429);
      const keys = (await database.db('rate_limits').whereNot('key', 'like', 'form-ceiling:%').select('key')).map((row) => row.key).sort();
      expect(keys).toEqual(['contact:127.0.0.1', 'contact:192.0.2.20', 'contact:192.0.2.21']);
    });

    it('counts only accepted leads: malformed and invalid requests do not use up the limit, but have their own cap', async () => {
      const a = await anotherServer({ rateLimitLeads: { limit: 2, windowSeconds: 600 } });
      const raw = (path: string, body: string, type: string) => fetch(`${a.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
      // 9 refused requests: 415, 400 (bad JSON), 400 (invalid fields), 413, ...
      const statuses = [
        (await raw('/api/contact', 'firstName=Ann', 'application/x-www-form-urlencoded')).status,
        (await raw('/api/contact', '{"form":', 'application/json')).status,
        (await contact({ ...lead, email: 'nope' }, {}, a.url)).status,
        (await raw('/api/contact', JSON.stringify({ ...lead, message: 'x'.repeat(200 * 1024) }), 'application/json')).status,
      ];
      for (let i = 0; i < 5; i += 1) statuses.push((await raw('/api/contact', '[', 'application/json')).status);
      expect(statuses).toEqual([415, 400, 400, 413, 400, 400, 400, 400, 400]);
      // The address still has its 2 leads.
      expect((await contact(lead, {}, a.url)).status).toBe(201);
      expect((await contact(lead, {}, a.url)).status).toBe(201);
      expect((await contact(lead, {}, a.url)).status).toBe(429);
      expect(await countRows(database.db, 'contact_requests')).toBe(2);

      // Refused requests have a cap of 5 x the limit (10 here): past it, even a valid one is 429.
      for (let i = 0; i < 10; i += 1) expect((await raw('/api/newsletter/subscribe', '{"email":', 'application/json')).status).toBe(400);
      const capped = await subscribe({ email: 'fresh@example.com' }, {}, a.url);
      expect(capped.status).toBe(429);
      expect(await capped.json()).toEqual(TOO_MANY);
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(0);
    });

    it('with TRUST_PROXY=loopback, counts a loopback caller (a proxy on this host) per forwarded visitor', async () => {
      // The test client is on 127.0.0.1, like a reverse proxy on the same machine.
      const own = await anotherServer({ rateLimitLeads: { limit: 1, windowSeconds: 600 }, trustProxy: 'loopback' });
      const visitor = (ip: string) => ({ 'X-Forwarded-For': ip });
      expect((await contact(lead, visitor('192.0.2.10'), own.url)).status).toBe(201);
      expect((await contact(lead, visitor('192.0.2.10'), own.url)).status).toBe(429);
      expect((await contact(lead, visitor('192.0.2.11'), own.url)).status).toBe(201);
      const keys = (await database.db('rate_limits').whereNot('key', 'like', 'form-ceiling:%').select('key')).map((row) => row.key).sort();
      expect(keys).toEqual(['contact:192.0.2.10', 'contact:192.0.2.11']);
      // (A non-loopback peer's header is ignored: src/middleware/client-ip.test.ts.)
    });

    it('deletes windows that have ended', async () => {
      await database.db('rate_limits').insert({ key: 'contact:192.0.2.1', window_start: 600, count: 99 });
      const fresh = await anotherServer({}); // its first limited request cleans up
      expect((await contact(lead, {}, fresh.url)).status).toBe(201);
      expect(await database.db('rate_limits').where({ key: 'contact:192.0.2.1' }).select('key')).toEqual([]);
    });
  });

  describe('idempotency keys', () => {
    it('stores one row for the same key sent twice and replays the first answer', async () => {
      const headers = { 'Idempotency-Key': 'c3f1e7a4-0000-4000-8000-000000000001', Origin: PARTNER };
      const first = await contact(lead, headers);
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      // The same data, serialised in another key order, is the same request.
      const reordered = Object.fromEntries(Object.entries(lead).reverse());
      const second = await contact(reordered, headers);
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual({ ok: true });
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await countRows(database.db, 'contact_requests')).toBe(1);
    });

    it('refuses a used key with a different body with 422 and stores nothing', async () => {
      const headers = { 'Idempotency-Key': 'reused-key', Origin: PARTNER };
      expect((await contact(lead, headers)).status).toBe(201);
      const changed = await contact({ ...lead, message: 'A different submission under the same key.' }, headers);
      expect(changed.status).toBe(422);
      expect(await changed.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different request. Send a new submission with a new key.',
      });
      expect(changed.headers.get('idempotent-replayed')).toBeNull();
      expect(await database.db('contact_requests').select('message')).toEqual([{ message: lead.message }]);
      // The original request still replays.
      expect((await contact(lead, headers)).headers.get('idempotent-replayed')).toBe('true');
    });

    it('replays an answer stored before request hashes were kept, whatever the body', async () => {
      await database.db('idempotency_keys').insert({
        endpoint: 'contact',
        key: 'legacy-key',
        status: 201,
        body: '{"ok":true}',
        request_hash: null,
        created_at: toDbTime(database.db, new Date()),
      });
      const response = await contact(lead, { 'Idempotency-Key': 'legacy-key' });
      expect(response.status).toBe(201);
      expect(response.headers.get('idempotent-replayed')).toBe('true');
      expect(await countRows(database.db, 'contact_requests')).toBe(0);
    });

    it('stores one row when the same key arrives concurrently', async () => {
      const headers = { 'Idempotency-Key': 'double-click-1' };
      const responses = await Promise.all(Array.from({ length: 8 }, () => contact(lead, headers)));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
      for (const response of responses) expect(await response.json()).toEqual({ ok: true });
      expect(await countRows(database.db, 'contact_requests')).toBe(1);
      expect(await countRows(database.db, 'idempotency_keys')).toBe(1);
      expect(responses.filter((response) => response.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    });

    it('lets the unique index settle two writes that both missed the lookup: one commits, the other stores nothing', async () => {
      const { leads } = createRepositories(database.db, database.config);
      const claim = { endpoint: 'contact', key: 'race', status: 201, body: { ok: true }, requestHash: 'a'.repeat(64) };
      const request = { ...lead, form: 'contact' as const, source: '', service: '', locale: 'en' as const, origin: null, partnerId: null, ...cleanAttribution(undefined) };
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => leads.createContactRequest(request, claim)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(IdempotencyKeyTaken);
      }
      expect(await countRows(database.db, 'contact_requests')).toBe(1);
    });

    it('does the same for the newsletter, concurrently', async () => {
      const headers = { 'Idempotency-Key': 'newsletter-1' };
      const responses = await Promise.all(Array.from({ length: 6 }, () => subscribe({ email: 'n@example.com' }, headers)));
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
      for (const response of responses) expect(await response.json()).toEqual(THANKS);
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(1);
    });

    it('lets one of several concurrent different bodies under one key through; the others get 422', async () => {
      const headers = { 'Idempotency-Key': 'newsletter-race' };
      const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => subscribe({ email: `n${i}@example.com` }, headers)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(1);
      expect(await countRows(database.db, 'idempotency_keys')).toBe(1);
    });

    it('scopes a key to its endpoint', async () => {
      const headers = { 'Idempotency-Key': 'shared-key' };
      expect((await contact(lead, headers)).status).toBe(201);
      expect((await subscribe({ email: 'a@example.com' }, headers)).status).toBe(200);
      expect(await countRows(database.db, 'contact_requests')).toBe(1);
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(1);
    });

    it('does not store a refused request: the corrected one with the same key goes through', async () => {
      const headers = { 'Idempotency-Key': 'fix-and-retry' };
      expect((await contact({ ...lead, email: 'bad' }, headers)).status).toBe(400);
      expect((await contact(lead, headers)).status).toBe(201);
      expect(await countRows(database.db, 'contact_requests')).toBe(1);
    });

    it.each([['x'.repeat(201)], ['has space'], ['ümlaut']])('refuses the key %j with 400 and stores nothing', async (key) => {
      const response = await contact(lead, { 'Idempotency-Key': key });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Idempotency-Key must be 1 to 200 visible ASCII characters.' });
      expect(await countRows(database.db, 'contact_requests')).toBe(0);
    });

    it('accepts a 200-character key', async () => {
      expect((await contact(lead, { 'Idempotency-Key': 'k'.repeat(200) })).status).toBe(201);
    });

    it('forgets a key after 24 hours', async () => {
      await database.db('idempotency_keys').insert({
        endpoint: 'contact',
        key: 'old-key',
        status: 201,
        body: '{"ok":true}',
        created_at: toDbTime(database.db, new Date(Date.now() - 25 * 60 * 60 * 1000)),
      });
      const response = await contact(lead, { 'Idempotency-Key': 'old-key' });
      expect(response.status).toBe(201);
      expect(response.headers.get('idempotent-replayed')).toBeNull();
      expect(await countRows(database.db, 'contact_requests')).toBe(1);
      expect(await countRows(database.db, 'idempotency_keys')).toBe(1);
    });
  });
});
