import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '@joognoo/e2e-kit';
import { expect, test, waitForHydration } from './fixtures';
import { uniqueEmail } from './leads';

/**
 * On the host site: a candidate applies for a job on /careers/{slug}
 * with a PDF (with JavaScript, and without it), sees the outcome, and the hiring e-mail (the
 * PDF attached) and the signed `application.created` webhook reach the loopback receivers
 * (e2e/delivery-receivers.ts); a renamed executable, an 11 MB file and a closed job are
 * refused with clear messages and nothing is stored.
 */
const HIRING_EMAIL = 'hiring@joognoo.test';
const MESSAGES = {
  success: ['Application submitted', "Thank you for applying. We've sent a confirmation to your email."],
  failure: 'Application failed',
  cvType: 'Your CV must be a PDF or a Word document (DOCX).',
  cvTooLarge: 'Your CV must be 10 MB or smaller.',
  jobClosed: 'This position is closed and no longer accepts applications.',
  reChoose: 'please choose your CV again',
};

interface ReceivedMail {
  envelopeTo: string[];
  subject: string;
  replyTo: { address: string; name: string }[];
  text: string;
  attachments: { filename: string; contentType: string; size: number; head: string }[];
}
interface ReceivedWebhook {
  deliveryId: string;
  signatureValid: boolean;
  event: { type: string; id: string; data: Record<string, unknown> };
}

function received<T>(kind: 'mail' | 'webhook'): T[] {
  const directory = path.join(process.env.WEB_E2E_DATA_DIR!, 'received');
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .filter((name) => name.startsWith(`${kind}-`))
    .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as T);
}

// The e2e database (the SQLite file of the server), with the better-sqlite3 of services/api.
const requireFromApi = createRequire(new URL('../../../services/api/package.json', import.meta.url));
interface Sqlite {
  prepare(sql: string): { all(...params: unknown[]): unknown[]; get(...params: unknown[]): unknown; run(...params: unknown[]): unknown };
  close(): void;
}
const Database = requireFromApi('better-sqlite3') as new (file: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => Sqlite;
function withDb<T>(use: (db: Sqlite) => T, readonly = true): T {
  const db = new Database(path.join(process.env.WEB_E2E_DATA_DIR!, 'joognoo.sqlite'), { readonly, fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}
const applicationsOf = (email: string) =>
  withDb((db) => db.prepare('SELECT job_slug, first_name, cv_kind, cv_size, partner_id FROM job_applications WHERE email = ?').all(email)) as {
    job_slug: string;
    first_name: string;
    cv_kind: string;
    cv_size: number;
  }[];
/**
 * CV files that no stored application names (other tests apply in parallel, so the folder's
 * count says nothing; an orphan would be a refused upload that was kept).
 */
const orphanCvFiles = () => {
  const dir = path.join(process.env.WEB_E2E_DATA_DIR!, 'private', 'cvs');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.tmp-')) : [];
  const keys = new Set(withDb((db) => db.prepare('SELECT cv_storage_key FROM job_applications').all() as { cv_storage_key: string }[]).map((row) => row.cv_storage_key));
  return files.filter((name) => !keys.has(name));
};

/** A small real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An open job's slug (the first of the list). */
async function openJob(page: Page): Promise<{ slug: string; title: string }> {
  const response = await page.request.get('/api/jobs');
  const jobs = (await response.json()) as { slug: string; title: string }[];
  return jobs[0]!;
}

/**
 * The application section's code loads lazily: until the form itself has hydrated, what is
 * typed into the server-rendered fields can be replaced by the hydrated ones, and a submit
 * posts the form without JavaScript.
 */
async function formHydrated(page: Page) {
  const form = page.locator('#apply form');
  await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 }).toBe(true);
}

async function fill(page: Page, email: string, file: { name: string; mimeType: string; buffer: Buffer }, { javaScript = true }: { javaScript?: boolean } = {}) {
  const form = page.locator('#apply form');
  await form.scrollIntoViewIfNeeded();
  if (javaScript) await formHydrated(page);
  await form.getByLabel(/^First Name/).fill('Grace');
  await form.getByLabel(/^Last Name/).fill('Hopper');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('+65 6123 4567');
  await form.getByLabel(/^LinkedIn or portfolio URL/).fill('https://www.linkedin.com/in/grace');
  await form.getByLabel(/^CV/).setInputFiles(file);
  await form.getByLabel(/^Cover letter/).fill('I would love to build compilers with you.');
  await form.getByRole('checkbox').check();
  return form;
}

async function expectDelivered(email: string, slug: string, title: string) {
  const mailOf = () => received<ReceivedMail>('mail').find((item) => item.envelopeTo.includes(HIRING_EMAIL) && item.replyTo?.[0]?.address === email);
  const hookOf = () =>
    received<ReceivedWebhook>('webhook').find((item) => item.event.type === 'application.created' && item.event.data.email === email);
  await expect.poll(() => Boolean(mailOf() && hookOf()), { timeout: 30_000 }).toBe(true);
  const mail = mailOf()!;
  expect(mail.subject).toContain(`New application: Grace Hopper for ${title}`);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf', size: PDF.length, head: '%PDF-1.4' });
  expect(mail.attachments[0]!.filename).toMatch(/\.pdf$/);
  const hook = hookOf()!;
  expect(hook.signatureValid).toBe(true);
  expect(hook.event).toMatchObject({ type: 'application.created', id: hook.deliveryId });
  expect(hook.event.data).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper' });
  expect((hook.event.data.job as { slug: string }).slug).toBe(slug);
}

test.describe('applying for a job on /careers/{slug}', { tag: '@desktop-only' }, () => {
  // Desktop project only: desktop is enough for the delivery; the form is the same.

  test('with JavaScript: both Apply buttons lead to the form; a PDF is accepted, toasted, the form reset, and mail and webhook arrive', async ({ page }) => {
    test.setTimeout(90_000);
    const job = await openJob(page);
    await page.goto(`/careers/${job.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
    await expect(page.getByRole('link', { name: 'Apply for this Position' })).toHaveAttribute('href', '#apply');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page.locator('#apply')).toBeInViewport();
    await expect(page.locator('#apply').getByRole('heading', { name: 'Apply for this Position' })).toBeVisible();
    await expect(page.locator('#apply').getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');

    const email = uniqueEmail('apply-js');
    const form = await fill(page, email, { name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const toast = page.locator('[data-toast-viewport] li').filter({ hasText: MESSAGES.success[0]! });
    await expect(toast).toContainText(MESSAGES.success[1]!);
    await expect(form.getByLabel(/^First Name/)).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    expect(applicationsOf(email)).toEqual([expect.objectContaining({ job_slug: job.slug, first_name: 'Grace', cv_kind: 'pdf', cv_size: PDF.length })]);
    await expectDelivered(email, job.slug, job.title);
  });

  test('a large CV shows its upload as a labelled progress bar (XMLHttpRequest in Chromium) and is accepted', async ({ page }) => {
    test.setTimeout(90_000);
    const job = await openJob(page);
    await page.goto(`/careers/${job.slug}`);
    await waitForHydration(page);
    // A 2 MB PDF sent at about 1 MB/s: the upload takes long enough to be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    const email = uniqueEmail('apply-progress');
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const form = await fill(page, email, { name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: big });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const bar = form.getByRole('progressbar', { name: 'Uploading your CV' });
    await expect(bar).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.locator('[data-toast-viewport] li').filter({ hasText: MESSAGES.success[0]! })).toBeVisible({ timeout: 30_000 });
    await expect(bar).toHaveCount(0);
    expect(applicationsOf(email)).toEqual([expect.objectContaining({ cv_kind: 'pdf', cv_size: big.length })]);
  });

  test('a renamed executable and an 11 MB file are refused with clear messages, and nothing is stored', async ({ page, problems }, testInfo) => {
    test.setTimeout(90_000);
    problems.allow(/response 400: .*\/applications/);
    problems.allow(/status of 400 \(Bad Request\) \(.*\/applications\)/);
    // The widget logs what went wrong (the status and the server's answer, never the values).
    problems.allow(/\[@joognoo\/job-board\] application failed: 400: /);
    const bigFile = testInfo.outputPath('big.pdf');
    fs.writeFileSync(bigFile, Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]));
    const job = await openJob(page);
    await page.goto(`/careers/${job.slug}`);
    await waitForHydration(page);
    const email = uniqueEmail('apply-refused');

    // A Windows executable named .pdf: the browser cannot tell, the server reads the bytes.
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048)]);
    const form = await fill(page, email, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: exe });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    // The server's message in the toast, its reason under the field.
    await expect(page.locator('[data-toast-viewport] li').filter({ hasText: MESSAGES.failure })).toContainText('Please correct the highlighted fields.');
    await expect(form.getByText(MESSAGES.cvType)).toBeVisible();
    await expect(form.getByLabel(/^First Name/)).toHaveValue('Grace');

    // 11 MB: refused in the browser before any byte is sent...
    await form.getByLabel(/^CV/).setInputFiles(bigFile);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText(MESSAGES.cvTooLarge)).toBeVisible();
    // ...and by the API while it streams, for a client that sends it anyway.
    const big = await page.request.post(`/api/jobs/${job.slug}/applications`, {
      multipart: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        consent: 'true',
        cv: { name: 'big.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(bigFile) },
      },
    });
    expect(big.status()).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe(MESSAGES.cvTooLarge);

    expect(applicationsOf(email)).toEqual([]);
    await expect.poll(orphanCvFiles).toEqual([]);
  });

  test('a closed job shows no form, says it is closed, and the API refuses an application with 410', async ({ page }) => {
    // A closed copy of an open job, made for this test (closing a listed one would change other specs' lists).
    const slug = `e2e-closed-${Date.now()}`;
    withDb((db) => {
      const row = db.prepare('SELECT * FROM jobs WHERE closed_at IS NULL AND published = 1 LIMIT 1').get() as Record<string, unknown>;
      const { id: _id, ...copy } = row;
      Object.assign(copy, { slug, closed_at: row.posted_at });
      const columns = Object.keys(copy);
      db.prepare(`INSERT INTO jobs (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((c) => copy[c]));
    }, false);
    await page.goto(`/careers/${slug}`);
    await expect(page.getByText('This position is closed').first()).toBeVisible();
    await expect(page.locator('#apply')).toContainText(MESSAGES.jobClosed);
    await expect(page.locator('#apply form')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);

    const email = uniqueEmail('apply-closed');
    const response = await page.request.post(`/api/jobs/${slug}/applications`, {
      multipart: { firstName: 'Grace', lastName: 'Hopper', email, consent: 'true', cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(response.status()).toBe(410);
    expect(((await response.json()) as { message: string }).message).toBe(MESSAGES.jobClosed);
    expect(applicationsOf(email)).toEqual([]);
  });

  test('the form has no serious or critical axe violations, with its messages shown', async ({ page }) => {
    const job = await openJob(page);
    await page.goto(`/careers/${job.slug}`);
    await waitForHydration(page);
    await formHydrated(page);
    await page.locator('#apply form').getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.locator('#apply').getByText('Please attach your CV.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', { tag: '@desktop-only' }, () => {
  test.use({ javaScriptEnabled: false });
  // The page's module scripts are refused by the browser itself (no JavaScript), as in no-js.spec.ts.
  test.beforeEach(({ problems }) => problems.allow(/^requestfailed: GET .*\/assets\/.*\.js csp$/));
  // Desktop project only: desktop is enough for the delivery; the form is the same.

  test('a candidate applies with a PDF by a plain multipart post, sees the outcome, and mail and webhook arrive', async ({ page }) => {
    test.setTimeout(90_000);
    const job = await openJob(page);
    await page.goto(`/careers/${job.slug}`);
    const email = uniqueEmail('apply-nojs');
    const form = await fill(page, email, { name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: PDF }, { javaScript: false });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.slug}/apply$`));
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.success[0] })).toBeVisible();
    await expect(page.getByText(MESSAGES.success[1]!)).toBeVisible();
    expect(applicationsOf(email)).toHaveLength(1);
    await expectDelivered(email, job.slug, job.title);
  });

  test('an invalid post shows the form again with the messages, the values kept and a word about the file', async ({ page, problems }) => {
    problems.allow(/response 400: .*\/apply$/);
    problems.allow(/status of 400 \(Bad Request\) \(.*\/apply\)/);
    const job = await openJob(page);
    await page.goto(`/careers/${job.slug}`);
    const email = uniqueEmail('apply-nojs-invalid');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(1024)]);
    const form = await fill(page, email, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: exe }, { javaScript: false });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.slug}/apply$`));
    const again = page.locator('#apply form');
    await expect(again.getByText(MESSAGES.cvType)).toBeVisible();
    await expect(again.getByLabel(/^First Name/)).toHaveValue('Grace');
    await expect(again.getByLabel(/^Email/)).toHaveValue(email);
    await expect(again.getByRole('checkbox')).toBeChecked();
    await expect(page.locator('#apply')).toContainText(MESSAGES.reChoose);
    expect(applicationsOf(email)).toEqual([]);
  });
});
