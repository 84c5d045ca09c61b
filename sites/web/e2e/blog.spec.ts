import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '@joognoo/e2e-kit';
import { expect, test, waitForHydration } from './fixtures';

interface Category {
  id: number;
  name: string;
  slug: string;
}
interface Post {
  slug: string;
  title: string;
  categoryId: number | null;
  tags: string[];
  author: { username: string };
}

async function categories(request: APIRequestContext): Promise<Category[]> {
  return (await (await request.get('/api/blog/categories')).json()) as Category[];
}

const badges = (page: Page) => page.getByRole('group', { name: 'Filter articles by category' });
const ARTICLE = 'building-an-ai-model-inventory';

test.describe('/blog', () => {
  test('server-renders Featured and Recent Articles (no loading state in the HTML)', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    expect(html).toContain('>Featured Articles</h2>');
    expect(html).toContain('>Recent Articles</h2>');
    expect(html).not.toContain('Loading blog content...');
    expect(html).toContain(`href="/blog/${ARTICLE}"`);
  });

  test('a category badge filters and updates the URL without a reload; clicking it again clears', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Articles' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const badge = badges(page).getByRole('button', { name: 'AI Governance', exact: true });
    await badge.click();
    await expect(page).toHaveURL(/\/blog\?category=ai-governance$/);
    await expect(page.getByRole('heading', { name: 'AI Governance Articles' })).toBeVisible();
    await expect(badge).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Why Every Enterprise Needs an AI Model Inventory/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Scope 3 Emissions/ })).toHaveCount(0);

    await badge.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(badge).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('?category= with a slug is server-rendered filtered; View All Categories clears it', async ({ page }) => {
    const response = await page.goto('/blog?category=sustainability-esg');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toMatch(/>Sustainability &amp; ESG(<!-- -->)? Articles</);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Sustainability & ESG Articles' })).toBeVisible();
    await expect(badges(page).getByRole('button', { name: 'Sustainability & ESG' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'View All Categories' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'Recent Articles' })).toBeVisible();
  });

  test('?category= with a numeric id selects that category', async ({ page, request }) => {
    const talent = (await categories(request)).find((c) => c.slug === 'talent-recruitment')!;
    await page.goto(`/blog?category=${talent.id}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: `${talent.name} Articles` })).toBeVisible();
    await expect(badges(page).getByRole('button', { name: talent.name })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /Skills-Based Hiring/ }).first()).toBeVisible();
  });

  test('an unknown category slug selects none', async ({ page }) => {
    await page.goto('/blog?category=no-such-category');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Recent Articles' })).toBeVisible();
    await expect(badges(page).locator('[aria-pressed="true"]')).toHaveCount(0);
  });

  test('a card opens its article by client-side navigation', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    const featured = page.getByRole('region', { name: 'Featured Articles' }).getByRole('article').first();
    const title = (await featured.getByRole('heading').first().textContent())!.trim();
    await featured.getByRole('link', { name: /Read Article/ }).click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Joognoo Blog`);
  });

  test('no serious or critical axe violations', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('/blog/:slug', () => {
  test('the article: category, tags, author, body, related articles of the same category', async ({ page, request }) => {
    const post = (await (await request.get(`/api/blog/posts/${ARTICLE}`)).json()) as Post;
    const response = await page.goto(`/blog/${ARTICLE}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'AI Governance' }).first()).toHaveAttribute('href', '/blog?category=ai-governance');
    for (const tag of post.tags.filter((t) => t !== 'AI Governance')) await expect(page.getByText(tag, { exact: true })).toBeVisible();
    await expect(page.getByText(`By ${post.author.username}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What a useful inventory contains' })).toBeVisible();

    const related = page.getByRole('region', { name: 'Related Articles' });
    const links = related.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const sameCategory = (await (await request.get(`/api/blog/categories/${post.categoryId}/posts`)).json()) as Post[];
    const allowed = sameCategory.filter((p) => p.slug !== ARTICLE).map((p) => `/blog/${p.slug}`);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(allowed).toContain(href);
    await expect(page.getByRole('region', { name: 'About the Author' }).getByText(post.author.username)).toBeVisible();

    // Related links navigate on the client to the other article.
    await links.first().click();
    await expect(page).not.toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(post.title);
  });

  test('Copy link copies the address and alerts "Link copied to clipboard!"', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto(`/blog/${ARTICLE}`);
    await waitForHydration(page);
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => messages).toEqual(['Link copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/blog/${ARTICLE}`, baseURL).toString());
  });

  test('an unknown slug answers 404 with Article Not Found and a way back', async ({ page, problems }) => {
    problems.allow(/\/blog\/no-such-article\)?$/);
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await expect(page.getByText("Sorry, the article you're looking for doesn't exist or may have been removed.")).toBeVisible();
    await expect(page).toHaveTitle('Article Not Found | Joognoo Blog');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Industry Insights');
  });

  test('no serious or critical axe violations', async ({ page }) => {
    await page.goto(`/blog/${ARTICLE}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
