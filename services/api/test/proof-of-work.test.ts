/**
 * Floods from many addresses: an IPv6 client counts per /64 in the per-address limit, and
 * each form has a site-wide ceiling past which a write needs a solved proof-of-work challenge
 * (a valid solution is accepted once; a missing, wrong or replayed one gets a clear 428).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROOF_OF_WORK_CODES, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_MESSAGES, type ProofOfWorkChallenge, type ProofOfWorkRequired } from '@joognoo/schemas';
import type { Config } from '../src/config.ts';
import { seed } from '../src/db/seed.ts';
import { TOO_MANY_REQUESTS } from '../src/middleware/rate-limit.ts';
import { pdfBytes } from './cv-files.ts';
import { fixtureContent } from './fixtures.ts';
import { contactLead, countRows, createTestDatabase, dialects, expectNoLeak, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const contact = contactLead;

/** The header value of a solved challenge (as the widgets send it). */
async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString('base64');
}

describe.each(dialects)('floods from many addresses on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer | undefined;
  let n = 0;

  const start = async (overrides: Partial<Config>) => {
    server = await startTestServer(database.db, { ...database.config, trustProxy: true, ...overrides });
    return server.url;
  };
  /** A lead from `ip` (TRUST_PROXY=true: the X-Forwarded-For is the client). */
  const lead = (url: string, ip: string, headers: Record<string, string> = {}) => postJson(`${url}/api/contact`, contact(`visitor${(n += 1)}@example.com`), { 'X-Forwarded-For': ip, ...headers });
  const ceiling = (limit: number): Partial<Config> => ({ proofOfWork: { ...database.config.proofOfWork, ceiling: { limit, windowSeconds: 600 } } });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db, fixtureContent);
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  beforeEach(async () => {
    await database.db('rate_limits').del();
    await database.db('contact_requests').del();
  });

  afterAll(async () => {
    await database?.drop();
  });

  describe('the per-address limit', () => {
    it('counts 15 addresses of one IPv6 /64 as one client, and another /64 apart', async () => {
      const url = await start({ rateLimitLeads: { limit: 10, windowSeconds: 600 } });
      const statuses: number[] = [];
      for (let i = 1; i <= 15; i += 1) statuses.push((await lead(url, `2001:db8:aa:bb:${i.toString(16)}:${(i * 977).toString(16)}::${i}`)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(5).fill(429)]);
      const refused = await lead(url, '2001:db8:aa:bb::ffff');
      expect(await refused.json()).toEqual({ message: TOO_MANY_REQUESTS });
      expect((await lead(url, '2001:db8:aa:bc::1')).status).toBe(201);
      expect(await countRows(database.db, 'contact_requests')).toBe(11);
    });

    it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
      const url = await start({ rateLimitLeads: { limit: 2, windowSeconds: 600 } });
      expect((await lead(url, '198.51.100.9')).status).toBe(201);
      expect((await lead(url, '::ffff:198.51.100.9')).status).toBe(201);
      expect((await lead(url, '::ffff:c633:6409')).status).toBe(429);
    });
  });

  describe('the site-wide ceiling of a form', () => {
    it('below the ceiling, 30 leads from 30 addresses need no challenge', async () => {
      const url = await start(ceiling(30));
      const statuses: number[] = [];
      for (let i = 1; i <= 30; i += 1) statuses.push((await lead(url, `192.0.2.${i}`)).status);
      expect(statuses).toEqual(Array<number>(30).fill(201));
    });

    it('past the ceiling asks any address for a proof of work, accepts a valid solution once and refuses a replayed or wrong one', async () => {
      const url = await start(ceiling(3));
      for (let i = 1; i <= 3; i += 1) expect((await lead(url, `192.0.2.${i}`)).status).toBe(201);

      const asked = await lead(url, '203.0.113.50');
      expect(asked.status).toBe(428);
      expect(asked.headers.get('cache-control')).toBe('no-store');
      const body = (await asked.json()) as ProofOfWorkRequired;
      expect(body).toMatchObject({ message: PROOF_OF_WORK_MESSAGES.required, code: PROOF_OF_WORK_CODES.required });
      expect(body.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
      expect(await countRows(database.db, 'contact_requests')).toBe(3);

      const solution = await solve(body.challenge);
      const accepted = await lead(url, '203.0.113.50', { [PROOF_OF_WORK_HEADER]: solution });
      expect(accepted.status).toBe(201);
      expect(await countRows(database.db, 'contact_requests')).toBe(4);

      const replayed = await lead(url, '203.0.113.51', { [PROOF_OF_WORK_HEADER]: solution });
      expect(replayed.status).toBe(428);
      const replayedBody = (await replayed.json()) as ProofOfWorkRequired;
      expect(replayedBody).toMatchObject({ message: PROOF_OF_WORK_MESSAGES.invalid, code: PROOF_OF_WORK_CODES.invalid });
      expect(replayedBody.challenge.parameters.nonce).not.toBe(body.challenge.parameters.nonce);

      // A wrong key, a forged (re-signed by nobody) cheaper challenge, and garbage.
      const fresh = ((await (await fetch(`${url}/api/challenge`)).json()) as ProofOfWorkChallenge);
      const decoded = JSON.parse(Buffer.from(await solve(fresh), 'base64').toString()) as { challenge: ProofOfWorkChallenge; solution: { counter: number; derivedKey: string } };
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
      const wrongKey = encode({ ...decoded, solution: { counter: decoded.solution.counter, derivedKey: 'ab'.repeat(32) } });
      const forged = encode({ ...decoded, challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, cost: 1 } } });
      for (const header of [wrongKey, forged, 'not a solution', encode({ challenge: 1 }), 'A'.repeat(5000)]) {
        const refused = await lead(url, '203.0.113.52', { [PROOF_OF_WORK_HEADER]: header });
        expect(refused.status).toBe(428);
        const text = await refused.text();
        expectNoLeak(text);
        expect(JSON.parse(text)).toMatchObject({ message: PROOF_OF_WORK_MESSAGES.invalid, code: PROOF_OF_WORK_CODES.invalid });
      }
      expect(await countRows(database.db, 'contact_requests')).toBe(4);
      // The untouched solution of that challenge still works once.
      expect((await lead(url, '203.0.113.53', { [PROOF_OF_WORK_HEADER]: encode(decoded) })).status).toBe(201);
    });

    it('counts accepted submissions only: refused ones give their place back', async () => {
      const url = await start(ceiling(2));
      expect((await postJson(`${url}/api/contact`, { ...contact('bad'), email: 'not an address' }, { 'X-Forwarded-For': '192.0.2.1' })).status).toBe(400);
      expect((await lead(url, '192.0.2.2')).status).toBe(201);
      expect((await lead(url, '192.0.2.3')).status).toBe(201);
      expect((await lead(url, '192.0.2.4')).status).toBe(428);
    });

    it('has a counter per form: the newsletter and the job applications ask for a proof of work past their own', async () => {
      const url = await start(ceiling(1));
      expect((await lead(url, '192.0.2.1')).status).toBe(201);
      expect((await lead(url, '192.0.2.2')).status).toBe(428);
      const subscribe = (ip: string, headers: Record<string, string> = {}) =>
        postJson(`${url}/api/newsletter/subscribe`, { email: `s${(n += 1)}@example.com` }, { 'X-Forwarded-For': ip, ...headers });
      expect((await subscribe('192.0.2.3')).status).toBe(200);
      const asked = await subscribe('192.0.2.4');
      expect(asked.status).toBe(428);
      const { challenge } = (await asked.json()) as ProofOfWorkRequired;
      expect((await subscribe('192.0.2.4', { [PROOF_OF_WORK_HEADER]: await solve(challenge) })).status).toBe(200);

      const apply = (ip: string, headers: Record<string, string> = {}) => {
        const data = new FormData();
        for (const [name, value] of Object.entries({ firstName: 'Ann', lastName: 'Lee', email: `a${(n += 1)}@example.com`, consent: 'true' })) data.append(name, value);
        data.append('cv', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
        return fetch(`${url}/api/jobs/job-1/applications`, { method: 'POST', body: data, headers: { 'X-Forwarded-For': ip, ...headers } });
      };
      expect((await apply('192.0.2.5')).status).toBe(201);
      const applyAsked = await apply('192.0.2.6');
      expect(applyAsked.status).toBe(428);
      const applyChallenge = ((await applyAsked.json()) as ProofOfWorkRequired).challenge;
      expect((await apply('192.0.2.6', { [PROOF_OF_WORK_HEADER]: await solve(applyChallenge) })).status).toBe(201);
      expect(await countRows(database.db, 'job_applications')).toBe(2);
    });

    it('GET /api/challenge hands out a signed, expiring challenge that is never cached', async () => {
      const url = await start({});
      const response = await fetch(`${url}/api/challenge`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const challenge = (await response.json()) as ProofOfWorkChallenge;
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
      expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});
