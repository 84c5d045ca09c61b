import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { SUCCESS, contactRows, uniqueEmail } from './leads';
import { detailRouteExpectations, staticRouteExpectations } from './routes';

/**
 * The pages satisfy their strict Content-Security-Policy (scripts and styles by hash, no
 * nonce, no inline style attributes): no `securitypolicyviolation` event and no report to
 * /api/csp-report on any route or in the interactive flows, and the styles reach the page,
 * the ones styled-components inserts at runtime (menus, dialogs, toasts) included.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Records every CSP violation of every document the page loads (the listener is installed
 * before any of the page's scripts run), and every report the browser sends.
 */
async function watchCsp(page: Page): Promise<{ reports: string[] }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/csp-report') reports.push(request.postData() ?? '');
  });
  return { reports };
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(() => window.__cspViolations), `CSP violations on ${where}`).toEqual([]);
}

/** The page has its styled-components styles (the server's style tag reached the page). */
async function expectStyled(page: Page): Promise<void> {
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { margin: style.margin, fontFamily: style.fontFamily };
  });
  // Unstyled, the body would have the browser's 8 px margin and its default serif font.
  expect(body.margin).toBe('0px');
  expect(body.fontFamily).toMatch(/^-apple-system, BlinkMacSystemFont/);
}

/** Visits a route, lets it hydrate and checks it is styled and broke no rule. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toMatch(/script-src (?:'sha256-[^']+' )+'strict-dynamic'/);
  await waitForHydration(page);
  await expectStyled(page);
  await expectNoViolations(page, path);
}

for (const route of staticRouteExpectations) {
  test(`${route.path} loads, hydrates and is styled without a CSP violation`, async ({ page }) => {
    const csp = await watchCsp(page);
    await visit(page, route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    expect(csp.reports).toEqual([]);
  });
}

test('the detail routes and the 404 page load without a CSP violation', async ({ page, request, problems }) => {
  test.setTimeout(60_000);
  problems.allow(/response 404: .*\/no-such-page$/);
  problems.allow(/console\.error: Failed to load resource: .*404.*\/no-such-page\)$/);
  const csp = await watchCsp(page);
  for (const route of await detailRouteExpectations(request)) {
    await visit(page, route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  }
  await visit(page, '/no-such-page');
  expect(csp.reports).toEqual([]);
});

test('client-side navigation and the desktop Products menu stay within the policy', { tag: '@desktop-only' }, async ({ page }) => {
  // Desktop project only: the menus are in the drawer on phones (next test).
  const csp = await watchCsp(page);
  await visit(page, '/');
  const products = page.getByRole('button', { name: 'Products' });
  await products.click();
  const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link')).toHaveCount(4);
  // The panel's styles were inserted by the styled-components runtime: positioned, not in the flow.
  expect(await panel.evaluate((element) => getComputedStyle(element).position)).toMatch(/^(absolute|fixed)$/);
  await panel.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expectStyled(page);
  await expectNoViolations(page, 'the client-side navigations');
  expect(csp.reports).toEqual([]);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation drawer opens styled and closes without a CSP violation', async ({ page }) => {
    const csp = await watchCsp(page);
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expectNoViolations(page, 'the drawer');
    expect(csp.reports).toEqual([]);
  });
});

test('the contact form validates, submits and toasts without a CSP violation', async ({ page }) => {
  const csp = await watchCsp(page);
  await visit(page, '/contact');
  const form = page.locator('form[data-variant="contact"]');
  await form.scrollIntoViewIfNeeded();
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert').first()).toBeVisible();

  const email = uniqueEmail('csp');
  await form.getByLabel(/^First Name/).fill('Ada');
  await form.getByLabel(/^Last Name/).fill('Lovelace');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Company/).fill('Analytical Engines');
  await form.getByRole('combobox', { name: 'Area of Interest' }).click();
  await form.getByRole('option', { name: 'Enterprise Solutions', exact: true }).click();
  await form.getByLabel(/^Message/).fill('Please call me about a pilot next week.');
  await form.getByRole('checkbox').check();
  await form.locator('button[type="submit"]').click();
  const toast = page.locator('[data-toast-viewport] li').first();
  await expect(toast).toContainText(SUCCESS.contact[0]);
  // The toast exists only after the submit: its styles came from the runtime (CSSOM rules in its empty, hashed tag).
  expect(await toast.evaluate((element) => getComputedStyle(element).display)).not.toBe('inline');
  expect(await contactRows(email)).toHaveLength(1);
  await expectNoViolations(page, 'the contact form');
  expect(csp.reports).toEqual([]);
});

test('widgets: the blog category filter and the case-study selects toggle without a CSP violation', async ({ page }) => {
  const csp = await watchCsp(page);
  await visit(page, '/blog');
  const badge = page.getByRole('button', { name: 'AI Governance', exact: true });
  await badge.click();
  await expect(badge).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'AI Governance Articles' })).toBeVisible();
  await badge.click();
  await expect(badge).toHaveAttribute('aria-pressed', 'false');
  await expectNoViolations(page, '/blog after filtering');

  await visit(page, '/case-studies');
  await page.getByRole('combobox', { name: 'Product' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  expect(await listbox.evaluate((element) => getComputedStyle(element).position)).toMatch(/^(absolute|fixed)$/);
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expectNoViolations(page, '/case-studies after opening a select');
  expect(csp.reports).toEqual([]);
});

test.describe('with analytics consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('gtag.js loads and Google Analytics hits and pixels go out within the policy', async ({ page }) => {
    // No internet here: answer Google locally. The policy is still enforced on these URLs.
    const hits: string[] = [];
    await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        // What gtag.js does once loaded: a beacon to the collection host and a pixel.
        body: `navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&tid=G-E2ETEST123&en=page_view');
               new Image().src = 'https://www.googletagmanager.com/td?id=G-E2ETEST123';`,
      }),
    );
    await page.route(/^https:\/\/([a-z0-9-]+\.)*(google-analytics|googletagmanager)\.com\/(g\/collect|td)\b/, (route) => {
      hits.push(new URL(route.request().url()).hostname);
      return route.fulfill({ status: 204 });
    });
    const csp = await watchCsp(page);
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await expect.poll(() => [...hits].sort()).toEqual(['region1.google-analytics.com', 'www.googletagmanager.com']);
    expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
    await expectNoViolations(page, '/about with Google Analytics');
    expect(csp.reports).toEqual([]);
  });
});
