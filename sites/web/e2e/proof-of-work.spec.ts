import http from 'node:http';
import { expect, test, type Locator } from '@playwright/test';
import { PROOF_OF_WORK_MESSAGES } from '@joognoo/schemas';
import { waitForHydration } from './fixtures';
import { startOwnSite, type OwnSite } from './own-site';

/**
 * A form over its site-wide ceiling (FORM_CEILING=1/600 on a server of its own, started like
 * `pnpm start`): with JavaScript the contact form meets the proof-of-work challenge, solves
 * it and sends again, and the visitor sees the normal success; without JavaScript the post's
 * page says to turn JavaScript on, the values kept. Each worker starts its own server on
 * WEB_E2E_PORT + 30 + its parallel index.
 */
function request(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

let n = 0;
const email = () => `ceiling-${Date.now()}-${(n += 1)}@example.com`;

async function fill(form: Locator, address: string, javaScript: boolean) {
  await form.getByLabel(/^First Name/).fill('Ada');
  await form.getByLabel(/^Last Name/).fill('Lovelace');
  await form.getByLabel(/^Email/).fill(address);
  await form.getByLabel(/^Company/).fill('Analytical Engines');
  if (javaScript) {
    await form.getByRole('combobox', { name: 'Area of Interest' }).click();
    await form.getByRole('option', { name: 'Enterprise Solutions', exact: true }).click();
  } else {
    await form.locator('select[name="interest"]').selectOption('enterprise');
  }
  await form.getByLabel(/^Message/).fill('Please call me about a pilot next week.');
  await form.getByRole('checkbox').check();
}

test.describe('a form over its site-wide ceiling', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let site: OwnSite;
  let base: string;

  test.beforeAll(async () => {
    site = await startOwnSite(Number(process.env.WEB_E2E_PORT ?? 4317) + 30 + test.info().parallelIndex, { FORM_CEILING: '1/600', RATE_LIMIT_LEADS: '1000/600' });
    base = site.base;
    // The one submission the ceiling allows in this window: every later one is over it.
    const lead = { form: 'contact', firstName: 'Ann', lastName: 'Lee', email: email(), company: 'Acme', interest: 'enterprise', message: 'We would like a demo.', consent: true };
    expect(await request(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) })).toBe(201);
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('with JavaScript, the contact form solves the challenge unnoticed and shows the normal success', async ({ page }) => {
    await page.goto(`${base}/contact`);
    await waitForHydration(page);
    const form = page.locator('form[data-variant="contact"]');
    await form.scrollIntoViewIfNeeded();
    await fill(form, email(), true);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/contact' && response.request().method() === 'POST') statuses.push(response.status());
    });
    await form.locator('button[type="submit"]').click();
    const toasts = page.locator('[data-toast-viewport] li');
    await expect(toasts).toContainText('Success!');
    await expect(toasts).toContainText("Your message has been sent. We'll be in touch soon.");
    await expect(form.getByLabel(/^First Name/)).toHaveValue('');
    expect(statuses).toEqual([428, 201]);
  });

  test('without JavaScript, the post says to turn JavaScript on and keeps the values', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/contact`);
      const form = page.locator('form[data-variant="contact"]');
      await fill(form, email(), false);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/contact/submit') && r.request().method() === 'POST'),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(response.status()).toBe(428);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROOF_OF_WORK_MESSAGES.noScript.title);
      await expect(page.getByText(PROOF_OF_WORK_MESSAGES.noScript.description)).toBeVisible();
      await expect(page.locator('form[data-variant="contact"]').getByLabel(/^First Name/)).toHaveValue('Ada');
    } finally {
      await context.close();
    }
  });
});
