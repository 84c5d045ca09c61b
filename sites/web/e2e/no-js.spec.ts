import { expect, test } from './fixtures';
import { MESSAGES, contactRows, newsletterRows, uniqueEmail } from './leads';

/**
 * With JavaScript off, the server-rendered lead forms are real posts to
 * /contact/submit and /newsletter/subscribe.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(({ problems }) => {
  // Chromium without JavaScript refuses the pages' module scripts and preloads ("csp").
  problems.allow(/^requestfailed: GET .*\/assets\/.*\.js csp$/);
  // The re-rendered form after an invalid post is answered 400 on purpose.
  problems.allow(/status of 400 \(Bad Request\) \(.*\/(contact\/submit|newsletter\/subscribe)\)/);
});

test('the /contact form stores the lead and shows the confirmation page', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form[data-variant="contact"]');
  const email = uniqueEmail('nojs');
  await form.getByLabel(/^First Name/).fill('Ada');
  await form.getByLabel(/^Last Name/).fill('Lovelace');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Company/).fill('Analytical Engines');
  await form.locator('select[name="interest"]').selectOption('business');
  await form.getByLabel(/^Message/).fill('Please call me about a pilot next week.');
  await form.getByRole('checkbox').check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/contact/submit') && r.request().method() === 'POST'),
    form.locator('button[type="submit"]').click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success!');
  await expect(page.getByText("Your message has been sent. We'll be in touch soon.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the previous page' })).toHaveAttribute('href', '/contact');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await contactRows(email)).toEqual([
    expect.objectContaining({ email, form: 'contact', source: 'contact-page', origin: new URL(page.url()).origin }),
  ]);
});

test('an invalid post re-renders the same variant with the field messages and the values kept (HTTP 400)', async ({ page, problems }) => {
  problems.allow(/response 400: .*\/contact\/submit/);
  await page.goto('/');
  const form = page.locator('form[data-variant="home"]');
  await form.getByLabel(/^First Name/).fill('A');
  await form.getByLabel(/^Company/).fill('Analytical Engines');
  await form.getByLabel(/^Email/).fill('not-an-email');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/contact/submit')),
    form.locator('button[type="submit"]').click(),
  ]);
  expect(response.status()).toBe(400);
  const again = page.locator('form[data-variant="home"]');
  await expect(again.getByRole('alert')).toHaveText(MESSAGES.home.filter((m) => !m.startsWith('Company')));
  await expect(again.getByLabel(/^First Name/)).toHaveValue('A');
  await expect(again.getByLabel(/^Company/)).toHaveValue('Analytical Engines');
  await expect(again.getByLabel(/^Email/)).toHaveValue('not-an-email');
  await expect(again.getByRole('checkbox')).not.toBeChecked();
  await expect(again.locator('input[name="source"]')).toHaveValue('home');

  // Corrected and sent again from the re-rendered page, it goes through.
  const email = uniqueEmail('nojs-fixed');
  await again.getByLabel(/^First Name/).fill('Ada');
  await again.getByLabel(/^Last Name/).fill('Lovelace');
  await again.getByLabel(/^Email/).fill(email);
  await again.locator('select[name="interest"]').selectOption('xcelerate-ops');
  await again.getByRole('checkbox').check();
  await again.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request submitted successfully');
  expect(await contactRows(email)).toEqual([expect.objectContaining({ email, form: 'home', source: 'home' })]);
});

test('GET /contact/submit goes to /contact', async ({ page }) => {
  await page.goto('/contact/submit');
  await expect(page).toHaveURL(/\/contact$/);
});

test('the newsletter box posts without JavaScript: thank-you page and the address stored', async ({ page }) => {
  await page.goto('/blog');
  const box = page.locator('form').filter({ has: page.locator('input[name="form"][value="newsletter"]') });
  await expect(box).toHaveAttribute('action', '/newsletter/subscribe');
  const email = uniqueEmail('nojs-news');
  await box.getByLabel('Email address').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription successful');
  await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
  await expect(page.getByText('Please check your inbox and confirm your subscription with the link we sent you.')).toBeVisible();
  expect(await newsletterRows(email)).toEqual([{ email, source: '', origin: new URL(page.url()).origin }]);
});

test('an invalid newsletter post shows the message with the address kept', async ({ page, problems }) => {
  problems.allow(/response 400: .*\/newsletter\/subscribe/);
  await page.goto('/webinars');
  const box = page.locator('form').filter({ has: page.locator('input[name="form"][value="newsletter"]') });
  await box.getByLabel('Email address').fill('ada at example');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(page.getByLabel('Email address')).toHaveValue('ada at example');
  await expect(page.locator('input[name="source"]')).toHaveValue('webinars');
});
