import { expect as baseExpect, test, waitForHydration } from './fixtures';
import { PASSWORD, newUser } from './users';

/**
 * The cookie policy's table of the site's own cookies names exactly the
 * cookies the site sets. Every cookie the browser holds after the consent banner and a
 * sign-in is collected and compared with that table.
 */

// No stored choice: the banner shows (GA_MEASUREMENT_ID is configured for the e2e server).
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 120_000 });
// Signing in hashes a password (scrypt): slow on a loaded machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test("the policy's table lists exactly the cookies set across the consent and sign-in flows", async ({ page, context }, testInfo) => {
  testInfo.setTimeout(180_000);
  const email = await newUser(`cookies-${testInfo.project.name}`);
  // No internet here: gtag.js is answered locally (it sets no cookie).
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stub */' }),
  );
  const seen = new Set<string>();
  const collect = async () => {
    for (const cookie of await context.cookies()) seen.add(cookie.name);
  };

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await collect();

  await page.goto('/sign-in');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Integrations' })).toBeVisible();
  await collect();

  await page.goto('/cookie-policy');
  const table = page.getByRole('table', { name: 'Cookies this website sets' });
  const names = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('th, td')?.textContent?.trim() ?? ''));
  expect(names.sort()).toEqual([...seen].sort());
  expect(names.sort()).toEqual(['joognoo_auth', 'joognoo_consent']);
});
