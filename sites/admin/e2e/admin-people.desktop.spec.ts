/**
 * The people area of the back office: an admin invites a marketer at /admin/people,
 * the invitation e-mail reaches the loopback SMTP server (a JSON file under
 * `<ADMIN_E2E_DATA_DIR>/received/`), the marketer opens its link, chooses a password, lands in
 * /admin and gets the 403 page at /admin/leads. Plus axe on /admin/people.
 */
import { seriousViolations } from '@joognoo/e2e-kit';
import { mailedLink, signInTo } from './admin';
import { expect, test } from './fixtures';
import { createUser } from './users';

test('an admin invites a marketer, who accepts, lands in /admin and may not open the leads inbox', async ({ page, browser, problems }, testInfo) => {
  const admin = await createUser(testInfo.project.name, 'admin');
  const invitee = `e2e-invitee-${process.pid}-${Date.now()}@example.com`;
  await signInTo(page, admin, '/admin/people');

  const invite = page.getByRole('region', { name: 'Invite a person' });
  await invite.getByLabel('E-mail address').fill(invitee);
  await invite.getByLabel('Name', { exact: false }).first().fill('Mara Marketer');
  await invite.getByLabel('Role').selectOption('marketer');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText('Invitation sent.');
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByRole('rowheader', { name: invitee })).toBeVisible();

  const link = await mailedLink(invitee, 'Your invitation to the Joognoo back office', '/admin/invitation/');
  // The invitee in a browser of their own (no admin session).
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const guest = await context.newPage();
  guest.on('response', (response) => {
    if (response.status() >= 400 && !/\/admin\/leads|\/invitation\//.test(response.url())) problems.messages.push(`response ${response.status()}: ${response.url()}`);
  });
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await expect(guest.getByText(`with ${invitee}`)).toBeVisible();
  await expect(guest.getByLabel('Your name')).toHaveValue('Mara Marketer');
  await guest.getByLabel('Password').fill('a long enough new password');
  await guest.getByRole('button', { name: 'Create my account' }).click();
  await expect(guest).toHaveURL(/\/admin$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await guest.goto('/admin/leads');
  await expect(guest.getByText('No access')).toBeVisible();

  // The link worked once.
  await guest.goto(link);
  await expect(guest.getByRole('alert')).toContainText('This link is not valid, has expired or has already been used.');
  await context.close();
});

test('the people, partners and audit pages have no serious or critical axe violations', async ({ page }, testInfo) => {
  const admin = await createUser(testInfo.project.name, 'admin');
  await createUser(testInfo.project.name, 'sales'); // a row with the role, disable and reset forms
  await signInTo(page, admin, '/admin/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Role of / }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const [path, heading] of [
    ['/admin/partners', 'Partners'],
    ['/admin/audit', 'Audit log'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('forgot password: the same answer, a link by e-mail, a new password that signs in', async ({ page, problems }, testInfo) => {
    problems.allow(/^requestfailed: GET .*\/assets\/.*\.js csp$/);
    const user = await createUser(testInfo.project.name, 'sales');
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toMatch(/forgot-password|reset-password|invitation/);
    await page.getByLabel('E-mail address').fill(user);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText('If an account exists for that address, we have sent a link.');

    const link = await mailedLink(user, 'Reset your Joognoo password', '/admin/reset-password/');
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password' }).fill('another long enough password');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await page.getByLabel('Email').fill(user);
    await page.getByLabel('Password').fill('another long enough password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A staff member whose sign-in named no page lands in the back office.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // Signed in already, /sign-in sends them on to the back office too.
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test('an admin adds a partner with a webhook: its secret is shown once, rotating shows a new one', async ({ page }, testInfo) => {
  const admin = await createUser(testInfo.project.name, 'admin');
  const id = `e2e-partner-${process.pid}-${Date.now()}`.slice(0, 60);
  await signInTo(page, admin, '/admin/partners');
  const add = page.getByRole('region', { name: 'Add a partner' });
  await add.getByLabel('Id').fill(id);
  await add.getByLabel('Name').fill('E2E Partner');
  await add.getByLabel('Origins').fill('https://shop.e2e-partner.example');
  await add.getByLabel('Webhook URL').fill('https://crm.e2e-partner.example/hooks');
  await add.getByRole('button', { name: 'Add partner' }).click();
  const secret = page.getByRole('status').filter({ hasText: 'webhook secret' }).locator('code');
  await expect(secret).toHaveText(/^whsec_[0-9a-f]{64}$/);
  const first = await secret.textContent();

  await page.getByRole('link', { name: 'E2E Partner' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Partner' })).toBeVisible();
  await expect(page.getByText(first!)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Delivery log' })).toContainText('No deliveries for this partner yet.');
  await page.getByRole('button', { name: 'Rotate the webhook secret' }).click();
  const rotated = page.getByRole('status').filter({ hasText: 'webhook secret' }).locator('code');
  await expect(rotated).toHaveText(/^whsec_[0-9a-f]{64}$/);
  expect(await rotated.textContent()).not.toBe(first);
  await page.goto(`/admin/partners/${id}`);
  await expect(page.getByText(/whsec_/)).toHaveCount(0);
});
