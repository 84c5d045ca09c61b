import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const GOOGLE_HOST = /(^|\.)(google|googletagmanager|google-analytics|doubleclick)\.[a-z.]+$/;

// These tests start without a stored choice, so the banner shows.
test.use({ storageState: { cookies: [], origins: [] } });

function recordGoogleRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (GOOGLE_HOST.test(new URL(request.url()).hostname)) requests.push(request);
  });
  return requests;
}

function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry): entry is { event: string; page_path: string } => (entry as { event?: string }).event === 'page_view')
      .map((entry) => entry.page_path),
  );
}

test('page views reach window.dataLayer on every navigation; nothing goes to Google without consent', async ({ page }) => {
  const google = recordGoogleRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect.poll(() => pageViews(page)).toEqual(['/']);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/careers']);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/careers', '/blog']);
  expect(google).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});

test('Decline stores the choice for 6 months, hides the banner for good and loads nothing', async ({ page, context }) => {
  const google = recordGoogleRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'joognoo_consent');
  expect(cookie?.value).toBe('denied');
  const sixMonths = 182 * 24 * 60 * 60;
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sixMonths - 60);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(google).toEqual([]);
});

test('Accept loads GA4 with the configured id and sends page views to it', async ({ page, context }) => {
  // No internet here: answer gtag.js locally and observe the request.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stub */' }),
  );
  await page.goto('/about');
  await waitForHydration(page);
  const gtagRequest = page.waitForRequest(/googletagmanager\.com\/gtag\/js\?id=G-E2ETEST123/);
  await page.getByRole('button', { name: 'Accept analytics' }).click();
  await gtagRequest;
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect((await context.cookies()).find((entry) => entry.name === 'joognoo_consent')?.value).toBe('granted');
  const gtagCalls = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry !== null && '0' in entry)
        .map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2).map(String).join(' ')),
    );
  await expect.poll(gtagCalls).toEqual(expect.arrayContaining(['config G-E2ETEST123', 'event page_view']));

  // A returning visitor with consent gets GA on load.
  const secondLoad = page.waitForRequest(/googletagmanager\.com\/gtag\/js/);
  await page.goto('/');
  await secondLoad;
});
