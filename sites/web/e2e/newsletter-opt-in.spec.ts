import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { uniqueEmail } from './leads';

/**
 * End to end: a newsletter sign-up is pending and the delivery worker of the
 * e2e server sends the confirmation e-mail over SMTP to the loopback receiver of
 * e2e/delivery-receivers.ts (which writes each message as JSON under
 * `<WEB_E2E_DATA_DIR>/received/`); its link confirms the subscription, its unsubscribe link
 * ends it, with and without JavaScript, and its List-Unsubscribe header takes the RFC 8058
 * one-click POST.
 */

const requireFromApi = createRequire(new URL('../../../services/api/package.json', import.meta.url));
const Sqlite = requireFromApi('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
  close(): void;
};
/** A message as e2e/delivery-receivers.ts writes it. */
interface ReceivedMail {
  envelopeTo: string[];
  subject: string;
  text: string;
  headerLines: { key: string; line: string }[];
}

const dataDir = () => process.env.WEB_E2E_DATA_DIR!;

// Each test walks several pages and waits for the delivery worker (it polls every second).
test.describe.configure({ timeout: 90_000 });

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Sqlite(path.join(dataDir(), 'joognoo.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const status = (email: string) => query<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email = ?', email)[0]?.status;

interface ConfirmationMail {
  confirm: string;
  unsubscribe: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

/** The confirmation e-mail that reached the loopback SMTP server for `email` (English unless told). */
async function readConfirmation(
  email: string,
  { subject = 'Please confirm your subscription to the Joognoo newsletter', lang }: { subject?: string; lang?: string } = {},
): Promise<ConfirmationMail> {
  const directory = path.join(dataDir(), 'received');
  const find = () =>
    (fs.existsSync(directory) ? fs.readdirSync(directory) : [])
      .filter((name) => name.startsWith('mail-'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.envelopeTo.includes(email));
  await expect.poll(() => find().length, { timeout: 15_000, message: `the confirmation e-mail to ${email}` }).toBe(1);
  const mail = find()[0]!;
  expect(mail.subject).toBe(subject);
  const language = lang ? `&lang=${lang}` : '';
  const link = (pathname: string) => new RegExp(`https?://[^\\s]+${pathname}\\?token=[A-Za-z0-9_-]{43}${language}(?=\\s|$)`).exec(mail.text)?.[0] ?? '';
  /** A header as written (unfolded). */
  const header = (name: string) => {
    const line = mail.headerLines.find((header) => header.key === name)?.line ?? '';
    return line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
  };
  return {
    confirm: link('/newsletter/confirm'),
    unsubscribe: link('/newsletter/unsubscribe'),
    listUnsubscribe: header('list-unsubscribe'),
    listUnsubscribePost: header('list-unsubscribe-post'),
  };
}

/** Signs `email` up in the newsletter box of /blog (after hydration when JavaScript is on). */
async function signUpOnBlog(page: Page, email: string, { javaScript }: { javaScript: boolean }): Promise<void> {
  await page.goto('/blog');
  if (javaScript) await waitForHydration(page);
  const box = page.locator('form').filter({ has: page.locator('input[name="form"][value="newsletter"]') });
  await box.getByLabel('Email address').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
}

test('sign up, confirm from the e-mail, then unsubscribe from it in one click (JavaScript on)', async ({ page, baseURL }) => {
  const email = uniqueEmail('opt-in');
  await signUpOnBlog(page, email, { javaScript: true });
  const box = page.locator('form').filter({ has: page.locator('input[name="form"][value="newsletter"]') });
  await expect(box.locator('p[role="status"]')).toHaveText('Thank you for subscribing to our newsletter!');
  await expect(box.getByText('Please check your inbox and confirm your subscription with the link we sent you.')).toBeVisible();
  expect(status(email)).toBe('pending');

  const mail = await readConfirmation(email);
  expect(mail.confirm.startsWith(`${baseURL}/newsletter/confirm?token=`)).toBe(true);
  expect(mail.listUnsubscribe).toMatch(new RegExp(`^<${baseURL}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]{43}>$`));
  expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

  // Opening the link changes nothing (mail scanners open links); the button confirms.
  await page.goto(mail.confirm);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(status(email)).toBe('pending');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(status(email)).toBe('confirmed');

  // The link works once.
  await page.goto(mail.confirm);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired or was already used');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  expect(status(email)).toBe('confirmed');

  await page.goto(mail.unsubscribe);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter');
  // Keyboard operable: the button takes the focus and Enter presses it.
  await page.getByRole('button', { name: 'Unsubscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed');
  expect(status(email)).toBe('unsubscribed');
});

test('an Arabic sign-up gets its e-mail in Arabic, and its links open the pages in Arabic, right to left', async ({ page, baseURL }) => {
  const email = uniqueEmail('opt-in-ar');
  // A widget on an Arabic page sends its language with the sign-up.
  const signUp = await page.request.post('/api/newsletter/subscribe', { data: { email, source: 'blog', locale: 'ar-AE' }, headers: { Origin: baseURL! } });
  expect(signUp.status()).toBe(200);
  const mail = await readConfirmation(email, { subject: 'يرجى تأكيد اشتراكك في النشرة الإخبارية لـ Joognoo', lang: 'ar' });
  expect(mail.confirm).toMatch(new RegExp(`^${baseURL}/newsletter/confirm\\?token=[A-Za-z0-9_-]{43}&lang=ar$`));

  await page.goto(mail.confirm);
  await waitForHydration(page);
  // The page's content speaks Arabic, right to left; the site around it stays English.
  const content = page.locator('main [lang="ar"][dir="rtl"]');
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('أكّد اشتراكك');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^تأكيد اشتراكك في النشرة الإخبارية/);
  await content.getByRole('button', { name: 'تأكيد الاشتراك' }).click();
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('تم تأكيد الاشتراك');
  expect(status(email)).toBe('confirmed');

  await page.goto(mail.unsubscribe);
  await waitForHydration(page);
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('إلغاء الاشتراك في النشرة الإخبارية');
  await content.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('تم إلغاء اشتراكك');
  expect(status(email)).toBe('unsubscribed');
});

test("the List-Unsubscribe header's URL takes the RFC 8058 one-click POST (no cookies, no Origin)", async ({ page, playwright }) => {
  const email = uniqueEmail('one-click');
  await signUpOnBlog(page, email, { javaScript: true });
  await expect(page.locator('p[role="status"]')).toHaveText('Thank you for subscribing to our newsletter!');
  const mail = await readConfirmation(email);
  const url = /^<(.+)>$/.exec(mail.listUnsubscribe)![1]!;
  const mailProvider = await playwright.request.newContext();
  try {
    const response = await mailProvider.post(url, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'You have been unsubscribed.' });
  } finally {
    await mailProvider.dispose();
  }
  expect(status(email)).toBe('unsubscribed');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ problems }) => {
    problems.allow(/^requestfailed: GET .*\/assets\/.*\.js csp$/);
  });

  test('sign up, confirm and unsubscribe work as plain form posts', async ({ page }) => {
    const email = uniqueEmail('opt-in-nojs');
    await signUpOnBlog(page, email, { javaScript: false });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription successful');
    await expect(page.getByText('Please check your inbox and confirm your subscription with the link we sent you.')).toBeVisible();

    const mail = await readConfirmation(email);
    await page.goto(mail.confirm);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
    expect(status(email)).toBe('confirmed');

    await page.goto(mail.unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed');
    expect(status(email)).toBe('unsubscribed');
  });

  test('an Arabic link confirms as a plain form post, and the answer is Arabic too', async ({ page, baseURL }) => {
    const email = uniqueEmail('opt-in-ar-nojs');
    const signUp = await page.request.post('/api/newsletter/subscribe', { data: { email, locale: 'ar' }, headers: { Origin: baseURL! } });
    expect(signUp.status()).toBe(200);
    const mail = await readConfirmation(email, { subject: 'يرجى تأكيد اشتراكك في النشرة الإخبارية لـ Joognoo', lang: 'ar' });
    await page.goto(mail.confirm);
    const content = page.locator('main [lang="ar"][dir="rtl"]');
    await content.getByRole('button', { name: 'تأكيد الاشتراك' }).click();
    await expect(content.getByRole('heading', { level: 1 })).toHaveText('تم تأكيد الاشتراك');
    expect(status(email)).toBe('confirmed');
  });

  test('a link without a valid token says so', async ({ page }) => {
    await page.goto('/newsletter/confirm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired or was already used');
    await page.goto(`/newsletter/unsubscribe?token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This unsubscribe link is not valid');
  });
});
