/**
 * /developers/widgets: every widget runs live (the real embed loader, Shadow DOM, our API),
 * the snippets copy exactly, the theme playground reaches inside the shadow roots, the
 * page is axe-clean, and /documentation links to it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from '@joognoo/e2e-kit';
import { baseURL } from '../playwright.config';
import { pageCopy } from '../app/content/page-copy';
import { pageTitle } from '@joognoo/site-kit/seo';
import { expect, test, waitForHydration } from './fixtures';
import { MESSAGES, SUCCESS, contactRows, newsletterRows, uniqueEmail } from './leads';

const PATH = '/developers/widgets';
/** Every script-tag snippet: embed.css inline, then the loader, both with the page's nonce. */
const EMBED_CSS = readFileSync(new URL('../../embed/src/embed.css', import.meta.url), 'utf8').trim();
const LOADER = `<style nonce="{NONCE}">${EMBED_CSS}</style>\n<script type="module" nonce="{NONCE}" src="${baseURL}/embed/v1/loader.js"></script>`;
const section = (page: Page, id: string) => page.locator(`section#${id}`);
const preview = (page: Page, id: string) => section(page, id).locator('[data-live-preview]');

async function open(page: Page) {
  await page.goto(PATH);
  await waitForHydration(page);
}

async function firstTitle(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Array<{ title: string }>)[0]!.title;
}

test('/documentation links to the widget docs (Resources card); title, H1, canonical and description', async ({ page }) => {
  const copy = pageCopy.developersWidgets;
  await page.goto('/documentation');
  await waitForHydration(page);
  await page.getByRole('link', { name: /Resources/ }).click();
  await expect(page).toHaveURL(PATH);
  await expect(page).toHaveTitle(pageTitle(copy.title));
  // The page's own H1 (the blog and case-study widgets bring theirs, inside their shadow roots).
  await expect(page.locator('main h1').first()).toHaveText(copy.heading);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', copy.description);
});

test('the contact form runs live: validates, submits, confirms and stores the lead; the variant switch swaps form and snippet', async ({ page }) => {
  await open(page);
  const form = preview(page, 'contact-form').locator('form[data-variant="contact"]');
  await form.scrollIntoViewIfNeeded();
  const submit = form.locator('button[type="submit"]');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText([...MESSAGES.contact]);

  const email = uniqueEmail('docs');
  await form.getByLabel(/^First Name/).fill('Ada');
  await form.getByLabel(/^Last Name/).fill('Lovelace');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Company/).fill('Analytical Engines');
  await form.getByRole('combobox', { name: 'Area of Interest' }).click();
  await preview(page, 'contact-form').getByRole('option', { name: 'Enterprise Solutions', exact: true }).click();
  await form.getByLabel(/^Message/).fill('Please call me about embedding your widgets.');
  await form.getByRole('checkbox').check();
  await submit.click();
  // The widgets' toasts show in their one notifications region (owned by whichever widget
  // element connected first), not necessarily inside this preview; the site has its own.
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  for (const text of SUCCESS.contact) await expect(notifications.filter({ hasText: text })).toHaveCount(1);
  await expect(form.getByLabel(/^First Name/)).toHaveValue('');
  // The preview's source tells demo leads apart from real ones.
  expect(await contactRows(email)).toMatchObject([{ email, form: 'contact', source: 'developers-widgets', origin: baseURL }]);

  await section(page, 'contact-form').getByRole('radio', { name: 'home' }).check();
  await expect(preview(page, 'contact-form').locator('form[data-variant="home"]')).toBeVisible();
  await expect(section(page, 'contact-form').locator('pre code').first()).toHaveText(
    `${LOADER}\n<joognoo-contact-form nonce="{NONCE}" variant="home"></joognoo-contact-form>`,
  );
});

test('the newsletter subscribes; blog, job board and case studies list items from the API; integrations explains its sign-in', async ({ page }) => {
  await open(page);
  const news = preview(page, 'newsletter');
  const email = uniqueEmail('docs-news');
  await news.getByLabel('Email address').fill(email);
  await news.getByRole('button', { name: 'Subscribe' }).click();
  await expect(news.locator('p[role="status"]')).toHaveText('Thank you for subscribing to our newsletter!');
  expect(await newsletterRows(email)).toMatchObject([{ email, source: 'developers-widgets', origin: baseURL }]);

  const [post, job, caseStudy] = await Promise.all([
    firstTitle(page, '/api/blog/posts/recent?limit=1'),
    firstTitle(page, '/api/jobs'),
    firstTitle(page, '/api/case-studies'),
  ]);
  await expect(preview(page, 'blog').getByText(post, { exact: true }).first()).toBeVisible();
  // The newsletter box in the blog's slot stores the preview's source too.
  const blogEmail = uniqueEmail('docs-blog-news');
  await preview(page, 'blog').getByLabel('Email address').fill(blogEmail);
  await preview(page, 'blog').getByRole('button', { name: 'Subscribe' }).click();
  await expect(preview(page, 'blog').locator('p[role="status"]')).toHaveText('Thank you for subscribing to our newsletter!');
  expect(await newsletterRows(blogEmail)).toMatchObject([{ email: blogEmail, source: 'developers-widgets', origin: baseURL }]);
  await expect(preview(page, 'job-board').getByText(job, { exact: true }).first()).toBeVisible();
  await expect(preview(page, 'case-studies').getByText(caseStudy, { exact: true }).first()).toBeVisible();

  const integrations = section(page, 'integrations');
  await expect(integrations.locator('[data-live-preview]')).toHaveCount(0);
  await expect(integrations.getByRole('link', { name: 'Open it in your account' })).toHaveAttribute('href', '/integrations');
  await expect(integrations.locator('pre code')).toHaveText(
    `import { IntegrationsPanel } from '@joognoo/integrations';\n\n<IntegrationsPanel apiBase="${baseURL}" />;`,
  );
});

test("one h1; each live widget's headings start at h3, below its section's h2", async ({ page }) => {
  await open(page);
  for (const id of ['blog', 'job-board', 'case-studies']) await expect(preview(page, id).getByRole('heading').first()).toBeVisible();
  // Locators pierce the widgets' open shadow roots: this is the outline a screen reader gets.
  await expect(page.locator('h1')).toHaveCount(1);
  for (const [id, top] of [
    ['contact-form', 'Send Us a Message'],
    ['newsletter', 'Subscribe to our newsletter'],
    ['blog', 'AI Industry Insights'],
    ['job-board', 'Current Openings'],
    ['case-studies', 'Case Studies'],
    ['theme-playground', 'Subscribe to our newsletter'],
  ] as const) {
    await expect(section(page, id).locator('h2').first()).toBeVisible();
    // In reading order: the locator walks one shadow root after another, so a widget in
    // another's slot (the blog's newsletter box) would come first; its position does not.
    const levels = await preview(page, id).locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
      headings
        // A paged job board keeps its later positions in the HTML, hidden (no box, no place).
        .filter((heading) => heading.getClientRects().length > 0)
        .map((heading) => ({ level: Number(heading.tagName.slice(1)), top: heading.getBoundingClientRect().top }))
        .sort((a, b) => a.top - b.top)
        .map((heading) => heading.level),
    );
    expect(levels[0], id).toBe(3);
    expect(Math.min(...levels), id).toBe(3);
    await expect(preview(page, id).getByRole('heading', { level: 3, name: top })).toBeVisible();
  }
});

test('Copy puts the exact snippet on the clipboard and announces "Copied"; the snippet tabs work by keyboard', { tag: '@desktop-only' }, async ({ page, context }) => {
  // Desktop project only: the clipboard is checked once.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  const blog = section(page, 'blog');
  const scriptBlock = blog.locator('figure').filter({ has: page.getByRole('button', { name: /Blog, Script tag$/ }) });
  // The live previews above load after hydration and change the layout: click once they are in.
  await expect(preview(page, 'blog').getByRole('heading', { level: 3 }).first()).toBeVisible();
  // The "Copied" state lasts two seconds; record every state of the block so that a slow
  // poll on a loaded machine cannot miss it (one snapshot must hold all three).
  await scriptBlock.evaluate((figure) => {
    const seen: string[] = [];
    const record = () =>
      seen.push(
        JSON.stringify({
          button: figure.querySelector('button')?.getAttribute('aria-label'),
          visible: figure.querySelector('button')?.textContent,
          announced: figure.querySelector('[role="status"]')?.textContent,
        }),
      );
    new MutationObserver(record).observe(figure, { subtree: true, childList: true, characterData: true, attributes: true });
    (figure as HTMLElement & { copyStates?: string[] }).copyStates = seen;
  });
  await scriptBlock.getByRole('button', { name: 'Copy: Blog, Script tag' }).click();
  await expect
    .poll(() => scriptBlock.evaluate((figure) => (figure as HTMLElement & { copyStates?: string[] }).copyStates ?? []))
    .toContain(JSON.stringify({ button: 'Copied: Blog, Script tag', visible: 'Copied', announced: 'Copied' }));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${LOADER}\n<joognoo-blog nonce="{NONCE}">\n  <joognoo-newsletter slot="newsletter" nonce="{NONCE}"></joognoo-newsletter>\n</joognoo-blog>`,
  );

  await blog.getByRole('tab', { name: 'Script tag' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(blog.getByRole('tab', { name: 'React' })).toBeFocused();
  await expect(blog.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab'); // the tab panel
  await page.keyboard.press('Tab');
  await expect(blog.getByRole('button', { name: 'Copy: Blog, React' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(blog.getByRole('button', { name: 'Copied: Blog, React' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `import { BlogWidget } from '@joognoo/blog';\nimport { NewsletterForm } from '@joognoo/newsletter';\n\n` +
      `<BlogWidget\n  apiBase="${baseURL}"\n  newsletter={<NewsletterForm apiBase="${baseURL}" />}\n/>;`,
  );
});

test('the theme playground sets --joognoo-* variables that reach inside a live widget\'s shadow root, and resets', async ({ page }) => {
  await open(page);
  const subscribe = preview(page, 'newsletter').getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toHaveCSS('background-color', 'rgb(67, 56, 202)');
  const playground = section(page, 'theme-playground');
  await playground.getByLabel('Accent colour').fill('#0f766e');
  await expect(subscribe).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await playground.getByLabel('Corner radius').fill('20');
  const email = preview(page, 'newsletter').getByLabel('Email address');
  await expect(email).toHaveCSS('border-top-left-radius', '20px');
  const css = playground.locator('pre code.language-css');
  await expect(css).toContainText('--joognoo-color-primary: #0f766e;');
  await expect(css).toContainText('--joognoo-radius-md: 20px;');

  await playground.getByRole('button', { name: 'Reset theme' }).click();
  await expect(subscribe).toHaveCSS('background-color', 'rgb(67, 56, 202)');
  await expect(playground.getByRole('group', { name: 'Theme playground' }).getByRole('status')).toHaveText('Theme reset to the defaults');
  await expect(css).not.toContainText('--joognoo-color-primary');
});

test('the playground switches every live preview to another language, right to left for Arabic, and shows the attribute', async ({ page }) => {
  await open(page);
  await expect(preview(page, 'newsletter').getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
  const playground = section(page, 'theme-playground');
  await playground.getByLabel('Language', { exact: true }).selectOption('ar');
  const heading = preview(page, 'newsletter').getByRole('heading', { name: 'اشترك في نشرتنا الإخبارية' });
  await expect(heading).toBeVisible();
  expect(await preview(page, 'newsletter').locator('section').first().getAttribute('dir')).toBe('rtl');
  await expect(playground.locator('pre code.language-html')).toContainText('<joognoo-newsletter locale="ar"></joognoo-newsletter>');
  // And back: every preview follows each change.
  await playground.getByLabel('Language', { exact: true }).selectOption('zh');
  await expect(preview(page, 'newsletter').getByRole('heading', { name: '订阅我们的新闻通讯' })).toBeVisible();
  await playground.getByLabel('Language', { exact: true }).selectOption('en');
  await expect(preview(page, 'newsletter').getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
});

test('the page, widgets included, has no serious or critical axe violations', async ({ page, problems }) => {
  // axe walks every shadow root of six widgets (a long page): slow on a busy machine.
  test.setTimeout(180_000);
  // axe's own inline styles (a test tool injected into the page) are refused by the page's CSP.
  problems.allow(/Content Security Policy.*\(.*axe-core.*axe\.min\.js\)$/);
  await open(page);
  // Every live widget has rendered its content (their shadow roots are checked too).
  await expect(preview(page, 'case-studies').getByRole('heading').first()).toBeVisible();
  await expect(preview(page, 'job-board').getByRole('heading').first()).toBeVisible();
  await expect(preview(page, 'blog').getByRole('heading').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
