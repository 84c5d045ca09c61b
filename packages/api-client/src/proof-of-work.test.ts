import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, loadConfig, migrateLatest, openDatabase, seedIfEmpty } from '@joognoo/api';
import { PROOF_OF_WORK_CODES, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_MESSAGES, type ContactRequestInput } from '@joognoo/schemas';
import { ApiError, createApiClient } from './index.ts';

/** The real API with a site-wide ceiling of one submission per form, and a fetch that records every request. */
let dataDir: string;
let db: ReturnType<typeof openDatabase>;
let server: http.Server;
let baseUrl: string;
let requests: Request[];
let n = 0;

const recordingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  requests.push(request.clone());
  return fetch(request);
};

const lead = (): ContactRequestInput => ({
  form: 'contact',
  firstName: 'Ann',
  lastName: 'Lee',
  email: `ann${(n += 1)}@example.com`,
  company: 'Acme',
  interest: 'engineering',
  message: 'We would like a demo.',
  consent: true,
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-client-pow-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', INTEGRATION_KEYS: 'development', FORM_CEILING: '1/600' });
  db = openDatabase(config);
  await migrateLatest(db);
  await seedIfEmpty(db);
  server = http.createServer(createApp({ db, config, logger: { info() {}, warn() {}, error() {} } }).callback());
  baseUrl = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  requests = [];
  await db('rate_limits').del();
});

describe('a write above the site-wide ceiling', () => {
  it('solves the challenge of the 428 and sends the write once more, with its Idempotency-Key: the caller sees the success', async () => {
    const api = createApiClient({ baseUrl, fetch: recordingFetch });
    expect(await api.submitContact(lead(), { idempotencyKey: 'first' })).toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    requests = [];
    expect(await api.submitContact(lead(), { idempotencyKey: 'second' })).toEqual({ ok: true });
    expect(requests.map((request) => [request.headers.get('idempotency-key'), request.headers.has(PROOF_OF_WORK_HEADER)])).toEqual([
      ['second', false],
      ['second', true],
    ]);
    expect(await db('contact_requests').count({ n: '*' }).first()).toEqual({ n: 2 });
    // The sign-up and the application have counters of their own, and are solved alike.
    expect(await api.subscribeNewsletter({ email: 'a@example.com' })).toMatchObject({ ok: true });
    expect(await api.subscribeNewsletter({ email: 'b@example.com' })).toMatchObject({ ok: true });
    const cv = new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')], { type: 'application/pdf' });
    const application = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true, cv, cvName: 'cv.pdf' } as const;
    const [job] = await api.getJobs();
    requests = [];
    expect(await api.submitApplication(job!.slug, application)).toMatchObject({ ok: true });
    expect(await api.submitApplication(job!.slug, application)).toMatchObject({ ok: true });
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.headers.has(PROOF_OF_WORK_HEADER))).toEqual([false, false, true]);
  });

  it('with solveProofOfWork: false (a server writing for a visitor), rejects with the 428 and its code, and sends once', async () => {
    const api = createApiClient({ baseUrl, fetch: recordingFetch, solveProofOfWork: false });
    await api.submitContact(lead());
    requests = [];
    const error = (await api.submitContact(lead()).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(428);
    expect(error.body).toMatchObject({ code: PROOF_OF_WORK_CODES.required, message: PROOF_OF_WORK_MESSAGES.required });
    expect(requests).toHaveLength(1);
  });

  it('retries once only: a second 428 is the outcome', async () => {
    const challenge = await (await fetch(`${baseUrl}/api/challenge`)).json();
    let calls = 0;
    const alwaysAsking: typeof fetch = async () => {
      calls += 1;
      return new Response(JSON.stringify({ message: PROOF_OF_WORK_MESSAGES.invalid, code: PROOF_OF_WORK_CODES.invalid, challenge }), { status: 428 });
    };
    const api = createApiClient({ baseUrl, fetch: alwaysAsking });
    const error = (await api.submitContact(lead()).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(428);
    expect(error.body?.message).toBe(PROOF_OF_WORK_MESSAGES.invalid);
    expect(calls).toBe(2);
  });

  it('leaves any other refusal alone (a 429 is not retried)', async () => {
    let calls = 0;
    const limited: typeof fetch = async () => {
      calls += 1;
      return new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429 });
    };
    await expect(createApiClient({ baseUrl, fetch: limited }).submitContact(lead())).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(1);
  });
});
