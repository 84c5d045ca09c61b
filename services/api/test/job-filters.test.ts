import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedJob } from '../src/db/seed-data/index.ts';
import { seed } from '../src/db/seed.ts';
import { fixtureContent } from './fixtures.ts';
import { createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const job = (n: number, department: string, type: SeedJob['type'], location: SeedJob['location']): SeedJob => ({
  ...fixtureContent.jobs[0]!,
  slug: `job-${n}`,
  title: `Job ${n}`,
  department,
  type,
  location,
  postedAt: `2025-0${n}-01T09:00:00.000Z`,
  published: true,
});

const SINGAPORE = { city: 'Singapore', state: null, country: 'Singapore', isRemote: false };
const AUSTIN = { city: 'Austin', state: 'TX', country: 'United States', isRemote: false };
const REMOTE_US = { city: '', state: null, country: 'United States', isRemote: true };
const ZURICH = { city: 'Zürich', state: null, country: 'Switzerland', isRemote: false };

const jobs = [
  job(1, 'Engineering', 'Full-time', SINGAPORE),
  job(2, 'Engineering', 'Contract', AUSTIN),
  job(3, 'Sales', 'Full-time', REMOTE_US),
  job(4, 'Customer Success', 'Part-time', ZURICH),
  { ...job(5, 'Sales', 'Full-time', SINGAPORE), published: false },
];

describe.each(dialects)('job filters on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db, { ...fixtureContent, jobs });
    server = await startTestServer(database.db, database.config);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  async function slugs(query: string): Promise<string[]> {
    const response = await fetch(`${server.url}/api/jobs${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { slug: string }[]).map((item) => item.slug);
  }

  it.each([
    ['', ['job-4', 'job-3', 'job-2', 'job-1']],
    ['?department=engineering', ['job-2', 'job-1']],
    ['?department=SALES', ['job-3']],
    ['?department=Customer%20Success', ['job-4']],
    ['?department=Engineer', []],
    ['?employmentType=full-time', ['job-3', 'job-1']],
    ['?employmentType=Contract&department=Engineering', ['job-2']],
    ['?location=singapore', ['job-1']],
    ['?location=Austin', ['job-2']],
    ['?location=united%20states', ['job-3', 'job-2']],
    ['?location=ZÜRICH', ['job-4']],
    ['?location=Remote', ['job-3']],
    ['?location=remote&department=engineering', []],
    ['?location=TX', []],
  ])('GET /api/jobs%s lists %j (published only, newest first)', async (query, expected) => {
    expect(await slugs(query)).toEqual(expected);
  });

  it('ignores empty and unknown parameters', async () => {
    expect(await slugs('?department=&location=%20&employmentType=&team=x&employment-type=Contract')).toEqual(['job-4', 'job-3', 'job-2', 'job-1']);
  });

  it('answers an overlong or repeated filter 400 with a message that says so', async () => {
    for (const [query, message] of [
      [`?department=${'a'.repeat(101)}`, 'department must be at most 100 characters'],
      [`?location=${'a'.repeat(101)}`, 'location must be at most 100 characters'],
      [`?employmentType=${'a'.repeat(101)}`, 'employmentType must be at most 100 characters'],
      ['?department=Sales&department=Engineering', 'department may be given once'],
    ]) {
      const response = await fetch(`${server.url}/api/jobs${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
  });

  it('caches each query on its own: a filtered answer never serves another query, and each revalidates with its own ETag', async () => {
    const all = await fetch(`${server.url}/api/jobs`);
    const sales = await fetch(`${server.url}/api/jobs?department=Sales`);
    const salesEtag = sales.headers.get('etag')!;
    expect(salesEtag).not.toBe(all.headers.get('etag'));
    expect(((await sales.json()) as unknown[]).length).toBe(1);
    expect(((await all.json()) as unknown[]).length).toBe(4);
    expect(await slugs('?department=Engineering')).toEqual(['job-2', 'job-1']);
    expect(await slugs('?department=Sales')).toEqual(['job-3']);
    expect((await fetch(`${server.url}/api/jobs?department=Sales`, { headers: { 'If-None-Match': salesEtag } })).status).toBe(304);
    expect((await fetch(`${server.url}/api/jobs?department=Engineering`, { headers: { 'If-None-Match': salesEtag } })).status).toBe(200);
    const refused = await fetch(`${server.url}/api/jobs?department=${'a'.repeat(101)}`);
    expect(refused.headers.get('etag')).toBeNull();
  });
});
