import { axeViolations, seriousViolations } from '@joognoo/e2e-kit';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { query } from './database.ts';

/**
 * The partner demo against the real host (playwright.config.ts): widgets from
 * HOST/embed/v1/, leads stored in the run's MariaDB database. Each test posts as its own
 * client (its own X-Forwarded-For, honoured from this loopback browser by
 * TRUST_PROXY=loopback), so the per-client rate limit of one test never touches another.
 */
const HOST = process.env.WIDGET_HOST!;
const DEMO = `http://127.0.0.1:${process.env.EMBED_E2E_DEMO_PORT ?? 4462}`;
const OTHER_DEMO = `http://127.0.0.1:${process.env.EMBED_E2E_OTHER_PORT ?? 4463}`;
const DB = process.env.EMBED_E2E_DB!;

let clients = 0;
const test = base.extend<{ clientIp: string; problems: string[] }>({
  clientIp: [
    async ({ page }, use, testInfo) => {
      clients += 1;
      const ip = `198.18.${testInfo.workerIndex % 250}.${clients % 250}`;
      await page.route(`${HOST}/api/**`, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
      );
      await use(ip);
    },
    { auto: true },
  ],
  /** Console errors and uncaught exceptions (CSP violations are console errors). */
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
});

const instance = (page: Page, id: string) => page.locator(`[data-instance="${id}"]`);
/** Playwright's CSS locators pierce open shadow roots. */
const widget = (page: Page, id: string) => page.locator(`#${id}`);
const events = (section: Locator, type: string) => section.locator(`.log-entry[data-event="${type}"]`);
/** The page's one notifications region; its newest toast. */
const toasts = (page: Page) => page.locator('[data-toast-viewport] li');
const lastToast = (page: Page) => toasts(page).last();
const FORM_NOT_ENABLED = 'This form is not enabled on this site yet.';
const unique = (name: string) => `${name}+${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface LeadRow {
  email: string;
  form?: string;
  source: string;
  origin: string | null;
}
const contactRows = (email: string) =>
  query<LeadRow>(DB, 'SELECT email, form, source, origin FROM contact_requests WHERE email = ?', [email]);
const newsletterRows = (email: string) =>
  query<LeadRow>(DB, 'SELECT email, source, origin FROM newsletter_subscriptions WHERE email = ?', [email]);

const VARIANTS = {
  home: {
    id: 'contact-home',
    source: 'acme-home',
    interestLabel: "I'm interested in",
    interest: 'Full Suite',
    interestValue: 'full-suite',
    submit: 'Submit Request',
    messages: [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Company name is required',
      'Please select an option',
      'You must agree to receive communications',
    ],
    success: ['Request submitted successfully', "We'll be in touch with you shortly!"],
  },
  about: {
    id: 'contact-about',
    source: 'acme-about',
    interestLabel: 'Area of Interest',
    interest: 'Other',
    interestValue: 'other',
    submit: 'Send Message',
    messages: [
      'First name must be at least 2 characters.',
      'Last name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Company name must be at least 2 characters.',
      'Please select an area of interest.',
      'Message must be at least 10 characters.',
      'You must consent to our privacy policy',
    ],
    success: ['Success!', "Your message has been sent. We'll be in touch soon."],
  },
  contact: {
    id: 'contact-contact',
    source: 'acme-contact',
    interestLabel: 'Area of Interest',
    interest: 'Other',
    interestValue: 'other',
    submit: 'Send Message',
    messages: [
      'First name must be at least 2 characters.',
      'Last name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Company name is required.',
      'Please select an area of interest.',
      'Message must be at least 10 characters.',
      'You must agree to be contacted.',
    ],
    success: ['Success!', "Your message has been sent. We'll be in touch soon."],
  },
} as const;
type Variant = keyof typeof VARIANTS;

async function fillContact(box: Locator, variant: Variant, email: string) {
  const v = VARIANTS[variant];
  await box.getByLabel(/^First Name/).fill('Ada');
  await box.getByLabel(/^Last Name/).fill('Lovelace');
  await box.getByLabel(/^Email/).fill(email);
  await box.getByLabel(/^Company/).fill('Analytical Engines');
  await box.getByRole('combobox', { name: v.interestLabel }).click();
  await box.getByRole('option', { name: v.interest, exact: true }).click();
  await box.getByLabel(/^Message/).fill('Please call me about a pilot next week.');
  await box.getByRole('checkbox').check();
}

async function ready(page: Page, ids: string[]) {
  for (const id of ids) await expect(events(instance(page, id), 'joognoo:ready')).toHaveCount(1);
}

const ALL = ['contact-home', 'contact-about', 'contact-contact', 'newsletter-sidebar', 'newsletter-footer'];

test.describe('the partner page with five widgets, on the real host', () => {
  test('the loader and chunks come from the host with CORS and the right caching', async ({ request }) => {
    const loader = await request.get(`${HOST}/embed/v1/loader.js`, { headers: { Origin: DEMO } });
    expect(loader.status()).toBe(200);
    expect(loader.headers()['access-control-allow-origin']).toBe('*');
    expect(loader.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(loader.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    const manifest = (await (await request.get(`${HOST}/embed/v1/embed-manifest.json`)).json()) as { runtime: string };
    const runtime = await request.get(`${HOST}/embed/v1/${manifest.runtime}`);
    expect(runtime.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get(`${HOST}/embed/v1/chunks/`)).status()).toBe(404);
    expect((await request.get(`${HOST}/embed/v1/..%2f..%2fpackage.json`)).status()).toBe(404);
  });

  test('given hostile CSS, all five instances render in their own shadow roots and each reports ready once', async ({ page, problems }) => {
    await page.goto('/');
    for (const id of ALL) {
      await expect(events(instance(page, id), 'joognoo:ready')).toHaveCount(1);
      await expect(events(instance(page, id), 'joognoo:ready')).toHaveAttribute('data-from', id);
      expect(await widget(page, id).evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    }
    await expect(widget(page, 'newsletter-sidebar').getByRole('heading', { name: 'Acme × Joognoo AI briefing' })).toBeVisible();
    await expect(widget(page, 'contact-home').getByRole('heading', { name: 'Request Information' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the page CSS does not reach the widgets and the widget CSS does not reach the page', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    const button = widget(page, 'newsletter-sidebar').getByRole('button', { name: 'Subscribe' });
    const style = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return { font: s.fontFamily, background: s.backgroundColor, transform: s.textTransform, border: s.borderStyle };
    });
    expect(style.font).not.toMatch(/Comic Sans|Courier/);
    expect(style.background).toBe('rgb(14, 116, 144)'); // --joognoo-color-primary of .theme-ocean
    expect(style.transform).toBe('none');
    expect(style.border).not.toBe('dashed');
    const contactInput = await widget(page, 'contact-home').getByLabel(/^First Name/).evaluate((el) => {
      const s = getComputedStyle(el);
      return { font: s.fontFamily, border: s.borderStyle, display: s.display };
    });
    expect(contactInput.font).not.toMatch(/Comic Sans|Courier/);
    expect(contactInput.border).toBe('solid');
    expect(contactInput.display).toBe('block');
    // The page keeps its own look, and no widget style landed in the document.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Courier/);
    expect(await page.locator('head style, body > style').count()).toBe(0);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(2); // hostile.css + demo.css
  });

  test('each instance takes its theme from --joognoo-* variables on the element, the page and theme="dark"', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    const box = (id: string) =>
      widget(page, id).locator('section').first().evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, radius: s.borderTopLeftRadius };
      });
    expect(await box('newsletter-sidebar')).toEqual({ background: 'rgb(236, 254, 255)', radius: '18px' });
    expect((await box('newsletter-footer')).background).toBe('rgb(28, 28, 33)');
    const footerButton = await widget(page, 'newsletter-footer').getByRole('button', { name: 'Subscribe' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(footerButton).toBe('rgb(124, 58, 237)');
  });

  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    test(`the ${variant} contact form validates with its exact messages, then submits: its toast, its events, reset, a row with origin and source`, async ({ page }) => {
      const v = VARIANTS[variant];
      await page.goto('/');
      await ready(page, ALL);
      const box = widget(page, v.id);
      const section = instance(page, v.id);
      await box.getByRole('button', { name: v.submit }).click();
      await expect(box.getByRole('alert')).toHaveText([...v.messages]);
      await expect(events(section, 'joognoo:submit')).toHaveCount(0);

      const email = unique(variant);
      await fillContact(box, variant, email);
      await expect(box.getByRole('alert')).toHaveCount(0);
      await box.getByRole('button', { name: v.submit }).click();
      const toast = lastToast(page);
      await expect(toast).toContainText(v.success[0]);
      await expect(toast).toContainText(v.success[1]);
      await expect(box.getByLabel(/^First Name/)).toHaveValue('');
      await expect(box.getByRole('checkbox')).not.toBeChecked();
      await expect(events(section, 'joognoo:submit')).toHaveCount(1);
      await expect(events(section, 'joognoo:success')).toHaveText(new RegExp(`"source":"${v.source}"`));
      // One toast (in the page's one region), and only this instance fired.
      await expect(toasts(page)).toHaveCount(1);
      for (const other of ALL.filter((id) => id !== v.id)) {
        await expect(events(instance(page, other), 'joognoo:success')).toHaveCount(0);
      }
      expect(await contactRows(email)).toEqual([{ email, form: variant, source: v.source, origin: DEMO }]);
    });
  }

  test('the newsletter box validates with the exact messages and clears the error on edit', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    const box = widget(page, 'newsletter-sidebar');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Email is required');
    await box.getByLabel('Email address').fill('not-an-email');
    await expect(box.getByRole('alert')).toHaveCount(0);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(events(instance(page, 'newsletter-sidebar'), 'joognoo:submit')).toHaveCount(0);
  });

  test('a subscription: thank-you text, its own toast and events, a row with origin and source', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    const box = widget(page, 'newsletter-sidebar');
    const address = unique('ada');
    await box.getByLabel('Email address').fill(address);
    // Hold the request to see the pending state, then let it through (to the clientIp route).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${HOST}/api/newsletter/subscribe`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(box.getByLabel('Email address')).toBeDisabled();
    release();
    await expect(box.locator('p[role="status"]')).toHaveText('Thank you for subscribing to our newsletter!');
    await expect(box.locator('p[role="status"]')).toHaveCSS('color', 'rgb(21, 128, 61)'); // success green
    await expect(box.getByLabel('Email address')).toHaveValue('');
    await expect(lastToast(page)).toContainText('Subscription successful');
    await expect(toasts(page)).toHaveCount(1);
    const section = instance(page, 'newsletter-sidebar');
    await expect(events(section, 'joognoo:submit')).toHaveCount(1);
    await expect(events(section, 'joognoo:success')).toHaveText(/"source":"acme-sidebar"/);
    await expect(events(instance(page, 'newsletter-footer'), 'joognoo:success')).toHaveCount(0);
    expect(await newsletterRows(address)).toEqual([{ email: address, source: 'acme-sidebar', origin: DEMO }]);
  });

  test('a double submit stores one row, and so does a request the network delivers twice', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    const box = widget(page, 'contact-contact');
    const email = unique('double');
    await fillContact(box, 'contact', email);
    await box.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(lastToast(page)).toContainText('Success!');
    expect(await contactRows(email)).toHaveLength(1);

    // The same request (same Idempotency-Key) sent twice, as a retrying proxy would.
    let keys: string[] = [];
    await page.route(`${HOST}/api/contact`, async (route) => {
      const headers: Record<string, string> = { ...route.request().headers(), 'x-forwarded-for': '198.18.250.1' };
      keys.push(headers['idempotency-key'] ?? '');
      await route.fetch({ headers });
      const second = await route.fetch({ headers });
      await route.fulfill({ response: second });
    });
    const retried = unique('retried');
    await fillContact(box, 'contact', retried);
    await box.getByRole('button', { name: 'Send Message' }).click();
    await expect(lastToast(page)).toContainText('Success!');
    await expect.poll(() => contactRows(retried).then((rows) => rows.length)).toBe(1);
    // The toast seen above may be the first submit's: let the handler's second delivery finish.
    await page.unrouteAll({ behavior: 'wait' });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    keys = [];
  });

  test('a filled honeypot is answered like a success and stores nothing', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    const box = widget(page, 'contact-home');
    const email = unique('bot');
    await fillContact(box, 'home', email);
    await box.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'));
    await box.getByRole('button', { name: 'Submit Request' }).click();
    await expect(lastToast(page)).toContainText('Request submitted successfully');

    const news = widget(page, 'newsletter-footer');
    const address = unique('bot-news');
    await news.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'));
    await news.getByLabel('Email address').fill(address);
    await news.getByRole('button', { name: 'Subscribe' }).click();
    await expect(lastToast(page)).toContainText('Subscription successful');

    expect(await contactRows(email)).toEqual([]);
    expect(await newsletterRows(address)).toEqual([]);
  });

  test("the 11th rapid submit gets 429 and the widget shows the server's message", async ({ page, clientIp }) => {
    await page.goto('/');
    await ready(page, ALL);
    const box = widget(page, 'newsletter-footer');
    const section = instance(page, 'newsletter-footer');
    for (let i = 1; i <= 10; i += 1) {
      await box.getByLabel('Email address').fill(unique(`rapid${i}`));
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await expect(events(section, 'joognoo:success')).toHaveCount(i);
    }
    const eleventh = unique('rapid11');
    await box.getByLabel('Email address').fill(eleventh);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    const toast = lastToast(page);
    await expect(toast).toContainText('Subscription failed');
    await expect(toast).toContainText('Too many requests. Please try again in a few minutes.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(events(section, 'joognoo:error')).toHaveText(/"status":429/);
    await expect(box.getByLabel('Email address')).toHaveValue(eleventh);
    expect(await newsletterRows(eleventh)).toEqual([]);

    // The contact form of the same client has its own counter, and says so at its 11th too.
    const contact = widget(page, 'contact-about');
    for (let i = 0; i < 10; i += 1) {
      const response = await page.request.post(`${HOST}/api/contact`, {
        headers: { Origin: DEMO, 'X-Forwarded-For': clientIp },
        data: { form: 'about', firstName: 'Ada', lastName: 'Lovelace', email: unique(`c${i}`), company: 'AE', interest: 'other', message: 'Ten characters at least.', consent: true },
      });
      expect(response.status()).toBe(201);
    }
    await fillContact(contact, 'about', unique('c11'));
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(lastToast(page)).toContainText('Error');
    await expect(lastToast(page)).toContainText('Too many requests. Please try again in a few minutes.');
    await expect(contact.getByLabel(/^First Name/)).toHaveValue('Ada');
  });

  test('the joognoo:* events bubble out of each element with their details', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    const seen = await page.evaluate(() => {
      const log: string[] = [];
      for (const type of ['joognoo:submit', 'joognoo:error']) {
        document.addEventListener(type, (event) => log.push(`${type} ${(event.target as Element).id} ${(event as CustomEvent).composed}`));
      }
      (window as unknown as { seen: string[] }).seen = log;
      return log.length;
    });
    expect(seen).toBe(0);
    await page.route(`${HOST}/api/newsletter/subscribe`, (route) => route.fulfill({ status: 500, body: '' }));
    const box = widget(page, 'newsletter-sidebar');
    await box.getByLabel('Email address').fill(unique('fail'));
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(lastToast(page)).toContainText('An error occurred while subscribing. Please try again.');
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'joognoo:submit newsletter-sidebar true',
      'joognoo:error newsletter-sidebar true',
    ]);
  });

  test('the widgets have no serious or critical axe violation', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    expect(await seriousViolations(page, { include: ALL.map((id) => `#${id}`) })).toEqual([]);
  });

  // (from i16-widgets) The about and contact forms share the SPEC title 'Send Us a Message', so
  // two forms on this page have one name: axe reports those forms, not what this test is about.
  test('five widgets make one "Notifications (F8)" region: axe finds no landmark-unique violation of a notifications region', async ({ page }) => {
    await page.goto('/');
    await ready(page, ALL);
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(1);
    const ids = (await axeViolations(page, { runOnly: ['landmark-unique'] })).flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.html}`));
    expect(ids.filter((violation) => violation.includes('Notifications (F8)'))).toEqual([]);
  });

  test('without embed.css the loader reserves the space before the widget code arrives, and mounting changes no height', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${HOST}/embed/v1/chunks/{newsletter,contact-form}-*.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const news = widget(page, 'newsletter-footer');
    const contact = widget(page, 'contact-home');
    const height = (box: Locator) => box.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    await expect.poll(() => height(news)).toBeGreaterThan(100);
    await expect.poll(() => height(contact)).toBeGreaterThan(400);
    expect(await news.evaluate((el) => customElements.get(el.localName))).toBeUndefined();
    const reserved = { news: await height(news), contact: await height(contact) };
    await page.evaluate(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    release();
    await ready(page, ALL);
    await expect(news.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(Math.abs((await height(news)) - reserved.news), `newsletter reserved ${reserved.news}`).toBeLessThanOrEqual(2);
    expect(Math.abs((await height(contact)) - reserved.contact), `contact form reserved ${reserved.contact}`).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.02);
  });
});

test.describe('an origin the host does not allow', () => {
  test(`is refused: each form shows "${FORM_NOT_ENABLED}" in place of a toast, keeps its input, and nothing is stored`, async ({ page }) => {
    await page.goto(`${OTHER_DEMO}/`);
    await ready(page, ALL);
    const box = widget(page, 'newsletter-sidebar');
    const address = unique('refused');
    await box.getByLabel('Email address').fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText(FORM_NOT_ENABLED)).toBeVisible();
    await expect(events(instance(page, 'newsletter-sidebar'), 'joognoo:error')).toHaveCount(1);

    const contact = widget(page, 'contact-contact');
    const email = unique('refused-contact');
    await fillContact(contact, 'contact', email);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText(FORM_NOT_ENABLED)).toBeVisible();
    await expect(contact.getByLabel(/^First Name/)).toHaveValue('Ada');
    await expect(toasts(page)).toHaveCount(0);

    expect(await newsletterRows(address)).toEqual([]);
    expect(await contactRows(email)).toEqual([]);
    // And the API itself refuses a post that names that origin.
    const direct = await page.request.post(`${HOST}/api/newsletter/subscribe`, { headers: { Origin: OTHER_DEMO }, data: { email: address } });
    expect(direct.status()).toBe(403);
    expect(((await direct.json()) as { code: string }).code).toBe('origin_not_registered');
    expect(await newsletterRows(address)).toEqual([]);
  });
});

test.describe('the strict CSP page', () => {
  test('is served with a per-response nonce and no unsafe-inline or unsafe-eval', async ({ request }) => {
    const first = (await request.get('/csp.html')).headers()['content-security-policy'] ?? '';
    const second = (await request.get('/csp.html')).headers()['content-security-policy'] ?? '';
    expect(first).toMatch(new RegExp(`script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic' ${HOST}`));
    expect(first).toMatch(new RegExp(`style-src 'self' 'nonce-[A-Za-z0-9+/=]+' ${HOST}`));
    expect(first).not.toContain('data:');
    expect(first).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(first).not.toBe(second);
  });

  test('both widgets render, style themselves through the nonce and submit, with no CSP violation', async ({ page, problems }) => {
    await page.goto('/csp.html');
    const box = widget(page, 'csp-newsletter');
    await expect(box.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(await box.getByRole('button', { name: 'Subscribe' }).evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');
    const address = unique('csp');
    await box.getByLabel('Email address').fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(lastToast(page)).toContainText('Subscription successful');

    const contact = widget(page, 'csp-contact');
    const email = unique('csp-contact');
    await fillContact(contact, 'contact', email);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(lastToast(page)).toContainText('Success!');

    expect(problems).toEqual([]);
    expect(await newsletterRows(address)).toEqual([{ email: address, source: 'acme-csp', origin: DEMO }]);
    expect(await contactRows(email)).toEqual([{ email, form: 'contact', source: 'acme-csp', origin: DEMO }]);
  });
});

