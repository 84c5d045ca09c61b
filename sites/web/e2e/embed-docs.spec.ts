/**
 * Docs that work: the allow-listing section of /developers/widgets,
 * its Content-Security-Policy (a page served with exactly that policy and the page's own
 * snippet runs the widget with no violation), and /developers/widgets/changelog.
 */
import { readFileSync } from 'node:fs';
import { parseEmbedChangelog } from '@joognoo/embed/changelog';
import { embedContentSecurityPolicy } from '@joognoo/embed/csp';
import { documentedPolicy } from '@joognoo/embed/embedding';
import { baseURL } from '../playwright.config';
import { pageCopy } from '../app/content/page-copy';
import { pageTitle } from '@joognoo/site-kit/seo';
import { expect, test, waitForHydration } from './fixtures';
import { servePartnerPage } from './partner-page';
import { seriousViolations } from '@joognoo/e2e-kit';

const embedPackage = (file: string) => readFileSync(new URL(`../../embed/${file}`, import.meta.url), 'utf8');
const RELEASE = (JSON.parse(embedPackage('package.json')) as { version: string }).version;

test.describe('/developers/widgets#allow-listing', () => {
  test('the contents link leads to the allow-listing step: EMBED_ORIGINS, partner:create, partner="<id>" and the message of an unregistered page', async ({ page }) => {
    await page.goto('/developers/widgets');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Allow-listing' }).click();
    await expect(page).toHaveURL(/#allow-listing$/);
    const section = page.getByRole('region', { name: 'Allow-listing: register the site first' });
    await expect(section).toHaveAttribute('id', 'allow-listing');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('listitem').nth(0)).toHaveText(
      "Our company's own sites: add the origin to EMBED_ORIGINS (comma-separated) in the API's configuration.",
    );
    await expect(section.locator('pre code').first()).toHaveText(
      'pnpm --filter @joognoo/api partner:create --id <slug> --name <name> --origin <https://...>',
    );
    await expect(section.locator('pre code').nth(1)).toHaveText('<joognoo-contact-form partner="<id>"></joognoo-contact-form>');
    await expect(section.getByRole('note')).toHaveText('This form is not enabled on this site yet.');
    await expect(section).toContainText('logs one console.error naming the page\'s origin');
    await expect(section).toContainText('origin_not_registered');
  });

  test('the CSP section shows the documented policy on SITE_URL with strict-dynamic, and a snippet with embed.css inline and the nonce', async ({ page }) => {
    await page.goto('/developers/widgets#content-security-policy');
    const section = page.getByRole('region', { name: 'Content Security Policy' });
    await expect(section.locator('code.language-http')).toHaveText(documentedPolicy(baseURL));
    const snippet = section.locator('pre code').filter({ hasText: '<script' });
    await expect(snippet).toHaveText(
      [
        `<style nonce="{NONCE}">${embedPackage('src/embed.css').trim()}</style>`,
        `<script type="module" nonce="{NONCE}" src="${baseURL}/embed/v1/loader.js"></script>`,
        '<joognoo-newsletter nonce="{NONCE}"></joognoo-newsletter>',
      ].join('\n'),
    );
    await expect(page.locator('main')).not.toContainText('localhost:3000');
  });

  test('a partner page served with exactly the documented policy runs the docs snippet: the widget renders, no CSP violation', async ({ page }) => {
    await page.goto('/developers/widgets#content-security-policy');
    const snippet = (await page.getByRole('region', { name: 'Content Security Policy' }).locator('pre code').filter({ hasText: '<script' }).textContent())!;
    const nonce = 'e2eNonce0123456789abcdef';
    const policy = embedContentSecurityPolicy({ nonce, widgetHost: baseURL });
    // The header is the page's policy as documented (one line), with its own nonce.
    expect(policy.split('; ').map((d) => `  ${d};`).join('\n')).toBe(documentedPolicy(baseURL).split('\n').slice(1).join('\n').replaceAll('{NONCE}', nonce));
    const partner = await servePartnerPage(
      `<!doctype html><html lang="en"><head><title>Partner</title></head><body><main>\n${snippet.replaceAll('{NONCE}', nonce)}\n</main></body></html>`,
      { 'Content-Security-Policy': policy },
    );
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(partner.url);
    const widget = page.locator('joognoo-newsletter');
    await expect(widget.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    // Its styles applied (a styled, not a default, button), so style-src let them in.
    await expect(widget.getByRole('button', { name: 'Subscribe' })).not.toHaveCSS('background-color', 'rgb(239, 239, 239)');
    expect(violations).toEqual([]);
    await partner.close();
  });
});

test.describe('/developers/widgets/changelog', () => {
  const releases = parseEmbedChangelog(embedPackage('CHANGELOG.md'));

  test('is linked from Versions and support, and lists every release of CHANGELOG.md with its changes, newest first', async ({ page, request }) => {
    await page.goto('/developers/widgets#versions');
    await waitForHydration(page);
    const versions = page.getByRole('region', { name: 'Versions and support' });
    await expect(versions).toContainText(`/embed/${RELEASE}/embed-manifest.json`);
    // The pin snippet: the served release's loader with the integrity of its manifest.
    const manifest = (await (await request.get(`/embed/${RELEASE}/embed-manifest.json`)).json()) as { integrity: Record<string, string> };
    await expect(versions.locator('pre code')).toHaveText(
      `<script type="module" nonce="{NONCE}" src="${baseURL}/embed/${RELEASE}/loader.js"\n        integrity="${manifest.integrity['loader.js']}"\n        crossorigin="anonymous"></script>`,
    );
    await expect(versions).toContainText('for at least 12 months');
    await versions.getByRole('link', { name: 'Embed changelog: every release and what it changed' }).click();
    await expect(page).toHaveURL('/developers/widgets/changelog');
    const copy = pageCopy.developersWidgetsChangelog;
    await expect(page).toHaveTitle(pageTitle(copy.title));
    await expect(page.locator('main h1')).toHaveText(copy.heading);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/developers/widgets/changelog`);

    await expect(page.locator('main article h3')).toHaveText(['Next release', ...releases.map((r) => r.version)]);
    const current = page.getByRole('article', { name: RELEASE });
    await expect(current).toContainText('Served at /embed/v1/');
    await expect(current).toContainText(`/embed/${RELEASE}/loader.js`);
    await expect(current.locator('time')).toHaveAttribute('datetime', releases[0]!.date!);
    await expect(current.getByRole('listitem').filter({ hasText: 'First public release on npm' })).toContainText('@joognoo/widget-kit (minor)');
    expect(releases[0]!.changes.length).toBeGreaterThan(0);
    await expect(current.locator('ul > li')).toHaveCount(releases[0]!.changes.length);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('works without JavaScript (server-rendered) and is in the sitemap', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/developers/widgets/changelog`);
    await expect(page.getByRole('article', { name: RELEASE })).toBeVisible();
    await context.close();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/developers/widgets/changelog</loc>`);
  });
});
