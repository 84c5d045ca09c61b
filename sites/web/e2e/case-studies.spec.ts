import type { Page } from '@playwright/test';
import type { CaseStudy } from '@joognoo/schemas';
import {
  DEFAULT_FILTERS,
  PRODUCT_FILTERS,
  USE_CASE_FILTERS,
  PRODUCT_LABELS,
  USE_CASE_LABELS,
  filterCaseStudies,
} from '@joognoo/case-studies/filters';
import { seriousViolations } from '@joognoo/e2e-kit';
import { expect, test, waitForHydration } from './fixtures';

/** Every case study shown: the featured card (when it matches) plus the grid. */
const shown = (page: Page) => page.locator('[data-testid="case-study-card"], [data-testid="featured-case-study"]');
const CASE_STUDY = 'lumora-group-enterprise-ai-transformation';

async function choose(page: Page, select: 'Use case' | 'Product', option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('/case-studies', () => {
  test('search narrows the list (case-insensitive) and is kept in the URL', async ({ page, request }) => {
    const all = (await (await request.get('/api/case-studies')).json()) as CaseStudy[];
    await page.goto('/case-studies');
    await waitForHydration(page);
    await expect(shown(page)).toHaveCount(all.length);
    await page.getByRole('searchbox', { name: 'Search' }).fill('BANK');
    const expected = filterCaseStudies(all, { ...DEFAULT_FILTERS, search: 'BANK' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    await expect(shown(page)).toHaveCount(expected.length);
    await expect(page.getByRole('link', { name: expected[0]!.title }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/case-studies\?q=BANK$/);
  });

  test('each use-case filter and each product filter narrows the list and is kept in the URL', async ({ page, request }) => {
    test.setTimeout(120_000); // ten filter changes on a loaded machine
    const all = (await (await request.get('/api/case-studies')).json()) as CaseStudy[];
    await page.goto('/case-studies');
    await waitForHydration(page);
    for (const useCase of USE_CASE_FILTERS.filter((u) => u !== 'all')) {
      await test.step(useCase, async () => {
        const expected = filterCaseStudies(all, { ...DEFAULT_FILTERS, useCase });
        expect(expected.length, `${useCase} narrows`).toBeLessThan(all.length);
        await choose(page, 'Use case', USE_CASE_LABELS[useCase]);
        await expect(page).toHaveURL(new RegExp(`\\?useCase=${useCase}$`));
        await expect(shown(page)).toHaveCount(expected.length);
        if (expected.length === 0) await expect(page.getByRole('heading', { name: 'No case studies found' })).toBeVisible();
      });
    }
    await choose(page, 'Use case', USE_CASE_LABELS.all);
    await expect(page).toHaveURL(/\/case-studies$/);
    for (const product of PRODUCT_FILTERS.filter((p) => p !== 'all')) {
      await test.step(product, async () => {
        const expected = filterCaseStudies(all, { ...DEFAULT_FILTERS, product });
        expect(expected.length, `${product} narrows`).toBeLessThan(all.length);
        expect(expected.length).toBeGreaterThan(0);
        await choose(page, 'Product', PRODUCT_LABELS[product]);
        await expect(page).toHaveURL(new RegExp(`\\?product=${product}$`));
        await expect(shown(page)).toHaveCount(expected.length);
      });
    }
  });

  test('a filtered URL is server-rendered filtered (shareable)', async ({ page, request }) => {
    const all = (await (await request.get('/api/case-studies')).json()) as CaseStudy[];
    const expected = filterCaseStudies(all, { search: '', useCase: 'carbon', product: 'Green' });
    await page.goto('/case-studies?useCase=carbon&product=Green');
    await expect(shown(page)).toHaveCount(expected.length);
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: 'Use case' })).toHaveText(/Carbon Accounting/);
    await expect(page.getByRole('combobox', { name: 'Product' })).toHaveText(/Joognoo\.Green/);
    await expect(shown(page)).toHaveCount(expected.length);
  });

  test('nothing matching shows the empty state; Clear filters restores everything', async ({ page, request }) => {
    const all = (await (await request.get('/api/case-studies')).json()) as CaseStudy[];
    await page.goto('/case-studies?q=no-such-company&product=Hire');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No case studies found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(shown(page)).toHaveCount(all.length);
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('the featured case study is shown large beside its cover (the cover stays in its column)', { tag: '@desktop-only' }, async ({ page }) => {
    // Desktop project only: side by side from 1024 px.
    await page.goto('/case-studies');
    const featured = page.getByTestId('featured-case-study');
    const cover = await featured.locator('img').first().boundingBox();
    const title = await featured.getByRole('heading').first().boundingBox();
    expect(cover && title).toBeTruthy();
    expect(cover!.x + cover!.width).toBeLessThanOrEqual(title!.x);
  });

  test('no serious or critical axe violations', async ({ page }) => {
    await page.goto('/case-studies');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('/case-studies/:slug', () => {
  test('the detail: every section, sidebar and Contact Us', async ({ page, request }) => {
    const cs = (await (await request.get(`/api/case-studies/${CASE_STUDY}`)).json()) as CaseStudy;
    const response = await page.goto(`/case-studies/${CASE_STUDY}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cs.title);
    for (const heading of ['The Challenge', 'Our Solution', 'Results & Impact', 'Key Outcomes', `About ${cs.company}`, 'Tags']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText(`${cs.readTime} min read`)).toBeVisible();
    for (const result of cs.results) await expect(page.getByText(result, { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: /Back to Case Studies/ }).first().click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test('Share Case Study without the device share function copies the link and toasts "Link copied"', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/case-studies/${CASE_STUDY}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share Case Study' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    await expect(page.getByText('Case study link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/case-studies/${CASE_STUDY}`, baseURL).toString());
  });

  test('an unknown slug answers 404 with Case Study Not Found and a way back', async ({ page, problems }) => {
    problems.allow(/\/case-studies\/no-such-story\)?$/);
    const response = await page.goto('/case-studies/no-such-story');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found');
    await expect(page.getByText("The case study you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page).toHaveTitle('Case Study Not Found | Joognoo Case Studies');
  });

  test('no serious or critical axe violations', async ({ page }) => {
    await page.goto(`/case-studies/${CASE_STUDY}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
