import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './index.ts';

/** A server that answers each request with the next scripted answer and keeps what it got. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  form: FormData;
}
let server: http.Server;
let baseUrl: string;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: { ok: true, reference: 'APP-1' } };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request = new Request('http://x/', { method: 'POST', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) });
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, form: await request.formData() });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  received = [];
  answer = { status: 201, body: { ok: true, reference: 'APP-1' } };
  vi.unstubAllGlobals();
});

const pdf = () => new File(['%PDF-1.7\n%%EOF\n'], 'ann-cv.pdf', { type: 'application/pdf' });
const submission = () => ({
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  phone: '+65 6123 4567',
  profileUrl: 'https://www.linkedin.com/in/ann',
  coverLetter: 'Hello.',
  consent: true as const,
  cv: pdf(),
  partner: 'acme',
  locale: 'ar-AE',
  attribution: { pageUrl: 'https://partner.example/jobs', utm_source: 'newsletter' },
  website: '',
});

describe('submitApplication (fetch)', () => {
  it('posts the multipart contract with the Idempotency-Key and answers { ok, reference }', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.submitApplication('senior-engineer', submission(), { idempotencyKey: 'key-1' })).resolves.toEqual({
      ok: true,
      reference: 'APP-1',
    });
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.method).toBe('POST');
    expect(got!.url).toBe('/api/jobs/senior-engineer/applications');
    expect(got!.headers['idempotency-key']).toBe('key-1');
    expect(got!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(got!.headers.cookie).toBeUndefined();
    const form = got!.form;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      firstName: 'Ann',
      lastName: 'Smith',
      email: 'ann@example.com',
      phone: '+65 6123 4567',
      profileUrl: 'https://www.linkedin.com/in/ann',
      coverLetter: 'Hello.',
      consent: 'true',
      partner: 'acme',
      locale: 'ar-AE',
      attribution: JSON.stringify({ pageUrl: 'https://partner.example/jobs', utm_source: 'newsletter' }),
      website: '',
    });
    const cv = form.get('cv') as File;
    expect(cv.name).toBe('ann-cv.pdf');
    expect(await cv.text()).toBe('%PDF-1.7\n%%EOF\n');
  });

  it('encodes the slug and leaves out what was not given', async () => {
    const api = createApiClient({ baseUrl });
    await api.submitApplication('a b/c', { firstName: 'Ann', lastName: 'Smith', email: 'ann@example.com', consent: true, cv: new Blob(['%PDF-']), cvName: 'cv.pdf' });
    const [got] = received;
    expect(got!.url).toBe('/api/jobs/a%20b%2Fc/applications');
    expect(got!.headers['idempotency-key']).toBeUndefined();
    expect([...got!.form.keys()]).toEqual(['firstName', 'lastName', 'email', 'consent', 'website', 'cv']);
    expect((got!.form.get('cv') as File).name).toBe('cv.pdf');
  });

  it('rejects a refusal with ApiError (status, message, per-field errors)', async () => {
    answer = { status: 400, body: { message: 'Validation failed', errors: { cv: 'Your CV must be a PDF or a Word document (DOCX).' } } };
    const api = createApiClient({ baseUrl });
    const error = await api.submitApplication('job', submission()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(answer.body);
  });
});

/**
 * A scripted `XMLHttpRequest` (Node has none): records what the client does with it and
 * plays the upload's progress events and the answer the test gives.
 */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  static script: (xhr: ScriptedXhr) => void = () => {};
  listeners = new Map<string, ((event: unknown) => void)[]>();
  uploadListeners = new Map<string, ((event: unknown) => void)[]>();
  upload = { addEventListener: (type: string, fn: (event: unknown) => void) => this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), fn]) };
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = true;
  status = 0;
  statusText = '';
  responseText = '';
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, fn: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  fire(type: string, event: unknown = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
  progress(loaded: number, total: number) {
    for (const fn of this.uploadListeners.get('progress') ?? []) fn({ lengthComputable: true, loaded, total });
  }
  abort() {
    this.fire('abort');
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => ScriptedXhr.script(this));
  }
}

describe('submitApplication with onUploadProgress (XMLHttpRequest)', () => {
  it('reports the upload and resolves the 201 answer', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.script = (xhr) => {
      xhr.progress(0, 4000);
      xhr.progress(1000, 4000);
      xhr.progress(4000, 4000);
      xhr.status = 201;
      xhr.responseText = JSON.stringify({ ok: true, reference: 'APP-9' });
      xhr.fire('load');
    };
    const seen: number[] = [];
    const api = createApiClient({ baseUrl: 'https://api.example/' });
    await expect(
      api.submitApplication('job', submission(), { idempotencyKey: 'key-2', onUploadProgress: (p) => seen.push(p.percent) }),
    ).resolves.toEqual({ ok: true, reference: 'APP-9' });
    const xhr = ScriptedXhr.last!;
    expect(xhr.opened).toEqual(['POST', 'https://api.example/api/jobs/job/applications']);
    expect(xhr.headers).toEqual({ 'Idempotency-Key': 'key-2' });
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('consent')).toBe('true');
    expect(seen).toEqual([0, 25, 100]);
  });

  it('rejects a non-2xx with the same ApiError as fetch, and no answer with a TypeError', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.script = (xhr) => {
      xhr.status = 413;
      xhr.statusText = 'Payload Too Large';
      xhr.responseText = JSON.stringify({ message: 'Your CV must be 10 MB or smaller.' });
      xhr.fire('load');
    };
    const api = createApiClient();
    const error = (await api.submitApplication('job', submission(), { onUploadProgress: () => {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    expect(error.message).toBe('413: {"message":"Your CV must be 10 MB or smaller."}');
    expect(error.body).toEqual({ message: 'Your CV must be 10 MB or smaller.' });

    ScriptedXhr.script = (xhr) => xhr.fire('error');
    await expect(api.submitApplication('job', submission(), { onUploadProgress: () => {} })).rejects.toBeInstanceOf(TypeError);
  });

  it('without onUploadProgress, or with a fetch option, uses fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.last = undefined;
    const api = createApiClient({ baseUrl, fetch: (input, init) => fetch(input, init) });
    await api.submitApplication('job', submission(), { onUploadProgress: () => {} });
    await createApiClient({ baseUrl }).submitApplication('job', submission());
    expect(received).toHaveLength(2);
    expect(ScriptedXhr.last).toBeUndefined();
  });
});
