import { expect, type Page } from '@playwright/test';
import { query } from './database.ts';
import { HOST, PARTNER_DEMO, PARTNER_ID, PARTNER_NAME } from './host.ts';
import { eventsOf, partnerTest as test, signatureProblem } from './partner-kit.ts';

/**
 * On a foreign-origin partner page: a candidate applies for one of our
 * jobs inside the embedded job board (public/partner-job.html: `<joognoo-job-board job=…
 * partner="acme">` under the strict CSP and hostile CSS) with a PDF; the success toast shows,
 * the application is stored with the partner and the page, and the signed
 * `application.created` event reaches the partner's webhook.
 */
const DB = process.env.EMBED_E2E_DB!;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Posts of this test as their own client (rate limits are per client). */
async function ownClient(page: Page, ip: string) {
  await page.route(`${HOST}/api/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
}

test('a candidate applies on a partner page through the embedded job board; the partner webhook gets application.created', async ({ page, partner, request }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await ownClient(page, '198.19.18.1');
  const jobs = (await (await request.get(`${HOST}/api/jobs`)).json()) as { slug: string; title: string }[];
  const job = jobs[0]!;
  const pageUrl = `${PARTNER_DEMO}/partner-job.html?job=${job.slug}&utm_source=acme-jobs`;
  await page.goto(pageUrl);
  const board = page.locator('#job');
  await expect(board.getByRole('heading', { level: 1, name: job.title })).toBeVisible();

  // Apply Now brings the form into view (inside the element's shadow root).
  await board.getByRole('link', { name: 'Apply Now' }).click();
  const form = board.getByRole('form', { name: 'Apply for this Position' });
  await expect(form).toBeInViewport();
  await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', `${HOST}/privacy-policy`);

  const email = `partner-apply+${Date.now()}@example.com`;
  await form.getByLabel(/^First Name/).fill('Ada');
  await form.getByLabel(/^Last Name/).fill('Lovelace');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^CV/).setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(board.getByText('Application submitted')).toBeVisible();
  await expect(board.getByText("Thank you for applying. We've sent a confirmation to your email.")).toBeVisible();

  const [success] = (await eventsOf(page, 'job', 'joognoo:success')) as Array<{ submissionId?: string; reference?: string; job?: string }>;
  expect(success).toMatchObject({ job: job.slug, partner: 'acme' });
  expect(success!.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  const submitted = await eventsOf(page, 'job', 'joognoo:submit');
  expect(submitted).toHaveLength(1);

  const rows = await query(DB, 'SELECT job_slug, origin, partner_id, page_url, utm_source, cv_kind FROM job_applications WHERE email = ?', [email]);
  expect(rows).toEqual([{ job_slug: job.slug, origin: PARTNER_DEMO, partner_id: PARTNER_ID, page_url: pageUrl, utm_source: 'acme-jobs', cv_kind: 'pdf' }]);

  const hookFor = () =>
    partner.receiver.received.find((hook) => {
      const event = JSON.parse(hook.body) as { type: string; data: { email?: string } };
      return event.type === 'application.created' && event.data.email === email;
    });
  await expect.poll(() => Boolean(hookFor()), { timeout: 30_000, message: 'application.created at the partner webhook' }).toBe(true);
  const hook = hookFor()!;
  expect(signatureProblem(partner.secret, hook.headers['joognoo-signature'] as string | undefined, hook.body)).toBeUndefined();
  const event = JSON.parse(hook.body) as { id: string; data: Record<string, unknown> };
  expect(event.data).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', partner: { id: PARTNER_ID, name: PARTNER_NAME }, origin: PARTNER_DEMO });
  expect(errors).toEqual([]);
});
