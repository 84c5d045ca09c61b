/**
 * Two API processes on one MariaDB database, as behind a load balancer: the
 * lead and sign-in limits count across both, a session made on one is honoured (and ended)
 * by the other, and neither serves stale answers after the other, or anyone, wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { createUser } from '../src/commands/user-create.ts';
import { usersRepository } from '../src/repositories/users.ts';
import { TOO_MANY_REQUESTS } from '../src/middleware/rate-limit.ts';
import { bumpContentVersion } from '../src/repositories/content-versions.ts';
import { TOO_MANY_SIGN_INS } from '../src/routes/auth.ts';
import { LOGIN_LIMITS } from '../src/security/login-attempts.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { countRows, createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { ApiProcess, contactLead, waitUntil } from './harness.ts';

const SITE = 'https://joognoo.example';
const LEAD_LIMIT = 6;
const LEAD_WINDOW_SECONDS = 3600;
const PASSWORD = 'two-processes-password';
const EMAIL = 'two@example.com';
const SIGN_IN_REQUIRED = { message: 'Please sign in to continue.' };
/**
 * The accounts whose sign-ins are throttled get a cheap scrypt cost (recorded in the hash),
 * so dozens of wrong passwords stay fast on a loaded machine; the real cost is the CLI's.
 */
const FAST_HASH = { N: 2 ** 10, r: 8, p: 1 };
const LIMITED_EMAIL = 'limited@example.com';
const throttledEmail = (n: number) => `throttled-${n}@example.com`;

/**
 * Waits, if need be, until the current fixed window of `windowSeconds` has at least
 * `marginSeconds` left, so a count cannot be split by the window changing mid-test.
 */
async function awayFromWindowEnd(windowSeconds: number, marginSeconds = 20): Promise<void> {
  const seconds = Date.now() / 1000;
  const left = windowSeconds - (seconds % windowSeconds);
  if (left < marginSeconds) await sleep((left + 1) * 1000);
}

describe('two API processes on one database', () => {
  let database: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase('mariadb');
    await createUser(database.db, { email: EMAIL, password: PASSWORD });
    const users = usersRepository(database.db);
    const cheapHash = await hashPassword(PASSWORD, FAST_HASH);
    for (const email of [LIMITED_EMAIL, ...Array.from({ length: LOGIN_LIMITS.perIp + 1 }, (_, n) => throttledEmail(n))]) {
      await users.create(email, cheapHash);
    }
    const options = {
      databaseUrl: database.config.databaseUrl!,
      // Each client's address comes forwarded by a proxy on this host.
      env: { SITE_URL: SITE, RATE_LIMIT_LEADS: `${LEAD_LIMIT}/${LEAD_WINDOW_SECONDS}`, TRUST_PROXY: 'loopback' },
    };
    // One after the other: both would otherwise migrate and seed the same empty database at once.
    a = await ApiProcess.start(options);
    b = await ApiProcess.start(options);
    expect(a.port).not.toBe(b.port);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  /** A JSON write from the site's own pages, as one client (its address forwarded by a local proxy). */
  function write(api: ApiProcess, method: string, path: string, body: unknown, { cookie, client }: { cookie?: string; client?: string } = {}) {
    return fetch(api.url + path, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        ...(cookie ? { cookie } : {}),
        ...(client ? { 'x-forwarded-for': client } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  function signIn(api: ApiProcess, client: string, password = PASSWORD, email = EMAIL) {
    return write(api, 'POST', '/api/auth/login', { email, password }, { client });
  }

  async function sessionCookie(api: ApiProcess, client: string): Promise<string> {
    const response = await signIn(api, client);
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  }

  it(`lead limit: alternating between A and B, request ${LEAD_LIMIT + 1} from one address is the first 429, on either`, async () => {
    await awayFromWindowEnd(LEAD_WINDOW_SECONDS);
    const statuses: number[] = [];
    for (let n = 0; n < LEAD_LIMIT + 2; n += 1) {
      const api = n % 2 === 0 ? a : b;
      const response = await write(api, 'POST', '/api/contact', contactLead(`two-${n}`));
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({ message: TOO_MANY_REQUESTS });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array<number>(LEAD_LIMIT).fill(201), 429, 429]);
    expect(await countRows(database.db, 'contact_requests')).toBe(LEAD_LIMIT);
  });

  it(`sign-in limit per account and address: wrong password number ${LOGIN_LIMITS.perAccountAndIp + 1} across A and B is refused, and so is the right one from there; the owner elsewhere gets in`, async () => {
    await awayFromWindowEnd(LOGIN_LIMITS.windowSeconds);
    const client = '198.51.100.7';
    const statuses: number[] = [];
    for (let n = 0; n <= LOGIN_LIMITS.perAccountAndIp; n += 1) {
      statuses.push((await signIn(n % 2 === 0 ? a : b, client, `wrong password ${n}`, LIMITED_EMAIL)).status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMITS.perAccountAndIp).fill(401), 429]);
    for (const api of [a, b]) {
      const right = await signIn(api, client, PASSWORD, LIMITED_EMAIL);
      expect(right.status).toBe(429);
      expect(await right.json()).toEqual({ message: TOO_MANY_SIGN_INS });
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(right.headers.getSetCookie()).toEqual([]);
    }
    // Nobody can lock the owner out: from another address the right password works, on both.
    for (const api of [a, b]) expect((await signIn(api, '198.51.100.77', PASSWORD, LIMITED_EMAIL)).status).toBe(200);
  });

  it(`sign-in limit per address: after ${LOGIN_LIMITS.perIp} failures across A and B, the next account tried from it is refused`, async () => {
    await awayFromWindowEnd(LOGIN_LIMITS.windowSeconds);
    const client = '198.51.100.8';
    const statuses: number[] = [];
    for (let n = 0; n <= LOGIN_LIMITS.perIp; n += 1) {
      statuses.push((await signIn(n % 2 === 0 ? a : b, client, 'not the password', throttledEmail(n))).status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMITS.perIp).fill(401), 429]);
    // The right password of a fresh account from that address is refused too; elsewhere it works.
    expect((await signIn(b, client, PASSWORD, throttledEmail(LOGIN_LIMITS.perIp))).status).toBe(429);
    expect((await signIn(a, '198.51.100.88', PASSWORD, throttledEmail(LOGIN_LIMITS.perIp))).status).toBe(200);
  });

  it('a session made on A works on B; signing out on B ends it on A', async () => {
    const sessionsBefore = await countRows(database.db, 'sessions');
    const cookie = await sessionCookie(a, '198.51.100.9');
    expect(await countRows(database.db, 'sessions')).toBe(sessionsBefore + 1);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: { id: expect.any(Number), email: EMAIL } });

    const signOut = await write(b, 'POST', '/api/auth/logout', undefined, { cookie });
    expect(signOut.status).toBe(204);
    for (const api of [a, b]) {
      const after = await fetch(`${api.url}/api/auth/me`, { headers: { cookie } });
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual(SIGN_IN_REQUIRED);
      const integrations = await fetch(`${api.url}/api/dev/integrations`, { headers: { cookie } });
      expect(integrations.status).toBe(401);
    }
    expect(await countRows(database.db, 'sessions')).toBe(sessionsBefore);
  });

  it('a prompt created on A, changed on B, deleted on A: each process answers with the latest, never a stale copy', async () => {
    const cookie = await sessionCookie(a, '198.51.100.10');
    const prompts = async (api: ApiProcess) => {
      const response = await fetch(`${api.url}/api/dev/integrations`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return ((await response.json()) as { prompts: { id: number; name: string }[] }).prompts;
    };
    // Both processes answer once before the writes, so any cached copy would be the old one.
    expect(await prompts(a)).toEqual([]);
    expect(await prompts(b)).toEqual([]);

    const template = { name: 'Release notes', description: 'Summarises merged changes.', prompt: 'Write release notes for {changes}, grouped by area.', category: 'documentation' };
    const created = await write(a, 'POST', '/api/dev/integrations/prompts', template, { cookie });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await prompts(b)).map((prompt) => [prompt.id, prompt.name])).toEqual([[id, 'Release notes']]);

    const updated = await write(b, 'PUT', `/api/dev/integrations/prompts/${id}`, { ...template, name: 'Changelog' }, { cookie });
    expect(updated.status).toBe(200);
    expect((await prompts(a)).map((prompt) => [prompt.id, prompt.name])).toEqual([[id, 'Changelog']]);

    const deleted = await write(a, 'DELETE', `/api/dev/integrations/prompts/${id}`, undefined, { cookie });
    expect(deleted.status).toBe(204);
    expect(await prompts(b)).toEqual([]);
    const gone = await write(b, 'PUT', `/api/dev/integrations/prompts/${id}`, template, { cookie });
    expect(gone.status).toBe(404);
  });

  it('public content changed by a third party is served new by both within seconds (their response caches follow the content version)', async () => {
    type Product = { slug: string; tagline: string };
    const products = async (api: ApiProcess) => {
      const response = await fetch(`${api.url}/api/products`);
      expect(response.status).toBe(200);
      return { etag: response.headers.get('etag')!, list: (await response.json()) as Product[] };
    };
    const before = { a: await products(a), b: await products(b) };
    expect(before.a.list).toEqual(before.b.list);
    const { slug } = before.a.list[0]!;

    await database.db.transaction(async (trx) => {
      await trx('products').where({ slug }).update({ tagline: 'Updated by the content team' });
      await bumpContentVersion(trx);
    });
    for (const [api, etag] of [
      [a, before.a.etag],
      [b, before.b.etag],
    ] as const) {
      await waitUntil(
        `${api.url} to serve the new tagline`,
        async () => (await products(api)).list.find((product) => product.slug === slug)?.tagline === 'Updated by the content team',
        { timeoutMs: 5_000, intervalMs: 100 },
      );
      const revalidated = await fetch(`${api.url}/api/products`, { headers: { 'if-none-match': etag } });
      expect(revalidated.status).toBe(200); // the old ETag no longer matches: no 304 for stale content
    }
  });
});
