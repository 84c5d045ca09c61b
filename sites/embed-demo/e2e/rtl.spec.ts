import { expect, test, type Locator, type Page } from '@playwright/test';
import { rootLanguage } from './partner-kit.ts';

/**
 * An Arabic partner page (public/rtl.html: `<html dir="rtl" lang="ar">`; each widget speaks
 * the page's language, so its root says `lang="ar" dir="rtl"`) against the real host, in
 * Chromium: the widgets are mirrored. Arabic text must stand at the right (the start) and keep
 * its punctuation (the full stop, the Arabic question mark) at its own end. Screenshots of each
 * state are saved in test-results.
 */

const RTL_PAGE = '/rtl.html';
/** How far (px) text may stand from the edge it hugs: sub-pixel layout. */
const HUG = 1.5;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The box of an element's text as laid out (a Range over its contents), not the element's box. */
function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

/**
 * The box of the last character of an element's text (where its full stop or question mark is
 * drawn), and the left end of the line it is drawn on (text may wrap).
 */
function lastCharacterBox(locator: Locator): Promise<Box & { character: string; lineLeft: number }> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Text).data.trim()) last = node as Text;
    if (!last) throw new Error('no text');
    const end = last.data.trimEnd().length;
    const range = document.createRange();
    range.setStart(last, end - 1);
    range.setEnd(last, end);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    const whole = document.createRange();
    whole.selectNodeContents(element);
    const line = Array.from(whole.getClientRects()).filter((rect) => rect.width > 0 && rect.top < bottom && rect.bottom > top);
    const lineLeft = Math.min(...line.map((rect) => rect.left));
    return { left, right, top, bottom, character: last.data.slice(end - 1, end), lineLeft };
  });
}

/** The content box of an element: inside its border and padding. */
function contentBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      left: rect.left + px(style.borderLeftWidth) + px(style.paddingLeft),
      right: rect.right - px(style.borderRightWidth) - px(style.paddingRight),
      top: rect.top,
      bottom: rect.bottom,
    };
  });
}

function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The submits below are refused by validation in the browser: nothing reaches the API.
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The faces Chromium drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, expression: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId! });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test.describe('an Arabic page (dir="rtl")', () => {
  test('the contact form: heading and error messages at the right with their punctuation at their own end, the checkbox right of its label', async ({ page }, testInfo) => {
    const problems = watch(page);
    await page.goto(RTL_PAGE);
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    const widget = page.locator('#contact-rtl');
    const form = widget.locator('form');
    await expect(form).toBeVisible();
    expect(await rootLanguage(widget)).toEqual(['ar', 'rtl']);
    expect(await form.evaluate((element) => [getComputedStyle(element).direction, element.matches(':dir(rtl)')])).toEqual(['rtl', true]);

    // The heading hugs the right edge of the form's content, not the left.
    const heading = form.getByRole('heading', { name: 'أرسل إلينا رسالة' });
    const content = await contentBox(form);
    const headingText = await textBox(heading);
    expect(Math.abs(content.right - headingText.right)).toBeLessThan(HUG);
    expect(headingText.left - content.left).toBeGreaterThan(100);

    // A first name too short, a last name too short: their messages end with a full stop.
    await form.getByLabel(/^الاسم الأول/).fill('A');
    await form.getByLabel(/^اسم العائلة/).fill('B');
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
    const lastNameError = form.getByRole('alert').filter({ hasText: /^يجب أن يتكون اسم العائلة/ });
    await expect(lastNameError).toBeVisible();
    const fieldBox = await contentBox(lastNameError);
    const errorText = await textBox(lastNameError);
    // At the right (start) of its field, whatever the width of the name column.
    expect(Math.abs(fieldBox.right - errorText.right)).toBeLessThan(HUG);
    // The full stop is the leftmost character of its line: the end of an Arabic sentence.
    const stop = await lastCharacterBox(lastNameError);
    expect(stop.character).toBe('.');
    expect(Math.abs(stop.left - stop.lineLeft)).toBeLessThan(HUG);
    // The form's content edge: the first name is the right column, so its message hugs the form's right edge.
    const firstNameError = form.getByRole('alert').filter({ hasText: /^يجب أن يتكون الاسم الأول/ });
    expect(Math.abs(content.right - (await textBox(firstNameError)).right)).toBeLessThan(HUG);
    const firstNameBox = await form.getByLabel(/^الاسم الأول/).boundingBox();
    const lastNameBox = await form.getByLabel(/^اسم العائلة/).boundingBox();
    expect(firstNameBox!.x).toBeGreaterThan(lastNameBox!.x);

    // The consent checkbox stands at the right of its label.
    const checkbox = form.getByRole('checkbox');
    const consent = form.locator('label').filter({ hasText: /^أوافق/ });
    const box = (await checkbox.boundingBox())!;
    const label = await textBox(consent);
    expect(box.x).toBeGreaterThanOrEqual(label.right);
    expect(Math.abs(content.right - (box.x + box.width))).toBeLessThan(HUG);

    // The select's arrow is drawn at its left (inline end); its text starts at the right.
    const combobox = form.getByRole('combobox');
    const arrow = await combobox.evaluate((element) => {
      const after = getComputedStyle(element.parentElement!, '::after');
      return { left: after.left, right: after.right, insetInlineEnd: after.insetInlineEnd };
    });
    expect(arrow.insetInlineEnd).toBe('18px');
    expect(arrow.left).toBe('18px');

    await page.mouse.move(0, 0);
    await form.screenshot({ path: testInfo.outputPath('rtl-contact-form.png'), animations: 'disabled', caret: 'hide' });
    await page.screenshot({ path: testInfo.outputPath('rtl-page.png'), fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(problems).toEqual([]);
  });

  test('the newsletter box draws its Arabic heading with a real Arabic face', async ({ page }, testInfo) => {
    await page.goto(RTL_PAGE);
    const box = page.locator('#newsletter-rtl');
    const heading = box.getByRole('heading', { name: 'نشرة أكمي وجوغنو للذكاء الاصطناعي' });
    await expect(heading).toBeVisible();
    expect(await rootLanguage(box)).toEqual(['ar', 'rtl']);
    const fonts = await renderedFonts(page, `document.querySelector('#newsletter-rtl').shadowRoot.querySelector('h2 bdi')`);
    expect(fonts[0]).toMatch(/^Noto (Sans|Naskh) Arabic$/);
    const content = await contentBox(box.locator('section').first());
    expect(Math.abs(content.right - (await textBox(heading)).right)).toBeLessThan(HUG);
    // The field, and the button under it in this narrow column, start at the right.
    const field = (await box.getByRole('textbox').boundingBox())!;
    const button = (await box.locator('button[type="submit"]').boundingBox())!;
    expect(Math.abs(content.right - (field.x + field.width))).toBeLessThan(HUG);
    expect(Math.abs(content.right - (button.x + button.width))).toBeLessThan(HUG);
    await box.screenshot({ path: testInfo.outputPath('rtl-newsletter.png'), animations: 'disabled', caret: 'hide' });
  });

  test('a job: the back link\'s arrow is mirrored to point right, its facts and "Interested in this role?" read correctly', async ({ page, request }, testInfo) => {
    const problems = watch(page);
    const jobs = (await (await request.get(`${process.env.WIDGET_HOST}/api/jobs`)).json()) as Array<{ slug: string; title: string }>;
    const job = jobs[0]!;
    await page.goto(`${RTL_PAGE}?job=${job.slug}`);
    const board = page.locator('#jobs');
    await expect(board.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    expect(await rootLanguage(board)).toEqual(['ar', 'rtl']);

    // The back link: its arrow before the text in the line, i.e. at its right, and mirrored.
    const back = board.getByRole('link', { name: 'العودة إلى الوظائف' }).first();
    const arrow = back.locator('svg');
    expect(await arrow.getAttribute('data-directional')).toBe('');
    expect(await arrow.evaluate((element) => getComputedStyle(element).scale)).toBe('-1 1');
    const arrowBox = (await arrow.boundingBox())!;
    const linkText = await back.evaluate((element) => {
      const text = Array.from(element.childNodes).find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(arrowBox.x).toBeGreaterThanOrEqual(linkText.right - HUG);
    // The arrowhead (the tip of the path, x=5 of 24 before mirroring) is drawn at the icon's right.
    const tip = await arrow.evaluate((element) => {
      const svg = element as unknown as SVGSVGElement;
      const matrix = svg.getScreenCTM()!;
      const point = new DOMPoint(5, 12).matrixTransform(matrix);
      const tail = new DOMPoint(19, 12).matrixTransform(matrix);
      return { tip: point.x, tail: tail.x };
    });
    expect(tip.tip).toBeGreaterThan(tip.tail);
    await back.screenshot({ path: testInfo.outputPath('rtl-back-link.png') });

    // "Interested in this role?" in Arabic: at the right of its card, its question mark (؟) at its own end.
    const interested = board.getByRole('heading', { name: 'هل تهمّك هذه الوظيفة؟' });
    const card = await contentBox(board.locator('aside'));
    const interestedText = await textBox(interested);
    expect(Math.abs(card.right - interestedText.right)).toBeLessThan(HUG);
    const mark = await lastCharacterBox(interested);
    expect(mark.character).toBe('؟');
    expect(Math.abs(mark.left - mark.lineLeft)).toBeLessThan(HUG);

    await page.mouse.move(0, 0);
    await page.screenshot({ path: testInfo.outputPath('rtl-job.png'), fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(problems).toEqual([]);
  });
});
