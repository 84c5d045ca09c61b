/**
 * Uploads against the real process: no body is read before what can be checked without it
 * (the job, the session, the visitor's rate limit and uploads in flight), an upload that is
 * read goes to a temporary file (deleted afterwards), a slow sender is cut off after
 * BODY_TIMEOUT_SECONDS with 408, and a CV over the limit gets the application form again
 * with the field's size message.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CV_MAX_BYTES, APPLICATION_MESSAGES, APPLICATION_OUTCOMES } from '@joognoo/schemas';
import { sampleResidentMemory, type ResidentPeak } from '@joognoo/api/testing/processes';
import { logProblems, startSite, type SiteProcess } from './site-process.ts';

const MB = 1024 * 1024;
/** A seconds-long body timeout, so the slow sender's test waits seconds, not a minute. */
const BODY_TIMEOUT_SECONDS = 5;

let site: SiteProcess;
/** The process's TMPDIR: every temporary upload file of the site is made here. */
let tmp: string;
let slug: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'joognoo-web-uploads-'));
  site = await startSite({ env: { TMPDIR: tmp, BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_SECONDS) } });
  const jobs = (await (await fetch(`${site.url}/api/jobs`)).json()) as Array<{ slug: string; closedAt: string | null }>;
  slug = jobs.find((job) => !job.closedAt)!.slug;
});

afterAll(async () => {
  await site?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The parts of a multipart body before and after a file's bytes. */
function multipart(fields: Record<string, string>, file: { name: string; type: string }) {
  const boundary = `----joognoo${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return { head, tail: Buffer.from(`\r\n--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

const fields = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '', profileUrl: '', coverLetter: 'Hello.', consent: 'on', website: '' };

/**
 * Posts a multipart form whose file is `fileBytes` of filler (generated chunk by chunk, never
 * held whole), chunked or with its Content-Length, sending all of it unless the server closes
 * the connection, and resolves with the answer once both are done.
 */
function postUpload(target: string, fileBytes: number, { declareLength = false, headers = {}, stopAfter }: { declareLength?: boolean; headers?: Record<string, string>; stopAfter?: number } = {}): Promise<Answer> {
  const { head, tail, contentType } = multipart(fields, { name: 'cv.pdf', type: 'application/pdf' });
  const total = head.length + fileBytes + tail.length;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let answer: Answer | undefined;
    const request = http.request(`${site.url}${target}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': contentType, ...(declareLength ? { 'content-length': String(total) } : {}), ...headers },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('error', () => undefined);
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, headers: response.headers, body };
        resolve(answer);
        request.destroy();
      });
    });
    // A server that answered may close while this still sends: only no answer at all fails.
    request.on('error', (error) => {
      if (!answer) reject(error);
    });
    let sent = 0;
    const pieces = function* () {
      yield head;
      for (let left = fileBytes; left > 0; left -= chunk.length) yield chunk.subarray(0, Math.min(chunk.length, left));
      yield tail;
    };
    const iterator = pieces();
    const pump = () => {
      for (;;) {
        if (request.destroyed || (stopAfter !== undefined && sent >= stopAfter)) return;
        const next = iterator.next();
        if (next.done) return void request.end();
        sent += next.value.length;
        if (!request.write(next.value)) return void request.once('drain', pump);
      }
    };
    pump();
  });
}

describe('a flood of uploads from one address', () => {
  it('40 chunked ~9 MB application posts to a job that does not exist grow the server by less than 64 MB, each answered 404 with the job page', async () => {
    const memory = sampleResidentMemory(site.api.pid!);
    let answers: Answer[];
    let memoryUse: ResidentPeak;
    try {
      answers = await Promise.all(Array.from({ length: 40 }, () => postUpload('/careers/does-not-exist/apply', 9 * MB)));
    } finally {
      memoryUse = memory.stop();
    }
    const { before, peak } = memoryUse;
    const growth = peak - before;
    console.info(`40 chunked 9 MB posts to /careers/does-not-exist/apply: server RSS ${(before / MB).toFixed(1)} MB -> peak ${(peak / MB).toFixed(1)} MB (+${(growth / MB).toFixed(1)} MB)`);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 40 }, () => 404));
    expect(answers[0]!.body).toContain(APPLICATION_MESSAGES.jobNotFound);
    expect(growth).toBeLessThan(64 * MB);
    expect(readdirSync(tmp).filter((name) => name.startsWith('joognoo-upload-'))).toEqual([]);
  });
});

describe('a no-JavaScript application', () => {
  it('with a CV over the limit gets the application form again with the size message, 413', async () => {
    for (const declareLength of [true, false]) {
      const answer = await postUpload(`/careers/${slug}/apply`, APPLICATION_CV_MAX_BYTES + MB, { declareLength });
      expect([declareLength, answer.status]).toEqual([declareLength, 413]);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain(APPLICATION_MESSAGES.cvTooLarge);
      // The job's application form, not a bare refusal.
      expect(answer.body).toContain('id="apply"');
      expect(answer.body).toContain(`action="/careers/${slug}/apply"`);
    }
    expect(readdirSync(tmp).filter((name) => name.startsWith('joognoo-upload-'))).toEqual([]);
  });

  it('is sent on with its CV from a temporary file that is deleted afterwards', async () => {
    const pdf = ['%PDF-1.7', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj', '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF', ''].join('\n');
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('cv', new Blob([pdf], { type: 'application/pdf' }), 'Ann CV.pdf');
    const response = await fetch(`${site.url}/careers/${slug}/apply`, { method: 'POST', body: form, headers: { origin: site.url } });
    const html = await response.text();
    expect(response.status, html.slice(0, 500)).toBe(200);
    expect(html).toContain(APPLICATION_OUTCOMES.success.title);
    expect(readdirSync(tmp).filter((name) => name.startsWith('joognoo-upload-'))).toEqual([]);
  });

  it(`from a sender that stops half-way is answered 408 after BODY_TIMEOUT_SECONDS (${BODY_TIMEOUT_SECONDS} s here), its temporary file deleted`, async () => {
    const answer = await postUpload(`/careers/${slug}/apply`, 2 * MB, { declareLength: true, stopAfter: MB });
    expect(answer.status).toBe(408);
    // The action lets go of the file once the connection is gone.
    await expect.poll(() => readdirSync(tmp).filter((name) => name.startsWith('joognoo-upload-')), { timeout: 10_000 }).toEqual([]);
  });
});

describe('the image upload', () => {
  it('answers a signed-out visitor (to the staff sign-in) before the 5 MB body is sent', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(`${site.url}/admin/content/media/upload`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(5 * MB), origin: site.url },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        response.resume();
        response.on('error', () => undefined);
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' });
          request.destroy();
        });
      });
      request.flushHeaders();
    });
    expect([answer.status, answer.headers.location]).toEqual([302, `/admin/sign-in?redirectTo=${encodeURIComponent('/admin/content/media/upload')}`]);
  });
});

describe('the process output', () => {
  it('is one JSON object per line, without any stack trace, after all of the above', () => {
    expect(logProblems(site.api.output)).toEqual([]);
  });
});
