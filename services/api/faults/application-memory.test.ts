/**
 * Application uploads cost disk, not memory: 20 applications with a 9 MB CV each are posted at
 * once to a real API process from 5 loopback addresses (4 each, BODIES_PER_ADDRESS's default),
 * while the process's resident memory is read from /proc. The CVs stream to temporary files:
 * with all 20 bodies received (their last bytes held back, so none is checked yet) the process
 * has grown by a small fraction of the 180 MB it was sent; then every one is checked and
 * accepted, and no temporary file is left.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPLICATION_CV_MAX_BYTES } from '@joognoo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed.ts';
import { randomBytes } from 'node:crypto';
import { docxBytes, multipartBody } from '../test/cv-files.ts';
import { fixtureContent } from '../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { ApiProcess, countBy, findStackTrace, rawRequest, residentBytes, sampleResidentMemory, waitUntil, type RawAnswer } from './harness.ts';

const MB = 1024 * 1024;
const CV_BYTES = 9 * MB;
const ADDRESSES = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14', '127.0.0.15'];
const PER_ADDRESS = 4;
/** The bound of 20 bodies in flight: about a third of the 180 MB they carry (buffered, they held all of it). */
const IN_FLIGHT_LIMIT_MB = 64;

/**
 * One upload from `localAddress`, in 256 KB writes, holding back its last `holdBack` bytes
 * until `release` resolves; a socket error or timeout resolves as status 0.
 */
function post(
  url: string,
  localAddress: string,
  form: { body: Buffer; contentType: string },
  { holdBack = 0, release = Promise.resolve() }: { holdBack?: number; release?: Promise<void> } = {},
): Promise<RawAnswer> {
  const held = form.body.length - holdBack;
  return rawRequest(
    url,
    { method: 'POST', localAddress, timeout: 120_000, headers: { 'content-type': form.contentType, 'content-length': form.body.length } },
    (request) => {
      for (let offset = 0; offset < held; offset += 256 * 1024) request.write(form.body.subarray(offset, Math.min(held, offset + 256 * 1024)));
      void release.then(() => request.end(form.body.subarray(held)));
    },
  );
}

describe('20 applications with a 9 MB CV at once', () => {
  let database: TestDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase('mariadb');
    api = await ApiProcess.start({ databaseUrl: database.config.databaseUrl!, env: { DELIVERY_WORKER: 'off', BODIES_PER_ADDRESS: '4' } });
    await seed(database.db, fixtureContent);
  });

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('grow the API process by far less than what they send, are all accepted, and leave no temporary file', async () => {
    expect(CV_BYTES).toBeLessThan(APPLICATION_CV_MAX_BYTES);
    // A Word CV with a photo: 9 MB, nearly all of it an image the check does not decode.
    const cv = docxBytes({ files: { 'word/media/image1.png': randomBytes(CV_BYTES - 2048) } });
    const form = (n: number) =>
      multipartBody([
        { name: 'firstName', value: 'Ann' },
        { name: 'lastName', value: `Lee ${n}` },
        { name: 'email', value: `ann${n}@example.com` },
        { name: 'consent', value: 'true' },
        { name: 'cv', value: cv, filename: 'cv.docx', contentType: 'application/octet-stream' },
      ]);
    const url = `${api.url}/api/jobs/job-1/applications`;
    // Warm-up, not measured: the CV worker thread and the routes' code load on first use.
    expect((await post(url, ADDRESSES[0]!, form(0))).status).toBe(201);
    const pid = api.pid!;
    const tempDir = path.join(api.dataDir, 'private', 'tmp');
    const memory = sampleResidentMemory(pid, 20);

    const forms = Array.from({ length: ADDRESSES.length * PER_ADDRESS }, (_, index) => form(index + 1));
    const started = performance.now();
    // Every CV sent but the form's last bytes: all 20 bodies are in flight, none checked yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const pending = forms.map((body, index) => post(url, ADDRESSES[index % ADDRESSES.length]!, body, { holdBack: 1024, release: released }));
    await waitUntil(
      'the 20 CVs written to their temporary files',
      () => {
        const folders = fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : [];
        const sizes = folders.map((folder) => fs.statSync(path.join(tempDir, folder, 'file'), { throwIfNoEntry: false })?.size ?? 0);
        return sizes.length === forms.length && sizes.every((size) => size >= cv.length - 2048);
      },
      { timeoutMs: 120_000 },
    );
    const inFlight = residentBytes(pid);
    release();
    const answers = await Promise.all(pending);
    const elapsedS = (performance.now() - started) / 1000;
    const { before, peak: sampledPeak } = memory.stop();
    const peak = Math.max(sampledPeak, inFlight);

    const inFlightMb = (inFlight - before) / MB;
    const growthMb = (peak - before) / MB;
    const sentMb = forms.reduce((sum, { body }) => sum + body.length, 0) / MB;
    console.log(
      `application uploads: ${forms.length} x ${CV_BYTES / MB} MB CVs (${sentMb.toFixed(0)} MB) from ${ADDRESSES.length} addresses at once in ${elapsedS.toFixed(1)} s; ` +
        `API RSS ${(before / MB).toFixed(0)} MB, +${inFlightMb.toFixed(1)} MB with all ${forms.length} bodies received and unchecked, ` +
        `peak +${growthMb.toFixed(1)} MB (${(peak / MB).toFixed(0)} MB) through the checks and storage; answers ${countBy(answers.map((answer) => String(answer.status)))}`,
    );

    expect(answers.map((answer) => answer.status)).toEqual(forms.map(() => 201));
    expect(await database.db('job_applications').count({ n: '*' }).first()).toMatchObject({ n: forms.length + 1 });
    expect(fs.readdirSync(tempDir)).toEqual([]);
    expect(inFlightMb).toBeLessThan(IN_FLIGHT_LIMIT_MB);
    // The CV checks read each file in their worker thread (one or two at a time), so the peak stays under what was sent.
    expect(growthMb).toBeLessThan(sentMb);
    expect(findStackTrace(api.output)).toBeUndefined();
  });
});
