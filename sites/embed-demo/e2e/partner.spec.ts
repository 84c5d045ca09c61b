import { axeViolations } from '@joognoo/e2e-kit';
import { embedContentSecurityPolicy } from '@joognoo/embed/csp';
import { embedStylesheetLink, loaderScriptTag } from '@joognoo/embed/embedding';
import { expect, type Locator, type Page } from '@playwright/test';
import { query } from './database.ts';
import { HOST, OTHER_DEMO, PARTNER_DEMO, PARTNER_ID, PARTNER_NAME } from './host.ts';
import {
  columnsOf,
  cumulativeLayoutShift,
  eventsOf,
  loadLikeANetwork,
  outboxMails,
  overflowOf,
  ownClient,
  pageRecord,
  paints,
  partnerTest,
  ready,
  settle,
  signatureProblem,
} from './partner-kit.ts';

/**
 * A reseller's page on a foreign origin (PARTNER_DEMO, registered only
 * as the origin of the partner record `acme`), with hostile global CSS, a 62.5 % root font size,
 * a 300 px sidebar and the strict-dynamic CSP, embedding the job board above the contact form
 * and a newsletter box (public/partner.html, public/sidebar.html) from the real host.
 */
const DB = process.env.EMBED_E2E_DB!;
const FORM_NOT_ENABLED = 'This form is not enabled on this site yet.';
const UTM = {
  utm_source: 'acme-newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-launch',
  utm_term: 'ai agents',
  utm_content: 'hero-cta',
} as const;

const test = partnerTest.extend<{ consoleErrors: string[] }>({
  /** console.error lines of the page, without Chromium's own "Failed to load resource" lines. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

const widget = (page: Page, id: string) => page.locator(`#${id}`);
const unique = (name: string) => `${name}+${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fillContact(box: Locator, email: string) {
  await box.getByLabel(/^First Name/).fill('Ada');
  await box.getByLabel(/^Last Name/).fill('Lovelace');
  await box.getByLabel(/^Email/).fill(email);
  await box.getByLabel(/^Company/).fill('Analytical Engines');
  await box.getByRole('combobox', { name: 'Area of Interest' }).click();
  await box.getByRole('option', { name: 'Other', exact: true }).click();
  await box.getByLabel(/^Message/).fill('Please call me about a pilot next week.');
  await box.getByRole('checkbox').check();
}

/** Shows a figure in the report (and the findings), whatever the outcome. */
function figure(name: string, value: unknown) {
  test.info().annotations.push({ type: name, description: typeof value === 'string' ? value : JSON.stringify(value) });
  console.log(`[figure] ${test.info().title} :: ${name} = ${typeof value === 'string' ? value : JSON.stringify(value)}`);
}

test.describe('a partner page on a foreign origin, under hostile CSS, 62.5 % root and the strict-dynamic CSP', () => {
  test('the pages are served with the documented policy (strict-dynamic, a fresh nonce, no data: images) and the documented snippet', async ({ request }) => {
    for (const path of ['/partner.html', '/sidebar.html?css=link']) {
      const response = await request.get(`${PARTNER_DEMO}${path}`);
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(policy).toBe(embedContentSecurityPolicy({ nonce, widgetHost: HOST }));
      expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|data:/);
      const html = await response.text();
      expect(html).toContain(loaderScriptTag(HOST, nonce));
      if (path.includes('css=link')) expect(html).toContain(embedStylesheetLink(HOST));
      else {
        // The root font size, then the published CSS, both by nonce.
        expect(html.split(`<style nonce="${nonce}">`)).toHaveLength(3);
        expect(html).toMatch(/joognoo-job-board[^{]*:not\(:defined\)/);
      }
    }
    const again = (await request.get(`${PARTNER_DEMO}/partner.html`)).headers()['content-security-policy'];
    expect(again).not.toBe((await request.get(`${PARTNER_DEMO}/partner.html`)).headers()['content-security-policy']);
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const css of ['inline', 'link'] as const) {
      test(`CLS <= 0.02 at ${width} px (embed CSS ${css}), first paint before the loader included`, async ({ page, consoleErrors }) => {
        await loadLikeANetwork(page, width, height, `${PARTNER_DEMO}/partner.html?css=${css}`);
        await ready(page, ['jobs', 'contact', 'newsletter']);
        await settle(page);

        const record = await pageRecord(page);
        const painted = await paints(page);
        const cls = cumulativeLayoutShift(record.shifts);
        const total = record.shifts.reduce((sum, s) => sum + s.value, 0);
        figure('CLS', cls.toFixed(4));
        figure('shift sum', total.toFixed(4));
        figure('shifts', record.shifts.map((s) => `${s.value.toFixed(4)}@${Math.round(s.startTime)}ms ${s.sources.join(' | ')}`));
        figure('heights over time (px)', record.heights);
        figure('final heights (px)', await page.evaluate(() =>
          Object.fromEntries(['jobs', 'contact', 'newsletter'].map((id) => [id, Math.round(document.getElementById(id)!.getBoundingClientRect().height)])),
        ));
        figure('first paint / widgets defined (ms)', { ...painted, ...record.defined });

        // The first paint came before the loader defined any widget: it is part of the measure.
        expect(painted['first-paint']).toBeLessThan(Math.min(...Object.values(record.defined)));
        expect.soft(cls, 'CLS').toBeLessThanOrEqual(0.02);
        expect.soft(record.violations, 'CSP violations').toEqual([]);
        expect.soft(consoleErrors, 'console errors').toEqual([]);
      });
    }

    // Below the fold a change of size shifts nothing visible, so CLS alone would miss it.
    test(`at ${width} px each widget keeps the height it had at first paint (reserved = skeleton = content)`, async ({ page }) => {
      await loadLikeANetwork(page, width, height, `${PARTNER_DEMO}/partner.html`);
      await ready(page, ['jobs', 'contact', 'newsletter']);
      await settle(page);
      const { heights } = await pageRecord(page);
      figure('heights over time (px)', heights);
      figure('host display after definition', await page.evaluate(() =>
        Object.fromEntries(['jobs', 'contact', 'newsletter'].map((id) => [id, getComputedStyle(document.getElementById(id)!).display])),
      ));
      for (const id of ['jobs', 'contact', 'newsletter']) {
        const series = heights[id] ?? [];
        expect.soft(Math.max(...series) - Math.min(...series), `${id} heights ${JSON.stringify(series)}`).toBeLessThanOrEqual(2);
      }
    });
  }

  test('in the 300 px sidebar nothing overflows: the job board is one column, the contact form stacks its names', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${PARTNER_DEMO}/sidebar.html`);
    await ready(page, ['jobs', 'contact', 'newsletter']);
    await settle(page, 200);

    const sidebarWidth = await page.locator('aside.sidebar').evaluate((el) => el.getBoundingClientRect().width);
    const overflow = {
      jobs: await overflowOf(page, '#jobs'),
      contact: await overflowOf(page, '#contact'),
      newsletter: await overflowOf(page, '#newsletter'),
      page: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    };
    const columns = await columnsOf(widget(page, 'jobs').getByTestId('job-card'));
    const first = await widget(page, 'contact').getByLabel(/^First Name/).boundingBox();
    const last = await widget(page, 'contact').getByLabel(/^Last Name/).boundingBox();
    figure('sidebar width (px)', sidebarWidth);
    figure('overflow (px)', overflow);
    figure('job board columns', columns);
    figure('name fields', { first, last });

    expect(sidebarWidth).toBe(300);
    for (const id of ['jobs', 'contact', 'newsletter'] as const) {
      expect.soft(overflow[id].width, `${id} width`).toBeLessThanOrEqual(300);
      expect.soft(overflow[id].scroll, `${id} scrolls sideways`).toBeLessThanOrEqual(0);
      expect.soft(overflow[id].right, `${id}: ${overflow[id].culprit} sticks out`).toBeLessThanOrEqual(0.5);
      expect.soft(overflow[id].left, `${id} sticks out on the left`).toBeLessThanOrEqual(0.5);
      expect.soft(overflow[id].clipped, `${id}: content cut off sideways`).toEqual([]);
    }
    expect.soft(overflow.page).toBeLessThanOrEqual(0);
    expect.soft(columns, 'job board columns').toBe(1);
    expect.soft(last!.y, 'Last Name below First Name').toBeGreaterThanOrEqual(first!.y + first!.height);
  });

  test('computed font sizes are equal within 1 px under 62.5 %, 100 % and 18 px root sizes', async ({ page }) => {
    const probes: Record<string, (page: Page) => Locator> = {
      'job board heading': (p) => widget(p, 'jobs').getByRole('heading', { name: 'Current Openings' }),
      'job title': (p) => widget(p, 'jobs').getByTestId('job-card').first().getByRole('heading'),
      'job details link': (p) => widget(p, 'jobs').getByRole('link', { name: /^View Details/ }),
      'contact label': (p) => widget(p, 'contact').locator('label', { hasText: /^First Name/ }),
      'contact input': (p) => widget(p, 'contact').getByLabel(/^First Name/),
      'contact button': (p) => widget(p, 'contact').getByRole('button', { name: 'Send Message' }),
      'newsletter heading': (p) => widget(p, 'newsletter').getByRole('heading'),
      'newsletter input': (p) => widget(p, 'newsletter').getByLabel('Email address'),
      'newsletter button': (p) => widget(p, 'newsletter').getByRole('button', { name: 'Subscribe' }),
    };
    const sizes: Record<string, Record<string, number>> = {};
    const heights: Record<string, Record<string, number>> = {};
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const root of ['62.5%', '100%', '18px']) {
      await page.goto(`${PARTNER_DEMO}/sidebar.html?root=${encodeURIComponent(root)}`);
      await ready(page, ['jobs', 'contact', 'newsletter']);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
        { '62.5%': '10px', '100%': '16px', '18px': '18px' }[root],
      );
      sizes[root] = {};
      for (const [name, probe] of Object.entries(probes)) {
        sizes[root][name] = await probe(page).first().evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      }
      heights[root] = {};
      for (const id of ['contact', 'newsletter']) {
        heights[root][id] = Math.round(await widget(page, id).evaluate((el) => el.getBoundingClientRect().height));
      }
    }
    figure('font sizes (px) by root', sizes);
    figure('widget heights (px) by root', heights);
    for (const name of Object.keys(probes)) {
      const values = Object.values(sizes).map((byName) => byName[name]!);
      expect(Math.max(...values) - Math.min(...values), `${name}: ${JSON.stringify(values)}`).toBeLessThanOrEqual(1);
    }
  });

  test('three widgets share one notification region and have no serious or critical axe violation', async ({ page }) => {
    await page.goto(`${PARTNER_DEMO}/partner.html`);
    await ready(page, ['jobs', 'contact', 'newsletter']);
    const regions = page.getByRole('region', { name: /Notifications/ });
    figure('notification regions', await regions.count());
    const violations = (await axeViolations(page)).map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
    figure('axe violations', violations);
    expect(await regions.count()).toBe(1);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test("a lead is stored with the partner, page URL and UTM fields, and delivered to the partner's signed webhook", async ({ page, partner, consoleErrors }) => {
    await ownClient(page, '198.19.0.1');
    const pageUrl = `${PARTNER_DEMO}/partner.html?${new URLSearchParams(UTM).toString()}`;
    const referrer = `${PARTNER_DEMO}/?from=search`;
    await page.goto(`${pageUrl}#contact`, { referer: referrer });
    await ready(page, ['contact']);
    const box = widget(page, 'contact');
    const email = unique('partner-lead');
    await fillContact(box, email);
    await box.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(async () => (await eventsOf(page, 'contact', 'joognoo:success')).length).toBe(1);
    const [success] = (await eventsOf(page, 'contact', 'joognoo:success')) as Array<{ submissionId?: string }>;
    figure('joognoo:success detail', success);
    expect(success!.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const rows = await query(
      DB,
      'SELECT email, source, origin, partner_id, page_url, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content FROM contact_requests WHERE email = ?',
      [email],
    );
    figure('stored row', rows);
    expect(rows).toEqual([{ email, source: 'acme-careers', origin: PARTNER_DEMO, partner_id: PARTNER_ID, page_url: pageUrl, referrer, ...UTM }]);

    // The partner's receiver gets lead.created, signed with the partner's own secret.
    const hookFor = () =>
      partner.receiver.received.find((hook) => {
        const event = JSON.parse(hook.body) as { type: string; data: { email?: string } };
        return event.type === 'lead.created' && event.data.email === email;
      });
    await expect.poll(() => Boolean(hookFor()), { timeout: 20_000, message: 'lead.created at the partner webhook' }).toBe(true);
    const hook = hookFor()!;
    expect(signatureProblem(partner.secret, hook.headers['joognoo-signature'] as string | undefined, hook.body)).toBeUndefined();
    expect(hook.headers['joognoo-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    const event = JSON.parse(hook.body) as { type: string; id: string; data: Record<string, unknown> };
    figure('webhook event data', event.data);
    expect(event.id).toBe(hook.headers['joognoo-delivery']);
    expect(event.data).toMatchObject({ email, origin: PARTNER_DEMO, source: 'acme-careers', partner: { id: PARTNER_ID, name: PARTNER_NAME }, pageUrl, referrer, ...UTM });

    // And the same lead is e-mailed to the partner's lead address (an .eml in the host's DATA_DIR without SMTP_URL).
    const toPartner = (text: string) => /^To: .*leads@acme\.example/im.test(text) && text.includes(email);
    let mail: string | undefined;
    await expect
      .poll(async () => (mail = (await outboxMails()).find(toPartner)) !== undefined, { timeout: 20_000, message: "the e-mail to the partner's lead address" })
      .toBe(true);
    figure('partner e-mail headers', mail!.split(/\r?\n/).filter((line) => /^(To|Subject): /.test(line)));
    expect(mail).toContain(`${PARTNER_NAME} (${PARTNER_ID})`);
    for (const value of Object.values(UTM)) expect(mail).toContain(value);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the same partner page on an origin nobody registered', () => {
  test(`shows "${FORM_NOT_ENABLED}", logs one console.error naming the origin, stores nothing`, async ({ page, consoleErrors }) => {
    await ownClient(page, '198.19.0.2');
    await page.goto(`${OTHER_DEMO}/partner.html`);
    // Reads are open to any origin: the job board lists the jobs.
    await ready(page, ['jobs', 'contact']);
    const box = widget(page, 'contact');
    const email = unique('unregistered');
    await fillContact(box, email);
    await box.getByRole('button', { name: 'Send Message' }).click();
    await expect(box.getByText(FORM_NOT_ENABLED)).toBeVisible();
    // In place of the outcome toast; the visitor's input stays.
    await expect(page.locator('[data-toast-viewport] li')).toHaveCount(0);
    await expect(box.getByLabel(/^First Name/)).toHaveValue('Ada');
    expect((await eventsOf(page, 'contact', 'joognoo:error')).length).toBe(1);
    figure('console errors', consoleErrors);
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toContain(OTHER_DEMO);
    expect(consoleErrors[0]).toContain('/developers/widgets#allow-listing');
    expect(await query(DB, 'SELECT id FROM contact_requests WHERE email = ?', [email])).toEqual([]);

    const direct = await page.request.post(`${HOST}/api/contact`, {
      headers: { Origin: OTHER_DEMO, 'X-Forwarded-For': '198.19.0.3' },
      data: { form: 'contact', partner: PARTNER_ID, firstName: 'Ada', lastName: 'Lovelace', email, company: 'AE', interest: 'other', message: 'Ten characters at least.', consent: true },
    });
    const body = (await direct.json()) as { code: string; message: string; origin: string; docs: string };
    figure('403 body', body);
    expect(direct.status()).toBe(403);
    expect(body.code).toBe('origin_not_registered');
    expect(body.origin).toBe(OTHER_DEMO);
    expect(body.message).toContain(OTHER_DEMO);
    expect(body.docs).toMatch(/\/developers\/widgets#allow-listing$/);
    expect(await query(DB, 'SELECT id FROM contact_requests WHERE email = ?', [email])).toEqual([]);
  });
});
