import type { Page } from '@playwright/test';
import { seriousViolations } from '@joognoo/e2e-kit';
import type { Product } from '@joognoo/schemas';
import { expect, LOOKS_THE_SAME, test, waitForHydration } from './fixtures';

const SLUGS = ['joognoo-green', 'joognoo-ai', 'joognoo-hire'];

async function readProduct(request: import('@playwright/test').APIRequestContext, slug: string): Promise<Product> {
  const response = await request.get(`/api/products/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

function listAfter(page: Page, heading: string) {
  return page.getByRole('heading', { level: 2, name: heading, exact: true }).locator('xpath=following::ul[1]/li');
}

for (const slug of SLUGS) {
  test(`/products/${slug} renders every section`, async ({ page, request }) => {
    const product = await readProduct(request, slug);
    const response = await page.goto(`/products/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${product.name} | ${product.category}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${product.name} | ${product.category}`);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(main).toContainText(product.tagline);
    await expect(main).toContainText(product.description);
    await expect(main.locator('img').first()).toHaveAttribute('src', `/images/products/${product.icon}.svg`);

    await expect(listAfter(page, 'Key Features')).toHaveText(product.keyFeatures);
    await expect(listAfter(page, 'Business Benefits')).toHaveText(product.benefits);
    await expect(listAfter(page, 'Target Users')).toHaveText(product.targetUsers);
    await expect(listAfter(page, 'Target Industries')).toHaveText(product.targetIndustries);
    await expect(page.getByRole('region', { name: 'Company Size' })).toContainText(product.companySize);

    const closing = page.getByRole('region', { name: 'Ready to Get Started' });
    await expect(closing).toBeVisible();
    for (const scope of [main.locator('section').first(), closing]) {
      await expect(scope.getByRole('link', { name: 'Get Free Pilot' })).toHaveAttribute('href', '/contact');
      await expect(scope.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    }
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Key Features', 'Business Benefits', 'Target Users', 'Target Industries', 'Company Size', 'Ready to Get Started']);
  });
}

test('Get Free Pilot and Contact Sales send their Product events with the name and go to /contact', async ({ page }) => {
  await page.goto('/products/joognoo-ai');
  await waitForHydration(page);
  const events = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter(
        (entry) => typeof entry === 'object' && entry !== null && (entry as { event_category?: string }).event_category === 'Product',
      ),
    );
  await page.getByRole('main').getByRole('link', { name: 'Get Free Pilot' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await events()).toEqual([{ event: 'demo_request', event_category: 'Product', event_label: 'Joognoo.ai' }]);
  await page.goBack();
  await expect(page).toHaveURL(/\/products\/joognoo-ai$/);
  await page.getByRole('region', { name: 'Ready to Get Started' }).getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await events()).toContainEqual({ event: 'contact_sales', event_category: 'Product', event_label: 'Joognoo.ai' });
});

test('a client navigation to another product shows the loading spinner, then the product', async ({ page }) => {
  await page.goto('/products/joognoo-green');
  await waitForHydration(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/products/joognoo-hire.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Joognoo.Hire' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading product...' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/products\/joognoo-hire$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Joognoo.Hire');
  await expect(page.getByRole('status').filter({ hasText: 'Loading product...' })).toHaveCount(0);
});

test.describe('unknown product', () => {
  test.beforeEach(({ problems }) => {
    problems.allow(/response 404: .*\/products\/not-a-product$/);
    problems.allow(/console\.error: Failed to load resource: .*404.*\/products\/not-a-product\)$/);
  });

  test('answers 404 with the Product Not Found view; Go Back returns to the page the visitor came from', async ({ page }) => {
    await page.goto('/products/joognoo-green');
    await waitForHydration(page);
    // A plain link (not the router's): a full document request, as from a stale bookmark or e-mail.
    const arrival = page.waitForResponse((response) => response.url().endsWith('/products/not-a-product'));
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/products/not-a-product';
      link.textContent = 'stale link';
      document.body.append(link);
      link.click();
    });
    expect((await arrival).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/products\/joognoo-green$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Joognoo.Green');
  });

  test('opened directly (no page of ours to go back to), Go Back leads home', async ({ page }) => {
    const response = await page.goto('/products/not-a-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enterprise AI that delivers measurable results');
  });
});

test('a product page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/products/joognoo-green');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a product page above the fold looks as its baseline', async ({ page }) => {
  await page.goto('/products/joognoo-ai');
  await waitForHydration(page);
  await expect(page).toHaveScreenshot('product.png', LOOKS_THE_SAME);
});
