import { notFound } from '../app/content/not-found';
import { expect, test, waitForHydration } from './fixtures';

test('an unknown path answers 404 with a helpful page', async ({ page, problems }) => {
  problems.allow(/response 404: .*\/this\/page\/does-not-exist$/);
  problems.allow(/console\.error: Failed to load resource: .*404.*\/this\/page\/does-not-exist\)$/);

  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
  await waitForHydration(page);
  const main = page.getByRole('main');
  for (const href of ['/', '/contact', '/blog']) {
    await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await main.locator('a[href="/contact"]').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(/Contact Us/);
});

test('an unknown product answers 404', async ({ request }) => {
  const response = await request.get('/products/not-a-product');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<title>404 Page Not Found</title>');
});
