/**
 * The back office's content area: a marketer writes a post in Markdown, previews
 * it, publishes it, and within a second it is on /blog (the blog widget, server-rendered) and
 * in the sitemap; closing a job makes its page say so; the editor is axe-clean. Desktop only:
 * the flows are the same on a phone, and the suite is long already.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from '@joognoo/e2e-kit';
import { signInTo } from './admin';
import { expect as baseExpect, test, waitForHydration } from './fixtures';
import { createUser, PASSWORD } from './users';

const expect = baseExpect.configure({ timeout: 10_000 });

let email: string;

test.beforeAll(async ({}, testInfo) => {
  email = await createUser(testInfo.project.name, 'marketer');
});

const field = (page: Page, name: string) => page.locator(`form#content-editor [name="${name}"]`);

test('a marketer writes a post in Markdown, previews and publishes it: on /blog and in the sitemap at once', async ({ page, request, problems }) => {
  problems.allow(/status of 401/);
  problems.allow(/response 401: .*\/api\/auth/);
  await signInTo(page, email, '/admin/content/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  const title = `Markdown from the back office ${Date.now()}`;
  await field(page, 'title').fill(title);
  await field(page, 'excerpt').fill('Written by a marketer, no developer needed.');
  await field(page, 'markdown').fill('## What changed\n\nMarketers now publish **on their own**.\n\n<script>window.hacked = true</script>\n\n- one\n- two');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview (not saved)' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'on their own' })).toBeVisible();
  expect(await preview.locator('script').count()).toBe(0);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/posts\/\d+\?done=published$/);
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  const editor = new URL(page.url()).pathname;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  // At once (the first request after the publish, no waiting or retrying; a timed assertion
  // would measure the machine's load): the blog page (the BlogList widget, server-rendered), the sitemap.
  const blog = await (await request.get('/blog')).text();
  expect(blog).toContain(`href="/blog/${slug}"`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'on their own' })).toBeVisible();

  // A changed slug keeps the old address as a permanent redirect. Back to the editor by its
  // address: history back across the two apps is the browser's, not what this test is about.
  await page.goto(editor);
  await waitForHydration(page);
  await field(page, 'slug').fill(`${slug}-moved`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\?done=saved$/);
  const moved = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/blog/${slug}-moved`);
});

test('closing a job makes its page say the position is closed, and it leaves the sitemap', async ({ page, request, problems }) => {
  problems.allow(/status of 401/);
  problems.allow(/response 401: .*\/api\/auth/);
  await signInTo(page, email, '/admin/content/jobs/new');
  const title = `E2E Closing Role ${Date.now()}`;
  await field(page, 'title').fill(title);
  await field(page, 'department').fill('Marketing');
  await field(page, 'type').fill('Full-time');
  await field(page, 'locationCity').fill('Berlin');
  await field(page, 'locationCountry').fill('Germany');
  await field(page, 'overview').fill('A role that closes during the test.');
  await field(page, 'responsibilities').fill('Write\nEdit');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/jobs\/\d+\?done=published$/);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/careers/${slug}</loc>`);

  // A renamed job's old page answers 301 to the new one.
  await field(page, 'slug').fill(`${slug}-renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\?done=saved$/);
  const moved = await request.get(`/careers/${slug}`, { maxRedirects: 0 });
  expect([moved.status(), moved.headers()['location']]).toEqual([301, `/careers/${slug}-renamed`]);

  await page.getByRole('button', { name: 'Close job' }).click();
  await expect(page).toHaveURL(/\?done=closed$/);
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();

  await page.goto(`/careers/${slug}-renamed`);
  // The page's banner above the details (the application section says it too, where the form would be).
  await expect(page.getByRole('status').filter({ hasText: 'This position is closed' })).toBeVisible();
  await expect(page.locator('#apply')).toContainText('This position is closed and no longer accepts applications.');
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('"validThrough"');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/careers/${slug}`);
});

test('the editor and the list have no serious or critical axe violations', async ({ page, problems }) => {
  problems.allow(/status of 401/);
  problems.allow(/response 401: .*\/api\/auth/);
  await signInTo(page, email, '/admin/content/posts/new');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/content/posts');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A seeded post (HTML, no Markdown source) opens in the editor, and its saved version previews with the public widget.
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit: / })).toBeVisible();
  await page.getByRole('link', { name: 'Preview the saved version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Preview: / })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('article, main').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const kind of ['jobs', 'case-studies']) {
    await page.goto(`/admin/content/${kind}`);
    await waitForHydration(page);
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Edit: / })).toBeVisible();
    // The client-side navigation's own requests end before the next page is asked for.
    await page.waitForLoadState('networkidle');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a case study is saved as a draft, scheduled (UTC) and rolled back with plain form posts', async ({ page, request, problems }) => {
    // Chromium without JavaScript refuses the pages' module scripts and preloads ("csp").
    problems.allow(/^requestfailed: GET .*\/assets\/.*\.js csp$/);
    problems.allow(/status of 404 .*\/api\/case-studies\//);
    await page.goto(`/admin/sign-in?redirectTo=${encodeURIComponent('/admin/content/case-studies/new')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/case-studies\/new$/);

    const title = `No-JS Case ${Date.now()}`;
    await field(page, 'title').fill(title);
    await field(page, 'company').fill('Acme');
    await field(page, 'industry').fill('Retail');
    await field(page, 'excerpt').fill('Acme without scripts.');
    await field(page, 'challengeMarkdown').fill('Idle **machines**.');
    await field(page, 'solutionMarkdown').fill('Joognoo Green.');
    await field(page, 'impactMarkdown').fill('A third saved.');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview (not saved)' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'machines' })).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/case-studies\/\d+\?done=saved$/);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    // A time in the past is refused with a clear message; a future one schedules.
    await field(page, 'at').fill('2020-01-01T10:00');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a time in the future' })).toBeVisible();
    await field(page, 'at').fill('2099-06-01T09:30');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\?done=scheduled$/);
    await expect(page.getByText('Goes public 2099-06-01 09:30 UTC')).toBeVisible();
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect((await request.get(`/api/case-studies/${slug}`)).status()).toBe(404);

    // Roll back to the first version (the draft).
    await page.getByRole('button', { name: /^Roll back to version/ }).last().click();
    await expect(page).toHaveURL(/\?done=rolled-back$/);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  });
});
