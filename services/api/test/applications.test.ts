import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGES, ORIGIN_NOT_REGISTERED } from '@joognoo/schemas';
import { cvLinkToken, CV_LINK_TTL_MS } from '../src/applications/cv-links.ts';
import { privacyEraseCommand, privacyExportCommand } from '../src/commands/privacy.ts';
import type { Config } from '../src/config.ts';
import { seed } from '../src/db/seed.ts';
import { toDbTime } from '../src/db/columns.ts';
import { syncConfiguredEndpoint } from '../src/delivery/store/endpoints.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../src/delivery/worker.ts';
import { silentLogger } from '../src/logger.ts';
import { requestHash } from '../src/middleware/store/idempotency.ts';
import { partnersRepository } from '../src/partners/store.ts';
import { TOO_MANY_REQUESTS } from '../src/middleware/rate-limit.ts';
import { CV_GONE, CV_LINK_EXPIRED, CV_LINK_INVALID } from '../src/applications/routes/public.ts';
import {
  asciiHex,
  docxBomb,
  docxBytes,
  docxWithEmbeddedOle,
  docxWithExternalOle,
  docxWithField,
  docxWithTemplate,
  executableBytes,
  multipartBody,
  pdfBytes,
  pdfWithEmbeddedFile,
  pdfWithEscapedJavaScript,
  pdfWithJavaScript,
  pdfWithJavaScriptInObjectStream,
  pdfWithObjectStream,
} from './cv-files.ts';
import { zlibSync } from 'fflate';
import { fixtureContent } from './fixtures.ts';
import { countRows, createTestDatabase, dialects, expectNoLeak, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { SmtpReceiver, WebhookReceiver } from './receivers.ts';

const INVALID = 'Please correct the highlighted fields.';
/** The code of each refusal of the CV check. */
const CV_CODES: Record<string, string> = {
  [APPLICATION_MESSAGES.cvType]: 'cv.type',
  [APPLICATION_MESSAGES.cvActiveContent]: 'cv.activeContent',
  [APPLICATION_MESSAGES.cvEmpty]: 'cv.empty',
};
const SITE = 'https://joognoo.example';
const SHOP = 'https://shop.acme.example';
const COMPANY_SECRET = 'whsec_company_0123456789abcdef';
const ACME_SECRET = 'whsec_acme_0123456789abcdef01';
const DAY = 24 * 60 * 60 * 1000;

const fields = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'Ann.Lee@Example.com',
  phone: '+65 6123 4567',
  profileUrl: 'https://www.linkedin.com/in/ann-lee',
  coverLetter: 'I build <b>reliable</b> systems.\nLet us talk.',
  consent: 'true',
};

type Cv = { bytes: Buffer; filename: string; type?: string } | null;

function form(values: Record<string, string | undefined>, cv: Cv): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) data.append(name, value);
  if (cv) data.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? 'application/pdf' }), cv.filename);
  return data;
}

const pdf = (bytes = pdfBytes()): Cv => ({ bytes, filename: 'Ann CV.pdf' });

describe.each(dialects)('job applications on %s', (dialect) => {
  let database: TestDatabase;
  let config: Config;
  let server: TestServer;
  let smtp: SmtpReceiver;
  let company: WebhookReceiver;
  let acme: WebhookReceiver;
  let clock: Date;
  let worker: DeliveryWorker;

  const apply = (slug: string, data: FormData, headers: Record<string, string> = {}, url = server.url) =>
    fetch(`${url}/api/jobs/${slug}/applications`, { method: 'POST', body: data, headers });
  const cvFiles = () => {
    const dir = path.join(database.config.dataDir, 'private', 'cvs');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  /** The folders of the CVs being received (`<DATA_DIR>/private/tmp`, one per request). */
  const tempFolder = () => path.join(database.config.dataDir, 'private', 'tmp');
  const tempEntries = () => (fs.existsSync(tempFolder()) ? fs.readdirSync(tempFolder()) : []);
  /** Posts a multipart body chunked (no Content-Length), in 256 KB writes; a socket error resolves as status 0. */
  const postChunked = (body: Buffer, contentType: string) =>
    new Promise<{ status: number; text: string }>((resolve) => {
      const request = http.request(`${server.url}/api/jobs/job-1/applications`, { method: 'POST', headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' } }, (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
        answer.on('error', () => resolve({ status: 0, text }));
      });
      request.on('error', () => resolve({ status: 0, text: '' }));
      for (let offset = 0; offset < body.length; offset += 256 * 1024) request.write(body.subarray(offset, offset + 256 * 1024));
      request.end();
    });
  const expectNothingStored = async () => {
    expect(await countRows(database.db, 'job_applications')).toBe(0);
    expect(await countRows(database.db, 'deliveries')).toBe(0);
    expect(cvFiles()).toEqual([]);
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db, fixtureContent);
    // job-2 is in Sales (it has its own hiring address), job-3 is closed.
    await database.db('jobs').where({ slug: 'job-2' }).update({ department: 'Sales' });
    await database.db('jobs').where({ slug: 'job-3' }).update({ closed_at: toDbTime(database.db, new Date(Date.now() - DAY)) });
    smtp = await SmtpReceiver.start();
    company = await WebhookReceiver.start(COMPANY_SECRET);
    acme = await WebhookReceiver.start(ACME_SECRET);
    config = {
      ...database.config,
      siteUrl: SITE,
      siteOrigin: SITE,
      mail: { ...database.config.mail, smtpUrl: smtp.url },
      leadWebhook: { url: company.url, secret: COMPANY_SECRET },
      applications: { ...database.config.applications, hiringByDepartment: { sales: 'sales-hiring@joognoo.test' } },
    };
    await syncConfiguredEndpoint(database.db, config.integrationKeys, config.leadWebhook);
    await partnersRepository(database.db, config.integrationKeys).create('acme', {
      name: 'Acme Reseller',
      origins: [SHOP],
      webhookUrl: acme.url,
      webhookSecret: ACME_SECRET,
    });
    server = await startTestServer(database.db, config, process.env.DEBUG_APP ? (await import('../src/logger.ts')).jsonLogger : silentLogger);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await company?.stop();
    await acme?.stop();
    await database?.drop();
  });
  beforeEach(async () => {
    for (const table of ['delivery_attempts', 'deliveries', 'job_applications', 'application_notes', 'application_status_changes', 'rate_limits', 'idempotency_keys']) {
      await database.db(table).delete();
    }
    // The files, not the folder (the storage creates its folder once).
    for (const file of cvFiles()) fs.rmSync(path.join(database.config.dataDir, 'private', 'cvs', file));
    smtp.messages.length = 0;
    company.received.length = 0;
    acme.received.length = 0;
    clock = new Date(Date.now() + 10_000);
    worker = createDeliveryWorker({ db: database.db, config, logger: silentLogger, now: () => clock, random: () => 0.5 });
  });
  afterEach(async () => worker.stop());

  describe('POST /api/jobs/:slug/applications', () => {
    it('commits a PDF application: 201 with its reference, the row, the CV in the private folder, three deliveries', async () => {
      const attribution = JSON.stringify({ pageUrl: `${SITE}/careers/job-1?utm_source=newsletter#apply`, utm_source: 'newsletter', utm_campaign: 'autumn' });
      const cv = pdfBytes({ padTo: 50_000 });
      const response = await apply('job-1', form({ ...fields, attribution }, pdf(cv)), { Origin: SITE, Referer: `${SITE}/careers/job-1` });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { ok: boolean; reference: string };
      expect(body).toEqual({ ok: true, reference: expect.stringMatching(/^APP-[A-Z2-9]{12}$/) });

      const rows = await database.db('job_applications').select('*');
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row).toMatchObject({
        reference: body.reference,
        job_slug: 'job-1',
        job_title: 'Job 1',
        department: 'Engineering',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'Ann.Lee@Example.com',
        phone: '+65 6123 4567',
        profile_url: 'https://www.linkedin.com/in/ann-lee',
        cover_letter: 'I build <b>reliable</b> systems.\nLet us talk.',
        cv_kind: 'pdf',
        cv_filename: 'Ann CV.pdf',
        cv_size: cv.length,
        cv_flag: null,
        status: 'new',
        origin: SITE,
        partner_id: null,
        page_url: `${SITE}/careers/job-1?utm_source=newsletter`,
        utm_source: 'newsletter',
        utm_campaign: 'autumn',
      });
      expect(Number(row.consent)).toBe(1);
      expect(row.cv_storage_key).toMatch(/^[A-Za-z0-9_-]{22}\.pdf$/);
      expect(cvFiles()).toEqual([row.cv_storage_key]);
      expect(fs.readFileSync(path.join(database.config.dataDir, 'private', 'cvs', row.cv_storage_key)).equals(cv)).toBe(true);

      const deliveries = await database.db('deliveries').orderBy('kind').select('kind', 'channel', 'subject_type', 'subject_id', 'person_email', 'status');
      expect(deliveries).toEqual([
        { kind: 'application.confirmation', channel: 'email', subject_type: 'job_application', subject_id: row.id, person_email: 'ann.lee@example.com', status: 'pending' },
        { kind: 'application.created', channel: 'webhook', subject_type: 'job_application', subject_id: row.id, person_email: 'ann.lee@example.com', status: 'pending' },
        { kind: 'application.email', channel: 'email', subject_type: 'job_application', subject_id: row.id, person_email: 'ann.lee@example.com', status: 'pending' },
      ]);
      // The outbox row names the CV; it never carries its bytes.
      const hiring = await database.db('deliveries').where({ kind: 'application.email' }).first('payload');
      expect(JSON.parse(hiring.payload).attachments).toEqual([{ storage: 'cv', key: row.cv_storage_key, filename: `CV-Ann-Lee-${body.reference}.pdf`, contentType: 'application/pdf' }]);
      expect(String(hiring.payload).length).toBeLessThan(10_000);
    });

    it('commits a DOCX application', async () => {
      const response = await apply('job-1', form(fields, { bytes: docxBytes(), filename: 'cv.docx', type: 'application/octet-stream' }));
      expect(response.status).toBe(201);
      const row = await database.db('job_applications').first('cv_kind', 'cv_storage_key');
      expect(row.cv_kind).toBe('docx');
      expect(row.cv_storage_key).toMatch(/\.docx$/);
      expect(cvFiles()).toEqual([row.cv_storage_key]);
    });

    it.each([
      ['a renamed executable', () => ({ bytes: executableBytes(), filename: 'cv.pdf' }), APPLICATION_MESSAGES.cvType],
      ['a PNG named .docx', () => ({ bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvType],
      ['a ZIP that is not a Word document', () => ({ bytes: docxBytes({ withoutDocument: true }), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvType],
      ['a damaged ZIP', () => ({ bytes: docxBytes().subarray(0, 200), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvType],
      ['a PDF with /JavaScript', () => ({ bytes: pdfWithJavaScript(), filename: 'cv.pdf' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a PDF with hex-escaped /J#61vaScript', () => ({ bytes: pdfWithEscapedJavaScript(), filename: 'cv.pdf' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a PDF with JavaScript in a compressed object stream', () => ({ bytes: pdfWithJavaScriptInObjectStream(), filename: 'cv.pdf' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a PDF with an embedded file', () => ({ bytes: pdfWithEmbeddedFile(), filename: 'cv.pdf' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a DOCX with word/vbaProject.bin', () => ({ bytes: docxBytes({ macro: true }), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a DOCX with the macro-enabled content type', () => ({ bytes: docxBytes({ macroContentType: true }), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a .docm', () => ({ bytes: docxBytes(), filename: 'cv.docm' }), APPLICATION_MESSAGES.cvActiveContent],
      ['an empty file', () => ({ bytes: Buffer.alloc(0), filename: 'cv.pdf' }), APPLICATION_MESSAGES.cvEmpty],
      ['a PDF with JavaScript in an /ASCIIHexDecode object stream', () => ({ bytes: pdfWithObjectStream({ dict: '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', encode: asciiHex }), filename: 'cv.pdf' }), APPLICATION_MESSAGES.cvActiveContent],
      [
        'a PDF with JavaScript in an [/ASCIIHexDecode /FlateDecode] object stream',
        () => ({ bytes: pdfWithObjectStream({ dict: '/Type /ObjStm /N 1 /First 4 /Filter [/ASCIIHexDecode /FlateDecode]', encode: (data) => asciiHex(Buffer.from(zlibSync(data))) }), filename: 'cv.pdf' }),
        APPLICATION_MESSAGES.cvActiveContent,
      ],
      ['a PDF object stream with a key containing "obj" after /Type /ObjStm', () => ({ bytes: pdfWithObjectStream({ dict: '/Type /ObjStm /Nobj true /N 1 /First 4 /Filter /FlateDecode' }), filename: 'cv.pdf' }), APPLICATION_MESSAGES.cvActiveContent],
      [
        'a PDF object stream whose dictionary is padded past 2,000 bytes',
        () => ({ bytes: pdfWithObjectStream({ dict: `/Type /ObjStm /Pad (${'x'.repeat(2500)}) /N 1 /First 4 /Filter /FlateDecode` }), filename: 'cv.pdf' }),
        APPLICATION_MESSAGES.cvActiveContent,
      ],
      ['a DOCX with a remote template', () => ({ bytes: docxWithTemplate('https://attacker.example/t.dotm'), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a DOCX with a DDEAUTO field', () => ({ bytes: docxWithField(' DDE', 'AUTO c:\\windows\\system32\\cmd.exe "/k calc"'), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a DOCX with an embedded OLE object', () => ({ bytes: docxWithEmbeddedOle(), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a DOCX with an external oleObject relationship', () => ({ bytes: docxWithExternalOle(), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvActiveContent],
      ['a 1.5 MB DOCX whose [Content_Types].xml inflates to 1.5 GB (declaring 1,000 bytes)', () => ({ bytes: docxBomb(), filename: 'cv.docx' }), APPLICATION_MESSAGES.cvType],
    ])('refuses %s with 400 errors.cv (and its code) and stores nothing', async (_, make, message) => {
      const response = await apply('job-1', form(fields, make()));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: INVALID, errors: { cv: message }, codes: { cv: { code: CV_CODES[message] } } });
      await expectNothingStored();
    });

    it('names every bad field and a missing CV, with the schema messages, and stores nothing', async () => {
      const response = await apply(
        'job-1',
        form({ firstName: 'A', lastName: ' ', email: 'ann at example', phone: 'call me', profileUrl: 'javascript:alert(1)', coverLetter: 'x'.repeat(5001) }, null),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: INVALID,
        errors: {
          firstName: APPLICATION_MESSAGES.firstName,
          lastName: APPLICATION_MESSAGES.lastName,
          email: APPLICATION_MESSAGES.email,
          phone: APPLICATION_MESSAGES.phone,
          profileUrl: APPLICATION_MESSAGES.profileUrl,
          coverLetter: APPLICATION_MESSAGES.coverLetter,
          consent: APPLICATION_MESSAGES.consent,
          cv: APPLICATION_MESSAGES.cvRequired,
        },
        codes: {
          firstName: { code: 'firstName.tooShort', values: { min: 2 } },
          lastName: { code: 'lastName.tooShort', values: { min: 2 } },
          email: { code: 'email.invalid' },
          phone: { code: 'phone.invalid' },
          profileUrl: { code: 'profileUrl.invalid' },
          coverLetter: { code: 'coverLetter.tooLong', values: { max: 5000 } },
          consent: { code: 'consent.application' },
          cv: { code: 'cv.required' },
        },
      });
      await expectNothingStored();
    });

    it('refuses a locale that is not a language tag with its code, and stores nothing', async () => {
      const response = await apply('job-1', form({ ...fields, locale: 'not a tag' }, pdf()));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: INVALID,
        errors: { locale: 'Please send a BCP 47 language tag, such as en or ar-AE.' },
        codes: { locale: { code: 'locale.invalid' } },
      });
      await expectNothingStored();
    });

    it('refuses a cover letter past the part limit (not silently dropped)', async () => {
      const response = await apply('job-1', form({ ...fields, coverLetter: 'é'.repeat(40_000) }, pdf()));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: INVALID,
        errors: { coverLetter: APPLICATION_MESSAGES.coverLetter },
        codes: { coverLetter: { code: 'coverLetter.tooLong', values: { max: 5000 } } },
      });
      await expectNothingStored();
    });

    it('refuses an 11 MB CV with 413 (by Content-Length, and while streaming without it) and stores nothing', async () => {
      const big = pdfBytes({ padTo: 11 * 1024 * 1024 });
      const response = await apply('job-1', form(fields, pdf(big)));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: APPLICATION_MESSAGES.cvTooLarge });

      // Chunked (no Content-Length): refused once the file passes 10 MB.
      const { body, contentType } = multipartBody([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'cv', value: big, filename: 'cv.pdf', contentType: 'application/pdf' },
      ]);
      const streamed = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(`${server.url}/api/jobs/job-1/applications`, { method: 'POST', headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' } }, (answer) => {
          let text = '';
          answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
        });
        request.on('error', reject);
        for (let offset = 0; offset < body.length; offset += 256 * 1024) request.write(body.subarray(offset, offset + 256 * 1024));
        request.end();
      });
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.text)).toEqual({ message: APPLICATION_MESSAGES.cvTooLarge });
      await expectNothingStored();
    });

    it('deletes the temporary copy of the CV whatever the answer: accepted, refused CV, key reused, 413 by length and while streaming', async () => {
      expect((await apply('job-1', form(fields, pdf()), { 'Idempotency-Key': 'temp-key' })).status).toBe(201);
      expect(tempEntries()).toEqual([]);
      expect(fs.statSync(tempFolder()).mode & 0o777).toBe(0o700);

      const script = await apply('job-1', form(fields, pdf(pdfWithJavaScript())));
      expect(script.status).toBe(400);
      expect(await script.json()).toEqual({ message: INVALID, errors: { cv: APPLICATION_MESSAGES.cvActiveContent }, codes: { cv: { code: 'cv.activeContent' } } });
      expect(tempEntries()).toEqual([]);

      const reused = await apply('job-1', form(fields, pdf(pdfBytes({ padTo: 3000 }))), { 'Idempotency-Key': 'temp-key' });
      expect(reused.status).toBe(422);
      expect(tempEntries()).toEqual([]);

      const big = pdfBytes({ padTo: 11 * 1024 * 1024 });
      expect((await apply('job-1', form(fields, pdf(big)))).status).toBe(413);
      expect(tempEntries()).toEqual([]);
      const { body, contentType } = multipartBody([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'cv', value: big, filename: 'cv.pdf', contentType: 'application/pdf' },
      ]);
      const streamed = await postChunked(body, contentType);
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.text)).toEqual({ message: APPLICATION_MESSAGES.cvTooLarge });
      expect(tempEntries()).toEqual([]);
      expect(await countRows(database.db, 'job_applications')).toBe(1);
    });

    it('writes the CV to an owner-only temporary file as it arrives (not memory), and deletes it when the sender leaves mid-upload', async () => {
      const { body, contentType } = multipartBody([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'cv', value: pdfBytes({ padTo: 4 * 1024 * 1024 }), filename: 'cv.pdf', contentType: 'application/pdf' },
      ]);
      const request = http.request(`${server.url}/api/jobs/job-1/applications`, { method: 'POST', headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' } });
      request.on('error', () => {});
      request.on('response', (answer) => answer.resume());
      // Half the body: the CV part has begun and is still arriving.
      request.write(body.subarray(0, body.length / 2));
      const file = await vi.waitFor(
        () => {
          const [folder] = tempEntries();
          expect(folder).toMatch(/^joognoo-upload-/);
          const written = path.join(tempFolder(), folder!, 'file');
          expect(fs.statSync(written).size).toBeGreaterThan(0);
          return { folder: path.join(tempFolder(), folder!), written };
        },
        { timeout: 30_000, interval: 50 },
      );
      expect(fs.statSync(file.folder).mode & 0o777).toBe(0o700);
      expect(fs.statSync(file.written).mode & 0o777).toBe(0o600);
      request.destroy();
      await vi.waitFor(() => expect(tempEntries()).toEqual([]), { timeout: 30_000, interval: 50 });
      await expectNothingStored();
    });

    it('answers 410 for a closed job and 404 for an unknown or unpublished one, storing nothing', async () => {
      let response = await apply('job-3', form(fields, pdf()));
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({ message: APPLICATION_MESSAGES.jobClosed });
      for (const slug of ['no-such-job', 'job-4']) {
        response = await apply(slug, form(fields, pdf()));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: APPLICATION_MESSAGES.jobNotFound });
      }
      await expectNothingStored();
    });

    it('refuses a body that is not multipart with 400', async () => {
      const response = await fetch(`${server.url}/api/jobs/job-1/applications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: APPLICATION_MESSAGES.notMultipart });
      await expectNothingStored();
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const response = await apply('job-1', form({ ...fields, website: 'https://spam.example' }, pdf()));
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, reference: expect.stringMatching(/^APP-/) });
      await expectNothingStored();
    });

    it('replays a repeated Idempotency-Key with the same answer and stores once; another CV under the key is 422', async () => {
      const cv = pdf();
      const first = await apply('job-1', form(fields, cv), { 'Idempotency-Key': 'app-key-1' });
      expect(first.status).toBe(201);
      const answer = await first.json();
      const again = await apply('job-1', form(fields, cv), { 'Idempotency-Key': 'app-key-1' });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(answer);
      expect(await countRows(database.db, 'job_applications')).toBe(1);
      expect(cvFiles()).toHaveLength(1);
      // The hash is over the fields as sent (a form sends CRLF line breaks) and the CV's SHA-256, size and name, as it always was: keys stored before still match.
      const stored = await database.db('idempotency_keys').where({ key: 'app-key-1' }).first<{ request_hash: string }>('request_hash');
      expect(stored?.request_hash).toBe(requestHash({ ...fields, coverLetter: fields.coverLetter.replace(/\n/g, '\r\n'), cv: { sha256: createHash('sha256').update(cv!.bytes).digest('hex'), size: cv!.bytes.length, filename: cv!.filename } }));
      const other = await apply('job-1', form(fields, pdf(pdfBytes({ padTo: 3000 }))), { 'Idempotency-Key': 'app-key-1' });
      expect(other.status).toBe(422);
      expect(await countRows(database.db, 'job_applications')).toBe(1);
      expect(cvFiles()).toHaveLength(1);
    });

    it('limits accepted applications per IP (RATE_LIMIT_LEADS) with 429 and Retry-After', async () => {
      const limited = await startTestServer(database.db, { ...config, rateLimitLeads: { limit: 2, windowSeconds: 600 } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await apply('job-1', form(fields, pdf()), {}, limited.url)).status);
        expect(statuses).toEqual([201, 201, 429]);
        const refused = await apply('job-1', form(fields, pdf()), {}, limited.url);
        expect(await refused.json()).toEqual({ message: TOO_MANY_REQUESTS });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await countRows(database.db, 'job_applications')).toBe(2);
        expect(cvFiles()).toHaveLength(2);
      } finally {
        await limited.close();
      }
    });

    it("accepts an application from an active partner's page that names the partner, with CORS, and queues the partner's event", async () => {
      const response = await apply('job-1', form({ ...fields, partner: 'acme' }, pdf()), { Origin: SHOP });
      expect(response.status).toBe(201);
      expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
      const row = await database.db('job_applications').first('partner_id', 'origin');
      expect(row).toEqual({ partner_id: 'acme', origin: SHOP });
      const webhooks = await database.db('deliveries').where({ channel: 'webhook' }).orderBy('partner_id').select('partner_id');
      expect(webhooks.map((hook) => hook.partner_id)).toEqual([null, 'acme']);
    });

    it('refuses a foreign origin that names no partner, or another partner, with 403 and stores nothing', async () => {
      for (const partner of [undefined, 'globex']) {
        const response = await apply('job-1', form({ ...fields, partner }, pdf()), { Origin: 'https://evil.example' });
        expect(response.status).toBe(403);
        const body = await response.json();
        expect(body).toMatchObject({ code: ORIGIN_NOT_REGISTERED, origin: 'https://evil.example' });
        expectNoLeak(JSON.stringify(body));
      }
      await expectNothingStored();
    });

    it('answers a preflight for a partner page like the other public writes', async () => {
      const response = await fetch(`${server.url}/api/jobs/job-1/applications`, {
        method: 'OPTIONS',
        headers: { Origin: SHOP, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
      expect(response.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    });
  });

  describe('delivery', () => {
    it('sends the hiring e-mail with the CV attached (department address), the signed application.created event and the plain confirmation', async () => {
      const cv = pdfBytes({ padTo: 20_000 });
      const response = await apply('job-2', form(fields, pdf(cv)));
      const { reference } = (await response.json()) as { reference: string };
      expect(await worker.drain()).toBe(3);
      expect((await database.db('deliveries').select('status')).map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered']);

      const hiring = smtp.messages.find((mail) => mail.envelopeTo.includes('sales-hiring@joognoo.test'))!;
      expect(hiring.parsed.subject).toBe(`New application: Ann Lee for Job 2 (${reference})`);
      expect(hiring.parsed.replyTo?.value[0]?.address?.toLowerCase()).toBe('ann.lee@example.com');
      expect(hiring.parsed.text).toContain('Cover letter:\nI build <b>reliable</b> systems.');
      expect(hiring.parsed.html).toContain('I build &#60;b&#62;reliable&#60;/b&#62; systems.');
      expect(hiring.parsed.attachments).toHaveLength(1);
      expect(hiring.parsed.attachments[0]).toMatchObject({ filename: `CV-Ann-Lee-${reference}.pdf`, contentType: 'application/pdf' });
      expect(hiring.parsed.attachments[0]!.content.equals(cv)).toBe(true);

      const confirmation = smtp.messages.find((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === 'ann.lee@example.com'))!;
      expect(confirmation.parsed.subject).toBe('We received your application for Job 2');
      expect(confirmation.parsed.text).toContain(`Your reference: ${reference}`);
      expect(confirmation.parsed.attachments).toHaveLength(0);

      expect(company.received).toHaveLength(1);
      const hook = company.received[0]!;
      expect(hook.signatureValid).toBe(true);
      expect(hook.event).toMatchObject({
        type: 'application.created',
        data: {
          reference,
          job: { slug: 'job-2', title: 'Job 2', department: 'Sales' },
          firstName: 'Ann',
          email: 'Ann.Lee@Example.com',
          cv: { kind: 'pdf', contentType: 'application/pdf', filename: 'Ann CV.pdf', size: cv.length, url: expect.stringMatching(/^https:\/\/joognoo\.example\/api\/applications\/cv\?token=/) },
          partner: null,
        },
      });
      // The event's link downloads the CV.
      const link = new URL((hook.event.data.cv as { url: string }).url);
      const download = await fetch(`${server.url}${link.pathname}${link.search}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="CV-Ann-Lee-${reference}.pdf"`);
      expect(download.headers.get('cache-control')).toBe('no-store');
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);
    });

    it("keeps the English confirmation byte for byte, and names the candidate's language to the hiring team and in the event", async () => {
      const response = await apply('job-1', form(fields, pdf()));
      const { reference } = (await response.json()) as { reference: string };
      expect(await database.db('job_applications').first('locale')).toEqual({ locale: 'en' });
      const confirmation = JSON.parse((await database.db('deliveries').where({ kind: 'application.confirmation' }).first('payload')).payload);
      expect(confirmation).toEqual({
        to: 'Ann.Lee@Example.com',
        subject: 'We received your application for Job 1',
        text: `Hello,\n\nthank you for applying for Job 1 at Joognoo. We have received your application and will be in touch.\n\nYour reference: ${reference}\n\nIf you did not apply, you can ignore this e-mail.`,
        html: [
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>We received your application for Job 1</title></head>',
          '<body style="font-family: Arial, Helvetica, sans-serif; color: #111827; line-height: 1.5">',
          '<p>Hello,</p>',
          '<p>thank you for applying for Job 1 at Joognoo. We have received your application and will be in touch.</p>',
          `<p>Your reference: ${reference}</p>`,
          '<p>If you did not apply, you can ignore this e-mail.</p>',
          '</body></html>',
        ].join('\n'),
      });
      const hiring = JSON.parse((await database.db('deliveries').where({ kind: 'application.email' }).first('payload')).payload);
      expect(hiring.text).toContain('\nLanguage: English (en)\n');
      const event = JSON.parse((await database.db('deliveries').where({ kind: 'application.created' }).first('payload')).payload);
      expect(event.data.locale).toBe('en');
    });

    it('confirms an application sent with locale ms in Malay, and stores and passes on the language', async () => {
      const response = await apply('job-2', form({ ...fields, locale: 'ms-MY' }, pdf()));
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      expect(await database.db('job_applications').first('locale')).toEqual({ locale: 'ms' });
      expect(await worker.drain()).toBe(3);

      const confirmation = smtp.messages.find((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === 'ann.lee@example.com'))!;
      expect(confirmation.parsed.subject).toBe('Kami telah menerima permohonan anda untuk jawatan Job 2');
      expect(confirmation.parsed.text).toBe(
        `Helo,\n\nterima kasih kerana memohon jawatan Job 2 di Joognoo. Kami telah menerima permohonan anda dan akan menghubungi anda.\n\nRujukan anda: ${reference}\n\nJika anda tidak membuat permohonan ini, anda boleh abaikan e-mel ini.`,
      );
      expect(confirmation.parsed.html).toContain('<html lang="ms">');
      expect(confirmation.parsed.html).toContain(`<p>Rujukan anda: ${reference}</p>`);

      // The hiring team reads English, with one line naming the candidate's language.
      const hiring = smtp.messages.find((mail) => mail.envelopeTo.includes('sales-hiring@joognoo.test'))!;
      expect(hiring.parsed.subject).toBe(`New application: Ann Lee for Job 2 (${reference})`);
      expect(hiring.parsed.text).toContain('\nLanguage: Malay (ms)\n');
      expect(company.received[0]!.event.data).toMatchObject({ reference, locale: 'ms' });
    });

    it('sends a signed link valid 7 days instead of the attachment when the CV is over MAIL_ATTACHMENT_MAX_BYTES; forged, expired and erased links are refused', async () => {
      const small = await startTestServer(database.db, { ...config, applications: { ...config.applications, mailAttachmentMaxBytes: 10_000 } });
      try {
        const cv = pdfBytes({ padTo: 30_000 });
        expect((await apply('job-1', form(fields, pdf(cv)), {}, small.url)).status).toBe(201);
      } finally {
        await small.close();
      }
      const pending = JSON.stringify(await database.db('deliveries').select());
      await worker.drain();
      const hiring = smtp.messages.find((mail) => mail.envelopeTo.includes('hiring@joognoo.test'))!;
      expect(hiring.parsed.attachments).toHaveLength(0);
      const url = /https:\/\/joognoo\.example(\/api\/applications\/cv\?token=[A-Za-z0-9_.-]+)/.exec(hiring.parsed.text ?? '')?.[1];
      expect(url).toBeDefined();
      // The link is a bearer link: in the outbox only encrypted while pending, gone once sent.
      const token = new URL(url!, SITE).searchParams.get('token')!;
      expect(pending).not.toContain(token);
      expect(company.received[0]!.body).toContain(token);
      expect(JSON.stringify(await database.db('deliveries').select())).not.toContain(token);
      expect(hiring.parsed.text).toContain('too large to attach: download it (link valid 7 days)');
      const ok = await fetch(`${server.url}${url}`);
      expect(ok.status).toBe(200);
      expect((await ok.arrayBuffer()).byteLength).toBe(30_000);

      const tampered = url!.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
      for (const bad of [tampered, '/api/applications/cv?token=nonsense', '/api/applications/cv']) {
        const response = await fetch(`${server.url}${bad}`);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: CV_LINK_INVALID });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      const key = (await database.db('job_applications').first('cv_storage_key')).cv_storage_key as string;
      const expired = cvLinkToken(config, key, new Date(Date.now() - CV_LINK_TTL_MS - 1000));
      const old = await fetch(`${server.url}/api/applications/cv?token=${expired}`);
      expect(old.status).toBe(403);
      expect(await old.json()).toEqual({ message: CV_LINK_EXPIRED });

      await database.db('job_applications').delete();
      const gone = await fetch(`${server.url}${url}`);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: CV_GONE });
    });
  });

  describe('retention and privacy', () => {
    it('the worker erases applications older than APPLICATION_RETENTION_DAYS with their notes, status changes, deliveries and CV files', async () => {
      for (const email of ['old@example.com', 'new@example.com']) expect((await apply('job-1', form({ ...fields, email }, pdf()))).status).toBe(201);
      const old = await database.db('job_applications').where({ email: 'old@example.com' }).first('id', 'cv_storage_key');
      const recent = await database.db('job_applications').where({ email: 'new@example.com' }).first('id', 'cv_storage_key');
      await database.db('job_applications').where({ id: old.id }).update({ created_at: toDbTime(database.db, new Date(clock.getTime() - 366 * DAY)) });
      const at = toDbTime(database.db, new Date());
      await database.db('application_notes').insert({ application_id: old.id, author_email: 'recruiter@joognoo.test', body: 'Strong', created_at: at });
      await database.db('application_status_changes').insert({ application_id: old.id, from_status: 'new', to_status: 'screening', actor_email: 'recruiter@joognoo.test', created_at: at });

      // An .eml file the worker would have written without SMTP_URL (the hiring one holds the CV).
      const mailDir = path.join(database.config.dataDir, 'outbox-mail');
      fs.mkdirSync(mailDir, { recursive: true });
      const oldMail = await database.db('deliveries').where({ subject_id: old.id, kind: 'application.email' }).first('id');
      const recentMail = await database.db('deliveries').where({ subject_id: recent.id, kind: 'application.email' }).first('id');
      for (const { id } of [oldMail, recentMail]) fs.writeFileSync(path.join(mailDir, `${id}.eml`), 'Subject: CV\r\n\r\n%PDF-');

      expect(await worker.sweepRetention()).toBe(1);
      expect(fs.existsSync(path.join(mailDir, `${oldMail.id}.eml`))).toBe(false);
      expect(fs.existsSync(path.join(mailDir, `${recentMail.id}.eml`))).toBe(true);
      expect((await database.db('job_applications').select('id')).map((row) => row.id)).toEqual([recent.id]);
      expect(await countRows(database.db, 'application_notes')).toBe(0);
      expect(await countRows(database.db, 'application_status_changes')).toBe(0);
      expect(Number((await database.db('deliveries').where({ subject_type: 'job_application', subject_id: old.id }).count({ n: '*' }).first())?.n)).toBe(0);
      expect(cvFiles()).toEqual([recent.cv_storage_key]);
      expect(await worker.sweepRetention()).toBe(0);
    });

    it('privacy:export includes applications with their notes and status changes; privacy:erase deletes them and their CV files', async () => {
      expect((await apply('job-1', form(fields, pdf()))).status).toBe(201);
      expect((await apply('job-2', form({ ...fields, email: 'bob@example.com' }, pdf()))).status).toBe(201);
      const ann = await database.db('job_applications').whereRaw('lower(email) = ?', ['ann.lee@example.com']).first('id', 'cv_storage_key');
      const bob = await database.db('job_applications').where({ email: 'bob@example.com' }).first('cv_storage_key');
      const at = toDbTime(database.db, new Date());
      await database.db('application_notes').insert({ application_id: ann.id, author_email: 'recruiter@joognoo.test', body: 'Call back', created_at: at });
      await database.db('application_status_changes').insert({ application_id: ann.id, from_status: 'new', to_status: 'interview', actor_email: 'recruiter@joognoo.test', created_at: at });

      const exported = await privacyExportCommand(database.db, ['--email', 'ann.lee@example.com']);
      expect(exported.tables.job_applications).toEqual([expect.objectContaining({ email: 'Ann.Lee@Example.com', job_slug: 'job-1', cv_kind: 'pdf' })]);
      expect(exported.tables.application_notes).toEqual([expect.objectContaining({ body: 'Call back' })]);
      expect(exported.tables.application_status_changes).toEqual([expect.objectContaining({ to_status: 'interview' })]);
      expect(exported.tables.deliveries!.map((row) => row.kind).sort()).toEqual(['application.confirmation', 'application.created', 'application.email']);

      const { tables } = await privacyEraseCommand(database.db, ['--email', 'ANN.LEE@example.com'], database.config);
      expect(tables).toMatchObject({
        job_applications: { deleted: 1 },
        application_notes: { deleted: 1 },
        application_status_changes: { deleted: 1 },
        deliveries: { deleted: 3, redacted: 0 },
        cv_files: { deleted: 1 },
      });
      expect(cvFiles()).toEqual([bob.cv_storage_key]);
      const after = await privacyExportCommand(database.db, ['--email', 'ann.lee@example.com']);
      expect(Object.values(after.tables).every((rows) => rows.length === 0)).toBe(true);
      expect(await countRows(database.db, 'job_applications')).toBe(1);
    });
  });
});
