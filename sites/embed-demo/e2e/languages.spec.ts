import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations } from '@joognoo/e2e-kit';
import { expect, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { query } from './database.ts';
import { HOST, PARTNER_DEMO } from './host.ts';
import {
  cumulativeLayoutShift,
  eventsOf,
  loadLikeANetwork,
  outboxMails,
  ownClient,
  pageRecord,
  partnerTest as test,
  ready,
  rootLanguage,
  settle,
} from './partner-kit.ts';

/**
 * Resellers' pages in Arabic (right to left), Simplified Chinese and Malay on a foreign origin
 * (PARTNER_DEMO, registered only as the origin of the partner `acme`), under the strict CSP and
 * hostile CSS: public/partner-ar.html and partner-zh.html follow their `<html lang>`,
 * partner-ms.html sets `locale="ms-MY"` on each widget of a page in English. Every text node,
 * placeholder and accessible name inside each widget is walked and compared with the English
 * catalogs of the widgets: none of their texts may show. Screenshots of the Arabic states are
 * saved in test-results for a person to look at.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
/** The catalogs whose texts these pages' widgets show. */
const CATALOG_PACKAGES = ['schemas', 'ui', 'widget-kit', 'contact-form', 'newsletter', 'job-board'] as const;

function catalog(pkg: string, locale: string): Record<string, string> {
  const file = path.resolve(here, `../../../packages/${pkg}/src/locales/${locale}/messages.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The index of the `}` that closes the `{` at `open`. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let index = open; index < message.length; index += 1) {
    if (message[index] === '{') depth += 1;
    else if (message[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`unbalanced braces in "${message}"`);
}

/**
 * An ICU message as a pattern for a rendered text: a plural or select stands for any of its
 * branches (`#` for any number), every other argument (`{name}`) for any text, the rest is
 * literal.
 */
function icuPattern(message: string, inPlural = false): string {
  let pattern = '';
  for (let index = 0; index < message.length; index += 1) {
    const character = message[index]!;
    if (character === '{') {
      const end = closing(message, index);
      const inner = message.slice(index + 1, end);
      const choice = /^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(inner);
      if (choice) {
        const branches: string[] = [];
        const rest = inner.slice(choice[0].length);
        for (let at = rest.indexOf('{'); at !== -1; ) {
          const branchEnd = closing(rest, at);
          branches.push(icuPattern(rest.slice(at + 1, branchEnd), choice[1] !== 'select'));
          at = rest.indexOf('{', branchEnd);
        }
        pattern += `(?:${branches.join('|')})`;
      } else pattern += '.+?';
      index = end;
    } else if (character === '#' && inPlural) pattern += '.+?';
    else pattern += /\s/.test(character) ? '\\s+' : character.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
  }
  return pattern;
}

const messagePattern = (message: string): RegExp => new RegExp(`^${icuPattern(message)}$`);

interface EnglishText {
  id: string;
  message: string;
  pattern: RegExp;
}

/** The English texts of the widgets that a page in `locale` must not show (those the locale keeps as they are excluded). */
function englishTexts(locale: string): EnglishText[] {
  const texts: EnglishText[] = [];
  for (const pkg of CATALOG_PACKAGES) {
    const english = catalog(pkg, 'en');
    const own = catalog(pkg, locale);
    for (const [id, message] of Object.entries(english)) {
      // A brand or product name the language writes the same way (LinkedIn, PDF).
      if (own[id] === message) continue;
      const pattern = messagePattern(message);
      // Nothing a word can be told by: arguments alone or joined by punctuation (`{first}, {second}`).
      const literal = pattern.source.replace(/\.\+\?|\\s\+|\(\?:|[|)\\^$]/g, '');
      if (!/\p{L}{2}/u.test(literal)) continue;
      texts.push({ id: `${pkg}:${id}`, message, pattern });
    }
  }
  return texts;
}

interface Found {
  kind: string;
  text: string;
}

/** Every text node and every placeholder, aria-label, title and alt inside a widget's shadow root. */
function textsOf(widget: Locator): Promise<Found[]> {
  return widget.evaluate((host) => {
    const found: Array<{ kind: string; text: string }> = [];
    const visit = (root: ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      // The walker stands on the root itself first: the nodes are those after it.
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (node.parentElement?.closest('style, script, template')) continue;
          const text = (node as Text).data.replace(/\s+/g, ' ').trim();
          if (text) found.push({ kind: 'text', text });
          continue;
        }
        const element = node as Element;
        for (const name of ['placeholder', 'aria-label', 'aria-description', 'aria-roledescription', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value) found.push({ kind: name, text: value });
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(host.shadowRoot!);
    return found;
  });
}

/** The texts of the widget that are English catalog texts (with the message ids they match). */
async function englishIn(widget: Locator, english: readonly EnglishText[]): Promise<string[]> {
  const found = await textsOf(widget);
  expect(found.length, 'the walk found the widget\'s texts').toBeGreaterThan(5);
  return found.flatMap(({ kind, text }) =>
    english.filter((entry) => entry.pattern.test(text)).map((entry) => `${kind} "${text}" (${entry.id})`),
  );
}

interface Job {
  slug: string;
  title: string;
}

async function firstJob(page: Page): Promise<Job> {
  const jobs = (await (await page.request.get(`${HOST}/api/jobs`)).json()) as Job[];
  return jobs[0]!;
}

const PAGES = [
  { locale: 'ar', file: 'partner-ar.html', lang: 'ar', dir: 'rtl', submit: 'إرسال الرسالة', subscribe: 'اشترك', apply: 'إرسال الطلب' },
  { locale: 'zh', file: 'partner-zh.html', lang: 'zh', dir: 'ltr', submit: '发送留言', subscribe: '订阅', apply: '提交申请' },
  { locale: 'ms', file: 'partner-ms.html', lang: 'ms', dir: 'ltr', submit: 'Hantar Mesej', subscribe: 'Langgan', apply: 'Hantar Permohonan' },
] as const;

for (const shown of PAGES) {
  test.describe(`a partner page in ${shown.locale} (${shown.file})`, () => {
    const english = englishTexts(shown.locale);

    test('no English text in any widget: the list, the empty forms\' errors, a job and its application form\'s errors', async ({ page, partner }, testInfo) => {
      expect(partner.secret).toBeTruthy();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${PARTNER_DEMO}/${shown.file}`);
      await ready(page, ['jobs', 'contact', 'newsletter']);
      const [jobs, contact, newsletter] = ['#jobs', '#contact', '#newsletter'].map((id) => page.locator(id)) as [Locator, Locator, Locator];
      for (const widget of [jobs, contact, newsletter]) expect(await rootLanguage(widget)).toEqual([shown.lang, shown.dir]);
      expect(await englishIn(jobs, english), 'job list').toEqual([]);

      // Submitted empty: every field's message, from the browser's own checks, in the language.
      await contact.getByRole('button', { name: shown.submit }).click();
      await expect(contact.getByRole('alert').first()).toBeVisible();
      expect(await contact.getByRole('alert').count()).toBeGreaterThanOrEqual(5);
      expect(await englishIn(contact, english), 'contact form with its errors').toEqual([]);
      await newsletter.getByRole('button', { name: shown.subscribe }).click();
      await expect(newsletter.getByRole('alert').first()).toBeVisible();
      expect(await englishIn(newsletter, english), 'newsletter with its error').toEqual([]);
      if (shown.locale === 'ar') {
        await page.mouse.move(0, 0);
        await contact.screenshot({ path: testInfo.outputPath('ar-contact-form.png'), animations: 'disabled', caret: 'hide' });
        await jobs.screenshot({ path: testInfo.outputPath('ar-job-board.png'), animations: 'disabled', caret: 'hide' });
      }

      const job = await firstJob(page);
      await page.goto(`${PARTNER_DEMO}/${shown.file}?job=${job.slug}`);
      await expect(jobs.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      expect(await englishIn(jobs, english), 'job detail').toEqual([]);
      await jobs.getByRole('button', { name: shown.apply }).click();
      await expect(jobs.getByRole('alert').first()).toBeVisible();
      expect(await englishIn(jobs, english), 'application form with its errors').toEqual([]);
      if (shown.locale === 'ar') {
        await page.mouse.move(0, 0);
        await jobs.screenshot({ path: testInfo.outputPath('ar-job-detail.png'), animations: 'disabled', caret: 'hide' });
      }
      expect(pageErrors).toEqual([]);
    });
  });
}

test('the walk finds the English texts where they are: on the English partner page', async ({ page, partner }) => {
  expect(partner.secret).toBeTruthy();
  await page.goto(`${PARTNER_DEMO}/partner.html`);
  await ready(page, ['jobs', 'contact', 'newsletter']);
  const english = englishTexts('ar');
  const found = await englishIn(page.locator('#contact'), english);
  expect(found).toContain('text "Send Us a Message" (contact-form:contact.about.title)');
  expect(found).toContain('text "Send Message" (contact-form:contact.contact.submit)');
  expect((await englishIn(page.locator('#jobs'), english)).some((text) => text.includes('(job-board:jobBoard.list.showAll)'))).toBe(true);
});

test.describe('the Arabic partner page', () => {
  test('a field the API refuses is shown in Arabic from its code, and nothing is stored', async ({ page, partner }) => {
    expect(partner.secret).toBeTruthy();
    await ownClient(page, '198.19.8.1');
    const email = `arabic-${Date.now()}@example.com`;
    // The browser's checks pass; on its way the body's last name becomes one letter, which
    // only the API refuses (as it would a client that skipped the checks).
    let answer = 0;
    await page.route(`${HOST}/api/contact`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      const response = await route.fetch({ postData: JSON.stringify({ ...body, lastName: 'B' }) });
      answer = response.status();
      await route.fulfill({ response });
    });
    await page.goto(`${PARTNER_DEMO}/partner-ar.html`);
    await ready(page, ['contact']);
    const contact = page.locator('#contact');
    await contact.getByLabel(/^الاسم الأول/).fill('عائشة');
    await contact.getByLabel(/^اسم العائلة/).fill('الراشد');
    await contact.getByLabel(/^البريد الإلكتروني/).fill(email);
    await contact.getByLabel(/^الشركة/).fill('شركة التحليلات');
    await contact.getByRole('combobox').click();
    await contact.getByRole('option').last().click();
    await contact.getByLabel(/^الرسالة/).fill('نرغب في تجربة المنتج في فرع الرياض الشهر المقبل.');
    await contact.getByRole('checkbox').check();
    await contact.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(contact.getByRole('alert').filter({ hasText: 'يجب أن يتكون اسم العائلة من حرفين على الأقل.' })).toBeVisible();
    expect(answer).toBe(400);
    expect(await query<{ n: number }>(process.env.EMBED_E2E_DB!, 'SELECT COUNT(*) AS n FROM contact_requests WHERE email = ?', [email])).toEqual([{ n: 0 }]);
  });

  test('the newsletter sign-up is stored in Arabic and its confirmation e-mail is in Arabic', async ({ page, partner }) => {
    expect(partner.secret).toBeTruthy();
    await ownClient(page, '198.19.8.2');
    const email = `nashra-${Date.now()}@example.com`;
    await page.goto(`${PARTNER_DEMO}/partner-ar.html`);
    await ready(page, ['newsletter']);
    const newsletter = page.locator('#newsletter');
    await newsletter.getByRole('textbox').fill(email);
    await newsletter.getByRole('button', { name: 'اشترك' }).click();
    await expect.poll(async () => eventsOf(page, 'newsletter', 'joognoo:success')).toHaveLength(1);
    expect(await query<{ locale: string }>(process.env.EMBED_E2E_DB!, 'SELECT locale FROM newsletter_subscriptions WHERE email = ?', [email])).toEqual([{ locale: 'ar' }]);

    let raw: string | undefined;
    await expect.poll(async () => (raw = (await outboxMails()).find((mail) => mail.includes(email))) !== undefined, { timeout: 15_000 }).toBe(true);
    const mail = await simpleParser(raw!);
    expect(mail.subject).toBe('يرجى تأكيد اشتراكك في النشرة الإخبارية لـ Joognoo');
    expect(mail.text).toContain('تأكيد الاشتراك');
    expect(mail.text).toContain(email);
    expect(mail.html || '').toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"|<html[^>]* dir="rtl"[^>]* lang="ar"/);
  });

  test('no serious or critical axe violation on the list and on a job', async ({ page }) => {
    await page.goto(`${PARTNER_DEMO}/partner-ar.html`);
    await ready(page, ['jobs', 'contact', 'newsletter']);
    const serious = async () =>
      (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    expect(await serious()).toEqual([]);
    const job = await firstJob(page);
    await page.goto(`${PARTNER_DEMO}/partner-ar.html?job=${job.slug}`);
    await expect(page.locator('#jobs').getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

for (const file of ['partner-ar.html', 'partner-zh.html'] as const) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`${file} at ${width} px: CLS <= 0.01 with the loader and the jobs arriving after the first paint`, async ({ page }) => {
      await loadLikeANetwork(page, width, height, `${PARTNER_DEMO}/${file}`);
      await ready(page, ['jobs', 'contact', 'newsletter']);
      await settle(page);
      const { shifts } = await pageRecord(page);
      const cls = cumulativeLayoutShift(shifts);
      console.log(`[figure] ${file} at ${width} px :: CLS = ${cls.toFixed(4)}`);
      expect(cls, shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(' | ')}`).join('\n')).toBeLessThanOrEqual(0.01);
    });
  }
}
