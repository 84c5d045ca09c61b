/**
 * The leads inbox of the back office: sales filters leads by partner and UTM
 * campaign, opens one, works it to qualified, and exports the filtered list as CSV.
 */
import { ADMIN_LEADS_MESSAGES } from '@joognoo/schemas/admin';
import { seriousViolations } from '@joognoo/e2e-kit';
import { createPartner, signInTo } from './admin';
import { expect, test } from './fixtures';
import { createUser, uniqueEmail } from './users';

test('sales filters leads by partner and campaign, qualifies one and exports the list', async ({ page, request, baseURL }, testInfo) => {
  const run = `${testInfo.project.name}-${process.pid}-${Date.now().toString(36)}`;
  const partner = `shop-${run}`.toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 60);
  const origin = `https://${partner}.example`;
  const campaign = `spring-${run}`;
  await createPartner(partner, 'E2E Shop', origin);

  const post = async (email: string, firstName: string, utmCampaign: string, withPartner: boolean, locale?: string) => {
    const response = await request.post(`${baseURL}/api/contact`, {
      headers: { Origin: withPartner ? origin : baseURL! },
      data: {
        form: 'contact',
        firstName,
        lastName: 'Tester',
        email,
        company: '=Formula Corp',
        interest: 'enterprise',
        message: 'We would like to talk about a project.',
        consent: true,
        ...(withPartner ? { partner } : {}),
        ...(locale ? { locale } : {}),
        attribution: { pageUrl: `${origin}/pricing`, referrer: 'https://search.example/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: utmCampaign },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  const wanted = uniqueEmail('wanted');
  // Wanda wrote from an Arabic page: the back office names her language.
  await post(wanted, 'Wanda', campaign, true, 'ar-AE');
  await post(uniqueEmail('other-campaign'), 'Otto', `autumn-${run}`, true);
  await post(uniqueEmail('no-partner'), 'Nora', campaign, false);

  await signInTo(page, await createUser(testInfo.project.name, 'sales'), '/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  // Filter with the GET form: the URL carries the filters.
  const filters = page.getByRole('form', { name: 'Filter leads' });
  await filters.getByLabel('Partner').selectOption(partner);
  await filters.getByLabel('UTM campaign').selectOption(campaign);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL((url) => url.searchParams.get('partner') === partner && url.searchParams.get('campaign') === campaign);
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'Wanda Tester' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Arabic');

  expect(await seriousViolations(page)).toEqual([]);

  // The export link carries the same filters; the CSV has the header and the one lead.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  const href = await exportLink.getAttribute('href');
  expect(new URL(href!, baseURL).searchParams.get('campaign')).toBe(campaign);
  const downloadPromise = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await download.createReadStream()).toArray()).join('').replace('\uFEFF', '');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^id,created_at,status,owner,form,first_name,last_name,email,company,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(wanted);
  expect(lines[1]).toContain(`,'=Formula Corp,`);
  expect(lines[1]).toContain(`,${partner},`);
  expect(lines[0]).toMatch(/,locale$/);
  expect(lines[1]).toMatch(/,ar$/);

  // Open the lead, see its attribution and its e-mail to sales, and work it to qualified.
  await table.getByRole('link', { name: 'Wanda Tester' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wanda Tester' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Attribution' })).toContainText(campaign);
  await expect(page.getByRole('region', { name: 'Attribution' })).toContainText('E2E Shop');
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('LanguageArabic');
  await expect(page.getByRole('table', { name: 'E-mails and webhooks sent for this lead' })).toContainText('E-mail');
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByLabel('Move to').locator('option')).toHaveText(['Contacted', 'Disqualified', 'Spam']);
  await status.getByLabel('Move to').selectOption('contacted');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('status')).toHaveText('The status was changed.');
  await status.getByLabel('Move to').selectOption('qualified');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('Contacted → Qualified')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wanda Tester' }).locator('..')).toContainText('Qualified');
  expect(await seriousViolations(page)).toEqual([]);

  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByLabel('New note').fill('Budget confirmed.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toHaveText('The note was added.');
  await expect(notes).toContainText('Budget confirmed.');

  // The list shows it qualified.
  await page.goto(`/admin/leads?status=qualified&campaign=${encodeURIComponent(campaign)}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row')).toHaveCount(2);
});

test('a marketer sees the overview and subscribers, and cannot open the leads inbox', async ({ page, problems }, testInfo) => {
  problems.allow(/403/);
  await signInTo(page, await createUser(testInfo.project.name, 'marketer'), '/admin');
  // The overview's cards: only the areas a marketer may use.
  const card = (name: string) => page.getByRole('heading', { level: 2, name });
  await expect(card('Subscribers')).toBeVisible();
  await expect(card('Blog posts')).toBeVisible();
  await expect(card('Leads')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await card('Subscribers').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A marketer can take an address off the list, never run the full erase of a person.
  await expect(page.getByRole('heading', { level: 2, name: 'Remove from the list' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Erase a person' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase this person' })).toHaveCount(0);
  const response = await page.goto('/admin/leads');
  expect(response?.status()).toBe(403);
  const csv = await page.request.get('/admin/leads/export.csv');
  expect(csv.status()).toBe(403);
});

test("an admin's erase of a staff member's address says it belongs to staff, managed under People", async ({ page, problems }, testInfo) => {
  problems.allow(/409/);
  const marketer = await createUser(testInfo.project.name, 'marketer');
  await signInTo(page, await createUser(testInfo.project.name, 'admin'), '/admin/subscribers');
  const erasePanel = page.getByRole('region', { name: 'Erase a person' });
  await expect(page.getByRole('heading', { level: 2, name: 'Remove from the list' })).toBeVisible();
  await erasePanel.getByLabel('E-mail address').fill(marketer);
  await erasePanel.getByLabel('Type the address again to confirm').fill(marketer);
  await erasePanel.getByRole('button', { name: 'Erase this person' }).click();
  await expect(page.getByRole('region', { name: 'Erase a person' }).getByText(ADMIN_LEADS_MESSAGES.staffAddress)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
