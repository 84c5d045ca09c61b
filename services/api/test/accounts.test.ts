import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { toDbTime } from '../src/db/columns.ts';
import { usersRepository } from '../src/people/store/users.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { countRows, createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const SITE = 'https://joognoo.example';
const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';
const PASSWORD = 'correct horse battery staple';
/** A cheap scrypt cost for the test accounts, so the many sign-ins stay fast (the stored hash records it). */
const FAST_HASH = { N: 2 ** 10, r: 8, p: 1 };
const INVALID = { message: 'Invalid email or password.' };
const SIGN_IN = { message: 'Please sign in to continue.' };
const TOO_MANY = { message: 'Too many sign-in attempts. Please try again later.' };
const CROSS_SITE = { message: 'Cross-site request refused.' };

/** The joognoo_auth token of a response's Set-Cookie, if any. */
function tokenOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('joognoo_auth='));
  return cookie?.slice('joognoo_auth='.length).split(';')[0];
}

describe.each(dialects)('accounts and sessions on %s', (dialect) => {
  let database: TestDatabase;
  let config: Config;
  let server: TestServer;
  const extraServers: TestServer[] = [];
  let ann: { id: number; email: string };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    config = { ...database.config, siteOrigin: SITE, embedOrigins: [PARTNER] };
    server = await startTestServer(database.db, config);
    const users = usersRepository(database.db);
    ann = await users.create('Ann@Example.com', await hashPassword(PASSWORD, FAST_HASH));
  });

  afterAll(async () => {
    await Promise.all(extraServers.map((extra) => extra.close()));
    await server?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    await database.db('rate_limits').truncate();
    await database.db('sessions').del();
  });

  async function anotherServer(overrides: Partial<Config> = {}): Promise<TestServer> {
    const extra = await startTestServer(database.db, { ...config, ...overrides });
    extraServers.push(extra);
    return extra;
  }

  const login = (body: unknown, headers: Record<string, string> = {}, base = server.url) =>
    postJson(`${base}/api/auth/login`, body, { Origin: SITE, ...headers });
  const me = (token?: string) => fetch(`${server.url}/api/auth/me`, { headers: token ? { Cookie: `joognoo_auth=${token}` } : {} });

  describe('login', () => {
    it('answers 200 {user} and sets the HttpOnly, SameSite=Lax, 30-day joognoo_auth cookie', async () => {
      const response = await login({ email: ' ann@example.COM ', password: PASSWORD });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ user: { id: ann.id, email: 'ann@example.com' } });
      expect(response.headers.get('cache-control')).toBe('no-store');
      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/^joognoo_auth=[\w-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
      const token = tokenOf(response)!;
      // The table holds the token's SHA-256, never the token.
      const rows = await database.db('sessions').select('id', 'user_id');
      expect(rows).toEqual([{ id: createHash('sha256').update(token).digest('hex'), user_id: ann.id }]);
      expect(JSON.stringify(rows)).not.toContain(token);
      const who = await me(token);
      expect(who.status).toBe(200);
      expect(await who.json()).toEqual({ user: { id: ann.id, email: 'ann@example.com' } });
    });

    it('adds Secure when the config says so (production over https)', async () => {
      const secure = await anotherServer({ cookieSecure: true });
      const response = await login({ email: ann.email, password: PASSWORD }, {}, secure.url);
      expect(response.headers.getSetCookie()[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    });

    it('gives a wrong e-mail and a wrong password the same 401, and no cookie', async () => {
      const unknown = await login({ email: 'nobody@example.com', password: PASSWORD });
      const wrong = await login({ email: ann.email, password: `${PASSWORD}!` });
      for (const response of [unknown, wrong]) {
        expect(response.status).toBe(401);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      expect(await unknown.text()).toBe(await wrong.text());
      expect(JSON.parse(await (await login({ email: ann.email, password: 'x' })).text())).toEqual(INVALID);
    });

    it('answers an invalid body 400 with the field messages', async () => {
      const response = await login({ email: 'not an email' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: { email: 'Please enter a valid email address', password: 'Password is required' },
        // The sign-in form is the site's own, in English: its rules have no code of their own.
        codes: { email: { code: 'invalid' }, password: { code: 'invalid' } },
      });
    });

    it('rotates the session: the token sent at login is deleted and the new one works', async () => {
      const first = tokenOf(await login({ email: ann.email, password: PASSWORD }))!;
      const second = tokenOf(await login({ email: ann.email, password: PASSWORD }, { Cookie: `joognoo_auth=${first}` }))!;
      expect(second).not.toBe(first);
      expect((await me(first)).status).toBe(401);
      expect((await me(second)).status).toBe(200);
      expect(await countRows(database.db, 'sessions')).toBe(1);
    });
  });

  describe('sessions', () => {
    it('answers /api/auth/me 401 without a session, or with an unknown or malformed token', async () => {
      for (const token of [undefined, 'A'.repeat(43), 'not-a-token']) {
        const response = await me(token);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual(SIGN_IN);
      }
    });

    it('logs out: 204, the cookie cleared, the session deleted, the token useless', async () => {
      const token = tokenOf(await login({ email: ann.email, password: PASSWORD }))!;
      const response = await postJson(`${server.url}/api/auth/logout`, {}, { Origin: SITE, Cookie: `joognoo_auth=${token}` });
      expect(response.status).toBe(204);
      expect(response.headers.getSetCookie()).toEqual(['joognoo_auth=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
      expect(await countRows(database.db, 'sessions')).toBe(0);
      expect((await me(token)).status).toBe(401);
      // Signed out already: still fine.
      expect((await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { Origin: SITE } })).status).toBe(204);
    });

    it('refuses an expired session and deletes it', async () => {
      const token = tokenOf(await login({ email: ann.email, password: PASSWORD }))!;
      await database.db('sessions').update({ expires_at: toDbTime(database.db, new Date(Date.now() - 1000)) });
      const response = await me(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(SIGN_IN);
      expect(await countRows(database.db, 'sessions')).toBe(0);
    });
  });

  describe('sign-in rate limits', () => {
    it('refuses the 6th attempt on one account from one address within 15 minutes, right password included, across two apps', async () => {
      const [a, b] = [await anotherServer(), await anotherServer()];
      for (let i = 0; i < 5; i += 1) {
        const response = await login({ email: ann.email, password: `wrong ${i}` }, {}, i % 2 ? a.url : b.url);
        expect(response.status).toBe(401);
      }
      for (const base of [a.url, b.url]) {
        const response = await login({ email: 'ANN@example.com', password: PASSWORD }, {}, base);
        expect(response.status).toBe(429);
        expect(await response.json()).toEqual(TOO_MANY);
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(900);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      // Another account from the same client is not affected (the IP has 7 of 20).
      expect((await login({ email: 'someone-else@example.com', password: 'whatever' }, {}, a.url)).status).toBe(401);
    }, 60_000);

    it('never locks the owner out: after wrong passwords from rotating addresses the right one from another address gets in', async () => {
      // TRUST_PROXY trusts the test's peer, so each X-Forwarded-For is an address of its own.
      const [a, b] = [await anotherServer({ trustProxy: true }), await anotherServer({ trustProxy: true })];
      const from = (ip: string) => ({ 'X-Forwarded-For': ip });
      for (let i = 0; i < 8; i += 1) {
        const response = await login({ email: ann.email, password: `wrong ${i}` }, from(`198.51.100.${i + 1}`), i % 2 ? a.url : b.url);
        expect(response.status).toBe(401);
      }
      const owner = await login({ email: ann.email, password: PASSWORD }, from('203.0.113.50'), a.url);
      expect(owner.status).toBe(200);
      expect(tokenOf(owner)).toBeTruthy();

      // One address guessing is still stopped at 5, exactly, across both apps and concurrently.
      const guesses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => login({ email: ann.email, password: `guess ${i}` }, from('192.0.2.66'), i % 2 ? a.url : b.url)),
      );
      expect(guesses.map((response) => response.status).sort()).toEqual([...Array(5).fill(401), ...Array(3).fill(429)]);
      const guesser = await login({ email: ann.email, password: PASSWORD }, from('192.0.2.66'), b.url);
      expect(guesser.status).toBe(429);
      expect(await guesser.json()).toEqual(TOO_MANY);
      // ... while the owner still signs in from elsewhere.
      expect((await login({ email: ann.email, password: PASSWORD }, from('203.0.113.51'), b.url)).status).toBe(200);
    }, 60_000);

    it('past 100 failures on an account from all addresses, only addresses it signed in from before may still try', async () => {
      const trusting = await anotherServer({ trustProxy: true });
      const from = (ip: string) => ({ 'X-Forwarded-For': ip });
      // The owner's usual address is known from an earlier sign-in.
      expect((await login({ email: ann.email, password: PASSWORD }, from('203.0.113.7'), trusting.url)).status).toBe(200);
      // 100 failures already counted for the account (this window and the next, in case it turns).
      const account = createHash('sha256').update(ann.email).digest('hex');
      const seconds = Math.floor(Date.now() / 1000);
      const windowStart = seconds - (seconds % 900);
      await database.db('rate_limits').where({ key: `login-account:${account}` }).del();
      for (const start of [windowStart, windowStart + 900]) {
        await database.db('rate_limits').insert({ key: `login-account:${account}`, window_start: start, count: 100 });
      }
      const stranger = await login({ email: ann.email, password: PASSWORD }, from('198.51.100.200'), trusting.url);
      expect(stranger.status).toBe(429);
      expect(await stranger.json()).toEqual(TOO_MANY);
      expect(stranger.headers.getSetCookie()).toEqual([]);
      const known = await login({ email: ann.email, password: PASSWORD }, from('203.0.113.7'), trusting.url);
      expect(known.status).toBe(200);
      // The known address is stored hashed with the account; no key names the e-mail.
      const keys = (await database.db('rate_limits').select('key')).map((row) => String(row.key));
      expect(keys.filter((key) => key.startsWith('known-login:'))).toHaveLength(1);
      expect(keys.some((key) => key.includes('example.com') || (key.startsWith('known-login:') && key.includes('203.0.113.7')))).toBe(false);
    }, 60_000);

    it('with TRUST_PROXY unset, a rotating X-Forwarded-For from 127.0.0.1 does not bypass the sign-in limits', async () => {
      const defaults = await anotherServer({ trustProxy: loadConfig({}).trustProxy });
      for (let i = 0; i < 5; i += 1) {
        expect((await login({ email: ann.email, password: `wrong ${i}` }, { 'X-Forwarded-For': `198.51.100.${i + 1}` }, defaults.url)).status).toBe(401);
      }
      const sixth = await login({ email: ann.email, password: PASSWORD }, { 'X-Forwarded-For': '198.51.100.99' }, defaults.url);
      expect(sixth.status).toBe(429);
    }, 60_000);

    it('counts failures only: repeated successful sign-ins are never limited', async () => {
      for (let i = 0; i < 7; i += 1) expect((await login({ email: ann.email, password: PASSWORD })).status).toBe(200);
    }, 60_000);

    it('refuses a client IP after 20 failures in 15 minutes, exactly, even concurrently and across two apps', async () => {
      // 16 failures already counted for this client (in this window and the next, in case the
      // window turns during the test), then 8 concurrent guesses: exactly 4 more get checked.
      const seconds = Math.floor(Date.now() / 1000);
      const windowStart = seconds - (seconds % 900);
      for (const start of [windowStart, windowStart + 900]) {
        await database.db('rate_limits').insert({ key: 'login-ip:127.0.0.1', window_start: start, count: 16 });
      }
      const [a, b] = [await anotherServer(), await anotherServer()];
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => login({ email: `guess${i}@example.com`, password: 'guess' }, {}, i % 2 ? a.url : b.url)),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([...Array(4).fill(401), ...Array(4).fill(429)]);
      const refused = await login({ email: ann.email, password: PASSWORD }, {}, a.url);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual(TOO_MANY);
      const keys = (await database.db('rate_limits').select('key')).map((row) => String(row.key));
      expect(keys.some((key) => key.includes('example.com'))).toBe(false); // account keys are hashed
    }, 60_000);
  });

  describe('cross-site writes', () => {
    it.each([
      ['a foreign Origin', { Origin: EVIL }],
      ['an embed origin', { Origin: PARTNER }],
      ['Origin null', { Origin: 'null' }],
      ['a foreign Referer', { Origin: '', Referer: `${EVIL}/page` }],
      ['neither Origin nor Referer', { Origin: '' }],
    ])('refuses a login with %s (403) and changes nothing', async (_name, headers) => {
      const response = await login({ email: ann.email, password: PASSWORD }, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(CROSS_SITE);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await countRows(database.db, 'sessions')).toBe(0);
      expect(await countRows(database.db, 'rate_limits')).toBe(0);
    });

    it('refuses a cross-site logout, so the session survives', async () => {
      const token = tokenOf(await login({ email: ann.email, password: PASSWORD }))!;
      const response = await postJson(`${server.url}/api/auth/logout`, {}, { Origin: EVIL, Cookie: `joognoo_auth=${token}` });
      expect(response.status).toBe(403);
      expect((await me(token)).status).toBe(200);
    });

    it("accepts the site's own origin, the request's own host and a same-site Referer", async () => {
      expect((await login({ email: ann.email, password: PASSWORD }, { Origin: SITE })).status).toBe(200);
      expect((await login({ email: ann.email, password: PASSWORD }, { Origin: server.url })).status).toBe(200);
      expect((await login({ email: ann.email, password: PASSWORD }, { Origin: '', Referer: `${SITE}/integrations?x=1` })).status).toBe(200);
    });

    it('gives CORS on account paths to the site only, never to embed origins', async () => {
      const site = await fetch(`${server.url}/api/auth/me`, { headers: { Origin: SITE } });
      expect(site.headers.get('access-control-allow-origin')).toBe(SITE);
      const partner = await fetch(`${server.url}/api/auth/me`, { headers: { Origin: PARTNER } });
      expect(partner.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${server.url}/api/dev/integrations/prompts/1`, {
        method: 'OPTIONS',
        headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'DELETE' },
      });
      expect(preflight.status).toBe(403);
      const own = await fetch(`${server.url}/api/dev/integrations/prompts/1`, {
        method: 'OPTIONS',
        headers: { Origin: SITE, 'Access-Control-Request-Method': 'DELETE' },
      });
      expect(own.status).toBe(204);
      expect(own.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    });
  });
});
