import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { MESSAGES, SUCCESS, contactRows, newsletterRows, uniqueEmail } from './leads';

/**
 * The lead forms on the host pages, with JavaScript: the contact form's three variants
 * on /, /about, /contact and an add-on request page validate with their exact
 * messages, submit, toast, reset, and the lead is in the database; failures keep the
 * values; /contact sends its analytics events; the newsletter box on /blog subscribes.
 */
type Variant = keyof typeof MESSAGES;

interface Placement {
  path: string;
  variant: Variant;
  source: string;
  /** The interest control's label and the option to pick; null when the page presets it. */
  interest: { label: string; option: string; value: string } | null;
  service?: string;
}

const PLACEMENTS: Placement[] = [
  { path: '/', variant: 'home', source: 'home', interest: { label: "I'm interested in", option: 'Full Suite', value: 'full-suite' } },
  { path: '/about', variant: 'about', source: 'about-page', interest: { label: 'Area of Interest', option: 'Other', value: 'other' } },
  { path: '/contact', variant: 'contact', source: 'contact-page', interest: { label: 'Area of Interest', option: 'Enterprise Solutions', value: 'enterprise' } },
  { path: '/add-ons/governance/payment', variant: 'contact', source: 'add-on-request', interest: null },
];

const formOf = (page: Page, variant: Variant) => page.locator(`form[data-variant="${variant}"]`);
/** The site's toast viewport (one ToastProvider around the layout). */
const toasts = (page: Page) => page.locator('[data-toast-viewport] li');

async function fill(form: Locator, placement: Placement, email: string) {
  await form.getByLabel(/^First Name/).fill('Ada');
  await form.getByLabel(/^Last Name/).fill('Lovelace');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Company/).fill('Analytical Engines');
  if (placement.interest) {
    await form.getByRole('combobox', { name: placement.interest.label }).click();
    await form.getByRole('option', { name: placement.interest.option, exact: true }).click();
  }
  await form.getByLabel(/^Message/).fill('Please call me about a pilot next week.');
  await form.getByRole('checkbox').check();
}

for (const placement of PLACEMENTS) {
  test(`on ${placement.path} the ${placement.variant} contact form validates, submits, toasts, resets and stores the lead`, async ({ page }) => {
    await page.goto(placement.path);
    await waitForHydration(page);
    const form = formOf(page, placement.variant);
    await form.scrollIntoViewIfNeeded();
    // The home form's code loads when it nears the viewport; until it has hydrated, a click
    // posts the server-rendered form without JavaScript (a 400 page for the empty form).
    await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 }).toBe(true);
    const submit = form.locator('button[type="submit"]');
    await submit.click();
    const expected = MESSAGES[placement.variant].filter((message) => placement.interest || !/select an/.test(message));
    await expect(form.getByRole('alert')).toHaveText(expected);

    const email = uniqueEmail(placement.variant);
    await fill(form, placement, email);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await submit.click();
    const [title, description] = SUCCESS[placement.variant];
    await expect(toasts(page)).toContainText(title);
    await expect(toasts(page)).toContainText(description);
    await expect(form.getByLabel(/^First Name/)).toHaveValue('');
    await expect(form.getByLabel(/^Message/)).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await expect(submit).toBeEnabled();

    const rows = await contactRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, form: placement.variant, source: placement.source, origin: new URL(page.url()).origin });
    if (!placement.interest) expect(rows[0]!.service).not.toBe('');
  });
}

test('a failing submit keeps the values and shows the error toast; /contact records both analytics events', async ({ page, problems }) => {
  problems.allow(/response 500: .*\/api\/contact/);
  problems.allow(/submission failed/);
  problems.allow(/status of 500 \(Internal Server Error\) \(.*\/api\/contact\)/);
  await page.goto('/contact');
  await waitForHydration(page);
  const placement = PLACEMENTS[2]!;
  const form = formOf(page, 'contact');
  const email = uniqueEmail('fails');
  await fill(form, placement, email);

  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }));
  await form.locator('button[type="submit"]').click();
  await expect(toasts(page)).toContainText('Error');
  await expect(toasts(page)).toContainText('There was a problem sending your message. Please try again.');
  await expect(form.getByLabel(/^First Name/)).toHaveValue('Ada');
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(form.getByRole('checkbox')).toBeChecked();
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  expect(await contactRows(email)).toEqual([]);

  await page.unroute('**/api/contact');
  await form.locator('button[type="submit"]').click();
  await expect(toasts(page)).toContainText('Success!');
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event_category === 'Contact'),
  );
  expect(events).toEqual([
    { event: 'form_submission_error', event_category: 'Contact', event_label: '500: {"message":"Internal error"}', value: 0 },
    { event: 'form_submission', event_category: 'Contact', event_label: placement.interest!.value, value: 1 },
  ]);
  expect(await contactRows(email)).toHaveLength(1);
});

test('the newsletter box on /blog shows Subscribing..., the green thank-you and the toast, and stores the address', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const box = page.locator('form').filter({ has: page.locator('input[name="form"][value="newsletter"]') });
  const email = uniqueEmail('blog-news');
  await box.getByLabel('Email address').fill(email);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/newsletter/subscribe', async (route) => {
    await held;
    await route.continue();
  });
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  await expect(box.getByLabel('Email address')).toBeDisabled();
  release();
  const thanks = box.locator('p[role="status"]');
  await expect(thanks).toHaveText('Thank you for subscribing to our newsletter!');
  await expect(thanks).toHaveCSS('color', 'rgb(21, 128, 61)');
  await expect(toasts(page)).toContainText('Subscription successful');
  await expect(box.getByLabel('Email address')).toHaveValue('');
  expect(await newsletterRows(email)).toEqual([{ email, source: '', origin: new URL(page.url()).origin }]);
});
