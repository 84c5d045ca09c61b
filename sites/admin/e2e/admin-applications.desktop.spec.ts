/**
 * Job applications in the back office: a recruiter sees a job's applications,
 * moves one to screening with a note and downloads its CV; a marketer may not open them.
 */
import { seriousViolations } from '@joognoo/e2e-kit';
import { signInTo } from './admin';
import { expect, test } from './fixtures';
import { createUser, insertApplication, uniqueEmail } from './users';

test('a recruiter screens an application with a note and downloads the CV', async ({ page, baseURL }, testInfo) => {
  const run = `${testInfo.project.name}-${process.pid}-${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const job = `e2e-engineer-${run}`;
  const title = `E2E Engineer ${run}`;
  const cv = Buffer.from(`%PDF-1.4\n% the CV of Wanda ${run}\n%%EOF\n`, 'latin1');
  const wanda = await insertApplication({ job, title, firstName: 'Wanda', lastName: 'Applicant', email: uniqueEmail('wanda'), cv });
  await insertApplication({ job, title, firstName: 'Otto', lastName: 'Applicant', email: uniqueEmail('otto'), cv });

  await signInTo(page, await createUser(testInfo.project.name, 'recruiter'), '/admin/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  // Only the recruiter's areas are in the navigation.
  const nav = page.getByRole('navigation', { name: /back office/i });
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(0);

  // The per-job summary counts both as new; its link filters the list to the job.
  const perJob = page.getByRole('table', { name: 'Applications per job' });
  const row = perJob.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell')).toHaveText(['2', '2', '0', '0', '0', '0', '0', /UTC$/]);
  await row.getByRole('link', { name: `Applications for ${title}` }).click();
  await page.waitForURL((url) => url.searchParams.get('job') === job);
  const list = page.getByRole('table', { name: 'Applications', exact: true });
  await expect(list.getByRole('row')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: the candidate's link is reached and followed with the keyboard.
  const link = list.getByRole('link', { name: 'Wanda Applicant' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Wanda Applicant' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/admin/applications/${wanda.id}`);
  await expect(page.getByRole('region', { name: 'Candidate' })).toContainText(wanda.reference);

  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByLabel('Move to').locator('option')).toHaveText(['Screening', 'Rejected']);
  await status.getByLabel('Move to').selectOption('screening');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('status')).toHaveText('The status was changed.');
  await expect(page.getByText('New → Screening')).toBeVisible();
  await expect(status.getByLabel('Move to').locator('option')).toHaveText(['Interview', 'Rejected']);

  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByLabel('New note').fill('Strong portfolio, invite to an interview.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toHaveText('The note was added.');
  await expect(notes).toContainText('Strong portfolio, invite to an interview.');
  expect(await seriousViolations(page)).toEqual([]);

  // The CV: through the site, an attachment, never stored, never sniffed, the same bytes.
  const cvLink = page.getByRole('region', { name: 'CV' }).getByRole('link', { name: 'Download CV' });
  const href = await cvLink.getAttribute('href');
  expect(href).toBe(`/admin/applications/${wanda.id}/cv`);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const expectedName = `cv-applicant-wanda-${wanda.reference.toLowerCase()}.pdf`;
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${expectedName}"`);
  // The site's personal answers are never stored by any cache (server/page-cache.ts).
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await response.body()).equals(cv)).toBe(true);
  const downloadPromise = page.waitForEvent('download');
  await cvLink.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(expectedName);
  expect(Buffer.concat(await (await download.createReadStream()).toArray()).equals(cv)).toBe(true);

  // The list shows it in screening.
  await page.goto(`/admin/applications?job=${encodeURIComponent(job)}&status=screening`);
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('link', { name: 'Wanda Applicant' })).toBeVisible();
  expect(baseURL).toBeTruthy();
});

test('a marketer may not open applications or their CVs', async ({ page, problems }, testInfo) => {
  problems.allow(/403/);
  const seeded = await insertApplication({
    job: `e2e-closed-${process.pid}`,
    title: 'E2E Closed',
    firstName: 'Mia',
    lastName: 'Applicant',
    email: uniqueEmail('mia'),
    cv: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
  });
  await signInTo(page, await createUser(testInfo.project.name, 'marketer'), '/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Applications' })).toHaveCount(0);
  const response = await page.goto('/admin/applications');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
  expect(await seriousViolations(page)).toEqual([]);
  const cv = await page.request.get(`/admin/applications/${seeded.id}/cv`);
  expect(cv.status()).toBe(403);
  expect(cv.headers()['content-disposition']).toBeUndefined();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a recruiter rejects an application and adds a note with plain form posts', async ({ page, problems }, testInfo) => {
    // Chromium without JavaScript refuses the pages' module scripts and preloads ("csp").
    problems.allow(/^requestfailed: GET .*\/assets\/.*\.js csp$/);
    const seeded = await insertApplication({
      job: `e2e-nojs-${process.pid}-${Date.now().toString(36)}`,
      title: 'E2E No Script',
      firstName: 'Nina',
      lastName: 'Applicant',
      email: uniqueEmail('nina'),
      cv: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
    });
    const path = `/admin/applications/${seeded.id}`;
    await signInTo(page, await createUser(testInfo.project.name, 'recruiter'), path, { javaScript: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Nina Applicant' })).toBeVisible();
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByLabel('Move to').selectOption('rejected');
    await status.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByRole('status')).toHaveText('The status was changed.');
    await expect(page.getByText('New → Rejected')).toBeVisible();
    await expect(status.getByLabel('Move to').locator('option')).toHaveText(['New']);
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByLabel('New note').fill('Not enough experience yet.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('status')).toHaveText('The note was added.');
    await expect(notes).toContainText('Not enough experience yet.');
  });
});
