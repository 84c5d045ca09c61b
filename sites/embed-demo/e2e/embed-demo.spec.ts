import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';

const widgetHost = process.env.WIDGET_HOST ?? `http://localhost:${process.env.WIDGET_HOST_PORT ?? 3199}`;
const stubHost = !process.env.WIDGET_HOST;

/** Console errors and failed requests of a page (CSP violations show up as console errors). */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const instance = (page: Page, id: string) => page.locator(`[data-instance="${id}"]`);
/** Playwright's CSS locators pierce open shadow roots. */
const widget = (page: Page, id: string) => page.locator(`#${id}`);
const events = (section: Locator, type: string) => section.locator(`.log-entry[data-event="${type}"]`);

test.describe('the partner page with five widgets', () => {
  test('given hostile CSS, all five instances render in their own shadow roots and each reports ready once', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/');
    const ids = ['contact-home', 'contact-about', 'contact-contact', 'newsletter-sidebar', 'newsletter-footer'];
    for (const id of ids) {
      await expect(events(instance(page, id), 'joognoo:ready')).toHaveCount(1);
      await expect(events(instance(page, id), 'joognoo:ready')).toHaveAttribute('data-from', id);
      expect(await widget(page, id).evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    }
    await expect(widget(page, 'newsletter-sidebar').getByRole('heading', { name: 'Acme × Joognoo AI briefing' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the page CSS does not reach the widget and the widget CSS does not reach the page', async ({ page }) => {
    await page.goto('/');
    const button = widget(page, 'newsletter-sidebar').getByRole('button', { name: 'Subscribe' });
    await expect(button).toBeVisible();
    const style = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return { font: s.fontFamily, background: s.backgroundColor, transform: s.textTransform, border: s.borderStyle, spacing: s.letterSpacing };
    });
    expect(style.font).not.toMatch(/Comic Sans|Courier/);
    expect(style.background).toBe('rgb(14, 116, 144)'); // --joognoo-color-primary of .theme-ocean
    expect(style.transform).toBe('none');
    expect(style.border).not.toBe('dashed');
    const text = await widget(page, 'newsletter-sidebar').locator('p').first().evaluate((el) => getComputedStyle(el).fontStyle);
    expect(text).toBe('normal');

    // The page keeps its own look, and no widget style landed in the document.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Courier/);
    expect(await page.locator('head style, body > style').count()).toBe(0);
  });

  test('each instance takes its theme from --joognoo-* variables on the element, the page and theme="dark"', async ({ page }) => {
    await page.goto('/');
    const box = (id: string) =>
      widget(page, id).locator('section').first().evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, radius: s.borderTopLeftRadius };
      });
    await expect(widget(page, 'newsletter-footer').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(await box('newsletter-sidebar')).toEqual({ background: 'rgb(236, 254, 255)', radius: '18px' }); // element + :root
    expect((await box('newsletter-footer')).background).toBe('rgb(28, 28, 33)'); // theme="dark"
    const footerButton = await widget(page, 'newsletter-footer').getByRole('button', { name: 'Subscribe' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(footerButton).toBe('rgb(124, 58, 237)'); // .theme-violet beats the dark theme's primary
  });

  test('the newsletter box validates with the exact messages and clears the error on edit', async ({ page }) => {
    await page.goto('/');
    const box = widget(page, 'newsletter-sidebar');
    const email = box.getByLabel('Email address');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Email is required');
    await email.fill('not-an-email');
    await expect(box.getByRole('alert')).toHaveCount(0);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(events(instance(page, 'newsletter-sidebar'), 'joognoo:submit')).toHaveCount(0);
  });

  test('a subscription succeeds with the thank-you text, its own toast and its own events', async ({ page, request }) => {
    await page.goto('/');
    const box = widget(page, 'newsletter-sidebar');
    const address = `ada+${Date.now()}@example.com`;
    await box.getByLabel('Email address').fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Thank you for subscribing to our newsletter!', { exact: true }).first()).toBeVisible();
    await expect(box.getByLabel('Email address')).toHaveValue('');
    await expect(box.locator('[data-toast-viewport]')).toContainText('Subscription successful');
    await expect(widget(page, 'newsletter-footer').locator('[data-toast-viewport]')).not.toContainText('Subscription successful');
    const section = instance(page, 'newsletter-sidebar');
    await expect(events(section, 'joognoo:submit')).toHaveCount(1);
    await expect(events(section, 'joognoo:success')).toHaveText(/"source":"acme-sidebar"/);
    await expect(events(instance(page, 'newsletter-footer'), 'joognoo:success')).toHaveCount(0);

    if (stubHost) {
      const leads = (await (await request.get(`${widgetHost}/__leads`)).json()) as Array<{ origin: string; body: Record<string, unknown> }>;
      const lead = leads.find((l) => l.body.email === address);
      expect(lead).toMatchObject({ origin: new URL(page.url()).origin, body: { source: 'acme-sidebar', website: '' } });
    }
  });

  test("a rate-limited subscription shows the server's message in a destructive toast", async ({ page }) => {
    test.skip(!stubHost, 'the stand-in host answers 429 for ratelimit@ addresses');
    await page.goto('/');
    const box = widget(page, 'newsletter-footer');
    await box.getByLabel('Email address').fill('ratelimit@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    const toast = box.locator('[data-toast-viewport] li');
    await expect(toast).toContainText('Subscription failed');
    await expect(toast).toContainText('Too many requests. Please try again in a minute.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(events(instance(page, 'newsletter-footer'), 'joognoo:error')).toHaveText(/"status":429/);
    await expect(box.getByLabel('Email address')).toHaveValue('ratelimit@example.com');
  });

  test('the newsletter box has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/');
    await expect(widget(page, 'newsletter-footer').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }).axe;
      const result = await axe.run({ include: [['#newsletter-sidebar'], ['#newsletter-footer']] }, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
    });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('space is reserved before the widget code arrives (no layout shift)', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/chunks/newsletter-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const element = widget(page, 'newsletter-footer');
    await expect.poll(() => element.evaluate((el) => el.getBoundingClientRect().height)).toBe(220);
    expect(await element.evaluate((el) => customElements.get(el.localName))).toBeUndefined();
    release();
    await expect(element.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    const after = await element.evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.abs(after - 220)).toBeLessThanOrEqual(8);
  });
});

test.describe('the strict CSP page', () => {
  test('is served with a per-response nonce and no unsafe-inline or unsafe-eval', async ({ request }) => {
    const first = (await request.get('/csp.html')).headers()['content-security-policy'] ?? '';
    const second = (await request.get('/csp.html')).headers()['content-security-policy'] ?? '';
    expect(first).toContain(`script-src 'self' ${widgetHost}`);
    expect(first).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(first).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(first).not.toBe(second);
  });

  test('the newsletter box renders, styles itself through the nonce and subscribes, with no CSP violation', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/csp.html');
    const box = widget(page, 'csp-newsletter');
    await expect(box.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(await box.getByRole('button', { name: 'Subscribe' }).evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');
    await box.getByLabel('Email address').fill(`csp+${Date.now()}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.locator('[data-toast-viewport]')).toContainText('Subscription successful');
    expect(problems).toEqual([]);
  });
});
