/**
 * Hostile CVs do not freeze the server: five 10 MB CVs built to cost the check as much as it
 * allows (a DOCX whose `[Content_Types].xml` inflates to 1.5 GB while declaring 1,000 bytes, a
 * PDF object stream of 200 MB, a PDF and a DOCX whose parts add up past the per-file cap, a
 * PDF of 10 MB of dense syntax) are posted at once to a real API process, round after round,
 * while a client measures `/api/health`. The checks run in a worker thread: every upload is
 * refused as not a readable CV, and the health check's p99 stays under 100 ms.
 */
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { APPLICATION_CV_MAX_BYTES, APPLICATION_MESSAGES } from '@joognoo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed.ts';
import { deflateBomb, docxBomb, multipartBody, pdfBytes, pdfWithObjectStream, rawZip, zlibBomb, type RawZipEntry } from '../test/cv-files.ts';
import { fixtureContent } from '../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { ApiProcess, countBy, findStackTrace } from './harness.ts';

const MB = 1024 * 1024;
/** Just under the 10 MB limit, with room for the form's other parts. */
const SIZE = APPLICATION_CV_MAX_BYTES - 64 * 1024;
const P99_LIMIT_MS = 100;
const ROUNDS = 2;

/** `pdf` with a comment appended up to SIZE. */
const padPdf = (pdf: Buffer) => Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(SIZE - pdf.length - 2)}\n`, 'latin1')]);

function objectStreams(count: number, megabytes: number): Buffer {
  const stream = zlibBomb(megabytes * MB);
  const objects = Array.from({ length: count }, (_, index) =>
    Buffer.concat([Buffer.from(`${10 + index} 0 obj << /Type /ObjStm /N 0 /First 0 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream\nendobj\n')]),
  );
  return Buffer.concat([pdfBytes(), ...objects]);
}

function docxOverFileCap(): Buffer {
  const stored = (name: string, data: Buffer): RawZipEntry => ({ name, data, method: 0, declaredSize: data.length });
  const entries: RawZipEntry[] = [
    stored('[Content_Types].xml', Buffer.from('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')),
    stored('word/document.xml', Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>')),
    ...[1, 2, 3].map((n) => ({ name: `word/part${n}.xml`, data: deflateBomb(30 * MB), method: 8 as const, declaredSize: 30 * MB })),
  ];
  const size = rawZip(entries).length;
  entries.push(stored('word/media/image1.png', Buffer.alloc(SIZE - size - 200, 7)));
  return rawZip(entries);
}

/** 10 MB of dictionaries, strings and arrays, with a script name at the very end (all of it must be read). */
function denseSyntaxPdf(): Buffer {
  const head = pdfBytes().toString('latin1');
  const unit = '/Ab (c\\)d) <4142> [1 0 R] << /K 2 >> ';
  return Buffer.from(`${head}9 0 obj [${unit.repeat(Math.floor((SIZE - head.length - 64) / unit.length))} /JavaScript] endobj\n`, 'latin1');
}

/** Each is refused: as unreadable (over a cap or the time budget), or as active content when read to the end in time. */
const HOSTILE: readonly { name: string; filename: string; bytes: () => Buffer; refusal?: string }[] = [
  { name: 'DOCX, 1.5 GB [Content_Types].xml declaring 1,000 bytes', filename: 'cv.docx', bytes: () => docxBomb({ megabytes: 1500, padTo: SIZE }) },
  { name: 'PDF, one 200 MB object stream', filename: 'cv.pdf', bytes: () => padPdf(pdfWithObjectStream({ encode: () => zlibBomb(200 * MB) })) },
  { name: 'PDF, object streams past the per-file cap', filename: 'cv.pdf', bytes: () => padPdf(objectStreams(3, 30)) },
  { name: 'DOCX, parts past the per-file cap', filename: 'cv.docx', bytes: docxOverFileCap },
  { name: 'PDF, 10 MB of dense syntax', filename: 'cv.pdf', bytes: denseSyntaxPdf, refusal: APPLICATION_MESSAGES.cvActiveContent },
];

/** One request; a socket error or timeout resolves as status 0. */
function request(url: string, options: http.RequestOptions, body?: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = http.request(url, { ...options, timeout: 60_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', () => resolve({ status: 0, text }));
    });
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.on('timeout', () => req.destroy());
    req.end(body);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe('hostile CVs while /api/health is measured', () => {
  let database: TestDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase('mariadb');
    api = await ApiProcess.start({ databaseUrl: database.config.databaseUrl! });
    await seed(database.db, fixtureContent);
  });

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('refuses each as unreadable, and /api/health p99 stays under 100 ms while they are checked', async () => {
    const forms = HOSTILE.map(({ filename, bytes }) => {
      const cv = bytes();
      expect(cv.length).toBeLessThanOrEqual(SIZE);
      return multipartBody([
        { name: 'firstName', value: 'Ann' },
        { name: 'lastName', value: 'Lee' },
        { name: 'email', value: 'ann@example.com' },
        { name: 'consent', value: 'true' },
        { name: 'cv', value: cv, filename, contentType: 'application/octet-stream' },
      ]);
    });
    const post = (form: (typeof forms)[number]) =>
      request(`${api.url}/api/jobs/job-1/applications`, { method: 'POST', headers: { 'content-type': form.contentType, 'content-length': form.body.length } }, form.body);

    // Warm-up: the worker thread starts on the first check (tsx loads it), not under measure.
    expect((await post(forms[0]!)).status).toBe(400);

    // /api/health is timed from a thread of its own, so this thread's 50 MB of uploads never delay it.
    const sampler = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      const http = require('node:http');
      let measuring = false;
      let stop = false;
      parentPort.on('message', (message) => { if (message === 'stop') stop = true; else measuring = message; });
      const once = () => new Promise((resolve) => {
        const started = performance.now();
        const req = http.get(workerData.url, { timeout: 30000 }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
          response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
        });
        req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
        req.on('timeout', () => req.destroy());
      });
      (async () => {
        const samples = [];
        while (!stop) {
          const before = measuring;
          const sample = await once();
          if (before && measuring) samples.push(sample);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        parentPort.postMessage(samples);
      })();`,
      { eval: true, workerData: { url: `${api.url}/api/health` } },
    );
    const sampled = new Promise<{ status: number; ms: number }[]>((resolve, reject) => {
      sampler.once('message', resolve);
      sampler.once('error', reject);
    });
    let inFlight = 0;
    const track = (delta: number) => {
      inFlight += delta;
      sampler.postMessage(inFlight > 0);
    };

    const answers: { status: number; text: string; refusal: string }[] = [];
    let rounds = 0;
    const started = performance.now();
    while (rounds < ROUNDS) {
      rounds++;
      answers.push(
        ...(await Promise.all(
          forms.map(async (form, index) => {
            track(1);
            try {
              return { ...(await post(form)), refusal: HOSTILE[index]!.refusal ?? APPLICATION_MESSAGES.cvType };
            } finally {
              track(-1);
            }
          }),
        )),
      );
    }
    const elapsedS = (performance.now() - started) / 1000;
    sampler.postMessage('stop');
    const measured = await sampled;
    await sampler.terminate();
    const samples = measured.map((sample) => sample.ms);
    const healthStatuses = measured.map((sample) => String(sample.status));

    const sorted = [...samples].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    console.log(
      `cv uploads: /api/health p99 ${p99.toFixed(1)} ms (p50 ${percentile(sorted, 50).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, ${samples.length} samples) ` +
        `while ${answers.length} hostile ~10 MB CVs (${HOSTILE.length} at a time, ${rounds} rounds) were checked in ${elapsedS.toFixed(1)} s; ` +
        `answers ${countBy(answers.map((answer) => String(answer.status)))}`,
    );

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      // Over the time budget on a busy machine, any of them is unreadable.
      expect([answer.refusal, APPLICATION_MESSAGES.cvType]).toContain((JSON.parse(answer.text) as { errors: { cv: string } }).errors.cv);
    }
    expect(healthStatuses.every((status) => status === '200')).toBe(true);
    expect(samples.length).toBeGreaterThanOrEqual(200);
    expect(p99).toBeLessThan(P99_LIMIT_MS);
    expect(await database.db('job_applications').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    expect(api.output).toContain('"msg":"cv refused as unreadable"');
    expect(findStackTrace(api.output)).toBeUndefined();
  });
});
