import { expect, test, waitForHydration } from './fixtures';
import { seriousViolations } from '@joognoo/e2e-kit';

test('home has no serious or critical axe violations (consent banner shown)', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the 404 page has no serious or critical axe violations', async ({ page, problems }) => {
  problems.allow(/\/no-such-page\)?$/);
  await page.goto('/no-such-page');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open menu and drawer have no serious or critical axe violations', async ({ page, isMobile }) => {
  await page.goto('/');
  await waitForHydration(page);
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Products' }).click();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('the newsletter link pages have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(90_000); // four pages, each hydrated and scanned
  const token = 'A'.repeat(43);
  for (const [path, heading] of [
    [`/newsletter/confirm?token=${token}`, 'Confirm your subscription'],
    ['/newsletter/confirm', 'This link has expired or was already used'],
    [`/newsletter/unsubscribe?token=${token}`, 'Unsubscribe from the newsletter'],
    ['/newsletter/unsubscribe', 'This unsubscribe link is not valid'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
