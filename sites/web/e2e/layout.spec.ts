import { LIMITS } from '@joognoo/schemas';
import { footerColumns, headerCta, headerLinks, headerMenus, socialLinks } from '../app/content/navigation';
import { expect, isMobile, test, waitForHydration } from './fixtures';
import { pageCopy } from '../app/content/page-copy';

const internalLinks = [
  ...headerMenus.flatMap((menu) => menu.items.map((item) => item.href)),
  ...headerLinks.map((link) => link.href),
  headerCta.href,
  ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
];

test('every header and footer link lands on a real page, not the 404', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!),
  );
  // The rendered links are exactly the configured ones (plus the logo's home link).
  expect(new Set(hrefs)).toEqual(new Set(['/', ...internalLinks]));
  for (const href of new Set(hrefs)) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).not.toContain('<title>404 Page Not Found</title>');
  }
});

test('footer: products, use cases, company and legal links, social links, copyright, credit', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/products/joognoo-green', '/products/joognoo-ai', '/products/joognoo-hire',
    '/use-cases/green', '/use-cases/ai', '/use-cases/hire',
    '/about', '/careers', '/blog', '/contact', '/case-studies',
    '/privacy-policy', '/terms-of-service', '/cookie-policy',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`), href).toHaveCount(1);
  }
  for (const social of socialLinks) {
    const link = footer.getByRole('link', { name: social.label });
    await expect(link).toHaveAttribute('href', social.href);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Joognoo. All rights reserved.`);
  await expect(footer).toContainText('Product by');
});

test('the header turns translucent once scrolled past 10 px', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate((y) => window.scrollTo(0, y), LIMITS.headerScrolledAfterPx);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect
    .poll(() => header.evaluate((element) => getComputedStyle(element).backdropFilter))
    .toContain('blur');
  await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the skip link is the first stop and moves focus to the main content', { tag: '@desktop-only' }, async ({ page }) => {
  // Desktop project only: keyboard navigation.
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test.describe('desktop menus', { tag: '@desktop-only' }, () => {
  // Desktop project only: menus are in the drawer below 1024 px.

  test('Products opens with a click, closes on Escape and on an outside click', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Products' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: ArrowDown opens on the first item, arrows move, Enter follows and closes', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Use Cases' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const links = panel.getByRole('link');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/use-cases\/hire$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('mobile drawer', { tag: '@mobile-only' }, () => {
  // Mobile project only: the drawer replaces the menus below 1024 px.

  test('opens as a dialog with every item and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Products' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const href of [...headerMenus.flatMap((menu) => menu.items.map((item) => item.href)), ...headerLinks.map((link) => link.href)]) {
      await expect(drawer.locator(`a[href="${href}"]`).first(), href).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: headerCta.label })).toBeVisible();
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.about.heading);
  });

  test('closes with its close button', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('scrolling on navigation', () => {
  const anchorTop = (page: import('@playwright/test').Page, id: string) =>
    page.evaluate(
      // NaN while the new route is not rendered yet, so expect.poll keeps polling.
      (target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN),
      id,
    );

  test('/#products on first load lands the section 80 px below the top', async ({ page }) => {
    await page.goto('/#products');
    await waitForHydration(page);
    await expect.poll(() => anchorTop(page, 'products')).toBe(LIMITS.anchorScrollOffsetPx);
  });

  test('Explore Solutions scrolls smoothly to #products with the 80 px offset', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Explore Solutions' }).click();
    await expect(page).toHaveURL(/\/#products$/);
    await expect.poll(() => anchorTop(page, 'products'), { timeout: 5_000 }).toBe(LIMITS.anchorScrollOffsetPx);
  });

  test('arriving at /#products from another route honours the offset (reduced motion: instant)', async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await waitForHydration(page);
    if (isMobile(testInfo.project.name)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'All products' }).click();
    } else {
      await page.getByRole('button', { name: 'Products' }).click();
      await page.getByRole('link', { name: /All products/ }).click();
    }
    await expect(page).toHaveURL(/\/#products$/);
    await expect.poll(() => anchorTop(page, 'products')).toBe(LIMITS.anchorScrollOffsetPx);
  });

  test('any other route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
