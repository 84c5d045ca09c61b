/**
 * The staff's own sign-in page: a signed-out visit to a back-office page goes to
 * /admin/sign-in and back; a refused password says what the customers' page says; the old
 * addresses of the signed-out account pages redirect into the back office.
 */
import { signInTo } from './admin';
import { expect, test, waitForHydration } from './fixtures';
import { createUser } from './users';

test('a signed-out visit goes to /admin/sign-in with redirectTo, and back after signing in', async ({ page }, testInfo) => {
  const sales = await createUser(testInfo.project.name, 'sales');
  await page.goto('/admin/leads?status=new');
  await expect(page).toHaveURL(`/admin/sign-in?redirectTo=${encodeURIComponent('/admin/leads?status=new')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await signInTo(page, sales, '/admin/leads?status=new');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
});

test('a wrong password is refused with the sign-in message', async ({ page, problems }, testInfo) => {
  problems.allow(/\b401\b/);
  const sales = await createUser(testInfo.project.name, 'sales');
  await page.goto('/admin/sign-in');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(sales);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test('the old addresses of the account pages redirect to the back office, a post as a post', async ({ page, request, problems }) => {
  problems.allow(/status of 404/);
  for (const path of ['/forgot-password', '/invitation/abc', '/reset-password/abc?x=1']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers().location, path).toBe(`/admin${path}`);
  }
  const post = await request.post('/forgot-password', { form: { email: 'nobody@example.com' }, maxRedirects: 0 });
  expect(post.status()).toBe(308);
  expect(post.headers().location).toBe('/admin/forgot-password');
  // A link from an e-mail sent before lands on its page.
  await page.goto('/forgot-password');
  await expect(page).toHaveURL('/admin/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
});
