import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Perceived speed: a client-side navigation whose route data is slow shows
 * the target's loading state after a short delay, and a failed data request
 * for the case studies shows the spec's toast instead of an error page.
 */

/** Holds every route-data request (`*.data`) matching `pattern` until `release()`. */
async function holdData(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a slow article shows Loading article..., then the article', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const release = await holdData(page, '**/blog/*.data*');
  const card = page.getByRole('link', { name: /^Read (Article|More)/ }).first();
  await card.click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('AI Industry Insights');
});

test('slow careers show the 4 skeleton cards, then the openings', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const release = await holdData(page, '**/careers.data*');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByTestId('job-skeleton')).toHaveCount(4);
  await expect(page.getByTestId('job-skeleton').first()).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByTestId('job-skeleton')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
});

test('a fast navigation shows no loading state in between', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  // The route data answered at once (taken beforehand), whatever the machine's load.
  const data = await page.request.get('/careers.data');
  const body = await data.body();
  const contentType = data.headers()['content-type'] ?? 'text/x-script';
  await page.route('**/careers.data*', (route) => route.fulfill({ status: 200, contentType, body }));
  // A first visit loads the careers route's code (on a loaded CI machine that alone can pass
  // the 300 ms); back on /about, the measured navigation needs neither code nor a server.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  const seen: string[] = [];
  await page.exposeFunction('__sawSkeleton', () => seen.push('skeleton'));
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="job-skeleton"]')) (window as unknown as { __sawSkeleton: () => void }).__sawSkeleton();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  expect(seen).toEqual([]);
});

test('a failed case-studies data request toasts the spec message instead of an error page', async ({ page, problems }) => {
  problems.allow(/case-studies\.data/);
  problems.allow(/response 500: .*\/api\/case-studies/);
  problems.allow(/status of 500/);
  await page.goto('/about');
  await waitForHydration(page);
  await page.route('**/case-studies.data*', (route) => route.abort('failed'));
  // The widget then loads the lists itself (as on a partner page): the API fails too here.
  await page.route(/\/api\/case-studies(\/featured)?$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  const toast = page.locator('[data-toast-viewport] li').first();
  await expect(toast).toContainText('Failed to load');
  await expect(page.locator('[data-toast-viewport]')).toContainText(/Failed to load (featured )?case studies\. Please try again later\./);
  await expect(page.getByText('No case studies found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Something went wrong|unexpected/i);
});
