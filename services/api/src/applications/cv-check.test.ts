import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPLICATION_MESSAGES } from '@joognoo/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { docxBomb, docxBytes, pdfBytes, pdfWithJavaScript, zlibBomb } from '../../test/cv-files.ts';
import { CvChecker } from './cv-check.ts';

const UNREADABLE = { ok: false, message: APPLICATION_MESSAGES.cvType };
const testWorker = (name: string) => new URL(`../../test/cv-workers/${name}.ts`, import.meta.url);

describe('CvChecker: the CV check in worker threads', () => {
  const checkers: CvChecker[] = [];
  const checker = (options: ConstructorParameters<typeof CvChecker>[0] = {}) => {
    const made = new CvChecker(options);
    checkers.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(checkers.map((made) => made.close()));
  });

  it('gives the verdicts of inspectCv, from a buffer or a file, and reuses its worker', async () => {
    const pool = checker({ workers: 1 });
    expect(await pool.check(pdfBytes(), 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
    expect(await pool.check(pdfWithJavaScript(), 'cv.pdf')).toEqual({ ok: false, message: APPLICATION_MESSAGES.cvActiveContent });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cv-check-')), 'upload');
    fs.writeFileSync(file, docxBytes());
    expect(await pool.check({ path: file }, 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
    fs.rmSync(path.dirname(file), { recursive: true });
    // Five at once on one worker: queued, each answered.
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => pool.check(docxBomb({ megabytes: 50 }), 'cv.docx')));
    expect(verdicts).toEqual(Array(5).fill({ ...UNREADABLE, reason: 'limit: part' }));
  });

  it('refuses a file that runs out of its time budget as unreadable, and the next check still works', async () => {
    const pool = checker({ workers: 1, budgetMs: 1 });
    const slow = Buffer.concat([pdfBytes(), Buffer.from(`6 0 obj << /Type /ObjStm /N 0 /First 0 /Filter /FlateDecode >>\nstream\n`), zlibBomb(30 * 1024 * 1024), Buffer.from('\nendstream\nendobj\n')]);
    expect(await pool.check(slow, 'cv.pdf')).toMatchObject(UNREADABLE);
    const relaxed = checker({ workers: 1 });
    expect(await relaxed.check(pdfBytes(), 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
  });

  it('maps a worker that dies, hangs or cannot load to the refusal, never a rejection', async () => {
    expect(await checker({ entry: testWorker('crash') }).check(pdfBytes(), 'cv.pdf')).toEqual({ ...UNREADABLE, reason: 'worker exited with code 7' });
    expect(await checker({ entry: testWorker('hang'), budgetMs: 200, graceMs: 200 }).check(pdfBytes(), 'cv.pdf')).toEqual({ ...UNREADABLE, reason: 'time budget' });
    expect(await checker({ entry: testWorker('throw') }).check(pdfBytes(), 'cv.pdf')).toMatchObject({ ...UNREADABLE, reason: expect.stringMatching(/^worker (error|exited)/) });
    // A worker out of memory (a heap far too small for the check).
    expect(await checker({ resourceLimits: { maxOldGenerationSizeMb: 2, maxYoungGenerationSizeMb: 1 } }).check(pdfBytes(), 'cv.pdf')).toMatchObject({ ...UNREADABLE, reason: expect.stringMatching(/^worker (error|exited)/) });
  });

  it('does not keep a process alive once its checks are done', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-check-'));
    const script = path.join(dir, 'check.mjs');
    fs.writeFileSync(
      script,
      `import { checkCv } from ${JSON.stringify(fileURLToPath(new URL('./cv-check.ts', import.meta.url)))};\n` +
        `console.log(JSON.stringify(await checkCv(Buffer.from('%PDF-1.7\\ntrailer << >>\\n'), 'cv.pdf')));\n`,
    );
    // No close(): the process ends by itself once the verdict is printed (the timeout would kill it).
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8', timeout: 60_000 });
    fs.rmSync(dir, { recursive: true });
    expect(result.stderr).toBe('');
    expect(result.signal).toBeNull();
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ok: true, kind: 'pdf' });
  });
});
