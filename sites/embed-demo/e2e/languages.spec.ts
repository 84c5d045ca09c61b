import { mkdirSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from '@joognoo/e2e-kit';
import { expect, type Locator, type Page } from '@playwright/test';
import { query } from './database.ts';
import { HOST, PARTNER_DEMO } from './host.ts';
import { cumulativeLayoutShift, eventsOf, pageRecord, partnerTest as test, settle } from './partner-kit.ts';

/**
 * Partner pages on a foreign origin in other languages: Arabic right to left
 * (public/partner-ar.html, the widgets follow <html lang="ar" dir="rtl">), Simplified Chinese
 * (partner-zh.html, <html lang="zh-CN">) and Malay by attribute on an English page
 * (partner-ms.html, locale="ms-MY" on each element). Every text a visitor reads or hears in
 * a widget (text, placeholder, aria label, title) is walked and none may be a text of the
 * English catalogs; validation messages from the browser and from the API, the job's page and
 * its application form speak the language too.
 */
const DB = process.env.EMBED_E2E_DB!;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/languages');

interface Language {
  page: string;
  locale: 'ar' | 'zh' | 'ms';
  dir: 'rtl' | 'ltr';
}

const LANGUAGES: Language[] = [
  { page: 'partner-ar.html', locale: 'ar', dir: 'rtl' },
  { page: 'partner-zh.html', locale: 'zh', dir: 'ltr' },
  { page: 'partner-ms.html', locale: 'ms', dir: 'ltr' },
];

/** The widget packages and the shared ones whose texts a widget shows. */
const CATALOG_ROOTS = ['schemas', 'ui', 'widget-kit', 'newsletter', 'contact-form', 'job-board'].map((name) => `packages/${name}`);

function catalog(root: string, locale: string): Record<string, string> {
  const file = path.join(repo, root, 'src/locales', locale, 'messages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What counts as English: each English message without arguments as itself, each with plain
 * arguments as a pattern (`Posted {when}` -> /^Posted .+$/). A message the language's catalog
 * keeps word for word (a product name) is not English.
 */
function englishMatchers(locale: string): { exact: Set<string>; patterns: RegExp[]; kept: string[] } {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const kept: string[] = [];
  for (const root of CATALOG_ROOTS) {
    const english = catalog(root, 'en');
    const translated = catalog(root, locale);
    for (const [id, text] of Object.entries(english)) {
      if (translated[id] === text) {
        kept.push(text);
        continue;
      }
      if (!text.includes('{')) exact.add(text.trim());
      else if (!/\{\s*\w+\s*,/.test(text)) {
        const parts = text.split(/\{\s*\w+\s*\}/).map((part) => escape(part.trim()));
        if (parts.join('').replace(/\W/g, '').length >= 4) patterns.push(new RegExp(`^${parts.join('.+')}$`));
      }
    }
  }
  return { exact, patterns, kept };
}

/** Every text, placeholder, aria label, title and alt inside a widget (through shadow roots). */
function readableTexts(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) => {
    const found: string[] = [];
    const blocks = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'label', 'a', 'li', 'legend', 'dt', 'dd', 'th', 'td', 'span', 'div', 'option', 'time']);
    const visit = (root: ParentNode) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent && (parent.localName === 'style' || parent.localName === 'script')) continue;
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text) found.push(text);
          continue;
        }
        const element = node as Element;
        if (element.localName === 'style' || element.localName === 'script') continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt', 'aria-roledescription']) {
          const value = element.getAttribute(name)?.trim();
          if (value) found.push(value);
        }
        if (blocks.has(element.localName)) {
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text && text.length < 200) found.push(text);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(host.shadowRoot ?? host);
    return [...new Set(found)];
  });
}

/** The English strings among a widget's texts. */
async function englishIn(widget: Locator, locale: string): Promise<string[]> {
  const { exact, patterns } = englishMatchers(locale);
  return (await readableTexts(widget)).filter((text) => exact.has(text) || patterns.some((pattern) => pattern.test(text)));
}

const widget = (page: Page, id: string) => page.locator(`#${id}`);

async function ready(page: Page, ids: string[]) {
  for (const id of ids) await expect.poll(async () => (await eventsOf(page, id, 'joognoo:ready')).length, { message: `${id} ready` }).toBe(1);
}

/** The root a widget renders into, inside its shadow root: its language and direction. */
const rootLanguage = (page: Page, id: string) =>
  widget(page, id).evaluate((host) => {
    const root = host.shadowRoot?.querySelector('.joognoo-root');
    const first = root?.firstElementChild;
    return { root: [root?.getAttribute('lang'), root?.getAttribute('dir')], content: [first?.getAttribute('lang'), first?.getAttribute('dir')] };
  });

async function outboxMails(): Promise<string[]> {
  const dir = path.join(process.env.EMBED_E2E_DATA_DIR!, 'outbox-mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(dir, name), 'utf8')));
}

function figure(name: string, value: unknown) {
  test.info().annotations.push({ type: name, description: typeof value === 'string' ? value : JSON.stringify(value) });
  console.log(`[figure] ${test.info().title} :: ${name} = ${typeof value === 'string' ? value : JSON.stringify(value)}`);
}

/** A job's slug from the host's API (the seeded jobs). */
async function aJobSlug(page: Page): Promise<string> {
  const response = await page.request.get(`${HOST}/api/jobs`);
  const body = (await response.json()) as { jobs?: Array<{ slug: string }> } | Array<{ slug: string }>;
  const jobs = Array.isArray(body) ? body : (body.jobs ?? []);
  expect(jobs.length).toBeGreaterThan(0);
  return jobs[0]!.slug;
}

test.beforeAll(() => mkdirSync(shots, { recursive: true }));

for (const language of LANGUAGES) {
  test.describe(`a partner page in ${language.locale}`, () => {
    test('every text, placeholder and aria label of the three widgets is in the language, with lang and dir on each root', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${PARTNER_DEMO}/${language.page}`);
      await ready(page, ['jobs', 'contact', 'newsletter']);
      await expect(widget(page, 'jobs').getByTestId('job-card').first()).toBeVisible();
      for (const id of ['jobs', 'contact', 'newsletter']) {
        const { root, content } = await rootLanguage(page, id);
        expect(root, `${id}: .joognoo-root lang and dir`).toEqual([language.locale, language.dir]);
        expect(content, `${id}: the widget's own root lang and dir`).toEqual([language.locale, language.dir]);
        expect(await englishIn(widget(page, id), language.locale), `${id}: English strings`).toEqual([]);
      }
      figure('kept word for word', englishMatchers(language.locale).kept);

      // The browser's validation: an empty contact form and a wrong address in the newsletter box.
      const contact = widget(page, 'contact');
      await contact.locator('button[type="submit"]').click();
      await expect(contact.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await englishIn(contact, language.locale), 'contact form after validation').toEqual([]);

      const newsletter = widget(page, 'newsletter');
      await newsletter.locator('input[name="email"]').fill('not-an-address');
      await newsletter.locator('button[type="submit"]').click();
      await expect(newsletter.locator('[aria-invalid="true"]')).toBeVisible();
      expect(await englishIn(newsletter, language.locale), 'newsletter after validation').toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the API's field errors appear in the language", async ({ page }) => {
      await page.goto(`${PARTNER_DEMO}/${language.page}`);
      await ready(page, ['newsletter']);
      // The address passes the browser's check; on its way the request is given one the API refuses.
      await page.route(`${HOST}/api/newsletter/subscribe`, async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, email: 'no-at-sign.example.com' }) });
      });
      const newsletter = widget(page, 'newsletter');
      await newsletter.locator('input[name="email"]').fill(`reader+${Date.now()}@example.com`);
      await newsletter.locator('button[type="submit"]').click();
      await expect.poll(async () => (await eventsOf(page, 'newsletter', 'joognoo:error')).length).toBe(1);
      const [detail] = (await eventsOf(page, 'newsletter', 'joognoo:error')) as Array<{ status: number }>;
      expect(detail!.status).toBe(400);
      const error = newsletter.locator('[aria-invalid="true"]');
      await expect(error).toBeVisible();
      const texts = await readableTexts(newsletter);
      figure('texts after the API refused', texts);
      expect(await englishIn(newsletter, language.locale), 'newsletter after the API refused').toEqual([]);
    });

    test("a job's page and its application form speak the language, the browser's validation included", async ({ page }) => {
      const slug = await aJobSlug(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${PARTNER_DEMO}/${language.page}?job=${slug}`);
      await ready(page, ['jobs']);
      const jobs = widget(page, 'jobs');
      await expect(jobs.locator('form').first()).toBeVisible();
      expect(await englishIn(jobs, language.locale), 'job page').toEqual([]);
      await jobs.locator('form button[type="submit"]').first().click();
      await expect(jobs.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await englishIn(jobs, language.locale), 'application form after validation').toEqual([]);
      if (language.locale === 'ar') {
        await settle(page, 200);
        await jobs.screenshot({ path: path.join(shots, 'ar-job-detail.png') });
      }
    });
  });
}

test.describe('the Arabic partner page', () => {
  test('screenshots of the contact form and the job board (looked at by a person) and what a sign-up receives', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${PARTNER_DEMO}/partner-ar.html`);
    await ready(page, ['jobs', 'contact', 'newsletter']);
    await expect(widget(page, 'jobs').getByTestId('job-card').first()).toBeVisible();
    await settle(page, 200);
    await widget(page, 'contact').screenshot({ path: path.join(shots, 'ar-contact-form.png') });
    await widget(page, 'jobs').screenshot({ path: path.join(shots, 'ar-job-board.png') });
    await page.screenshot({ path: path.join(shots, 'ar-page.png'), fullPage: true });

    // Right to left: the contact form's heading text hugs the right edge of the form.
    const gaps = await widget(page, 'contact').evaluate((host) => {
      const heading = host.shadowRoot!.querySelector('h1, h2, h3')!;
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      const box = host.getBoundingClientRect();
      return { start: Math.round(box.right - text.right), end: Math.round(text.left - box.left) };
    });
    figure('heading gaps (right, left)', gaps);
    expect(gaps.start).toBeLessThan(gaps.end);

    // An Arabic sign-up: stored with its language, and its confirmation e-mail is in Arabic.
    const email = `qari+${Date.now()}@example.com`;
    const newsletter = widget(page, 'newsletter');
    await newsletter.locator('input[name="email"]').fill(email);
    await newsletter.locator('button[type="submit"]').click();
    await expect.poll(async () => (await eventsOf(page, 'newsletter', 'joognoo:success')).length).toBe(1);
    const rows = await query(DB, 'SELECT email, locale FROM newsletter_subscriptions WHERE email = ?', [email]);
    expect(rows).toEqual([{ email, locale: 'ar' }]);
    let mail: string | undefined;
    await expect
      .poll(async () => (mail = (await outboxMails()).find((text) => text.includes(email))) !== undefined, { timeout: 20_000, message: 'the confirmation e-mail' })
      .toBe(true);
    const decoded = decodeMail(mail!);
    figure('confirmation e-mail', decoded.slice(0, 600));
    expect(decoded).toMatch(/[\u0600-\u06FF]{3,}/);
    expect(decoded).toContain('dir="rtl"');
  });

  for (const width of [390, 1280]) {
    test(`no layout shift at ${width} px in Arabic and in Chinese (CLS <= 0.01)`, async ({ page }) => {
      for (const file of ['partner-ar.html', 'partner-zh.html']) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${PARTNER_DEMO}/${file}`);
        await ready(page, ['jobs', 'contact', 'newsletter']);
        await expect(widget(page, 'jobs').getByTestId('job-card').first()).toBeVisible();
        await settle(page);
        const cls = cumulativeLayoutShift((await pageRecord(page)).shifts);
        figure(`CLS ${file} at ${width}`, cls);
        expect(cls, file).toBeLessThanOrEqual(0.01);
      }
    });
  }
});

/** An e-mail's text: quoted-printable and base64 parts decoded, as a reader's client shows it. */
function decodeMail(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return part;
    })
    .join('\n');
}

// The screenshots are for a person to look at; this keeps the folder listed in the report.
test.afterAll(() => {
  if (existsSync(shots)) console.log(`[figure] language screenshots: ${readdirSync(shots).join(', ')}`);
});
