import type { Page } from '@playwright/test';
import { seriousViolations } from '@joognoo/e2e-kit';
import type { Product } from '@joognoo/schemas';
import { expect, LOOKS_THE_SAME, test, waitForHydration } from './fixtures';

/** Fixed impact stats and use-case targets, by product id. */
const IMPACT: Record<string, Array<[string, string]>> = {
  'joognoo-green': [['85%', 'faster ESG reporting'], ['$2M+', 'annual savings'], ['100%', 'compliance']],
  'joognoo-ai': [['400%', 'ROI improvement'], ['75%', 'risk reduction'], ['$10M+', 'cost optimization']],
  'joognoo-hire': [['50%', 'faster hiring'], ['85%', 'quality improvement'], ['60%', 'more diverse hires']],
};
const USE_CASES: Record<string, string> = {
  'joognoo-green': '/use-cases/green',
  'joognoo-ai': '/use-cases/ai',
  'joognoo-hire': '/use-cases/hire',
};

const anchorTop = (page: Page, id: string) =>
  page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);

/** Polls until the anchor sits 80 px (±2) below the top and stays there (smooth scroll finished). */
async function expectAnchorAtOffset(page: Page, id: string) {
  await expect
    .poll(async () => {
      const first = await anchorTop(page, id);
      await page.waitForTimeout(100);
      const second = await anchorTop(page, id);
      return first === second ? Math.abs(second - 80) <= 2 : false;
    }, { timeout: 8_000 })
    .toBe(true);
}

function dataLayerEvents(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && !Array.isArray(entry) && 'event_category' in entry,
    ),
  );
}

async function products(request: import('@playwright/test').APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

test('the sections come in SPEC order, each with its heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enterprise AI that delivers measurable results');
  const sectionIds = await page.locator('main section[id]').evaluateAll((sections) =>
    sections.map((section) => section.id),
  );
  const order = ['expertise', 'products', 'features', 'integrations', 'contact', 'get-started'];
  expect(sectionIds.filter((id) => order.includes(id))).toEqual(order);
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  const expected = [
    'Built for the industries that run the world',
    'Three products, one platform',
    'Everything your teams need, in modules',
    'Connects to the systems you already run',
    'Get in Touch',
    'Ready to see AI deliver in your organisation?',
  ];
  expect(headings.filter((heading) => expected.includes(heading))).toEqual(expected);
  for (const id of ['products', 'features', 'contact']) {
    await expect(page.locator(`section#${id}`)).toHaveAttribute('aria-labelledby', `${id}-heading`);
  }
});

test('hero claims, six industries, four headline stats, recognition and security', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('list', { name: 'Highlights' });
  for (const claim of ['300%', '60%', 'SOC2']) await expect(hero).toContainText(claim);
  await expect(page.getByText('Trusted by Fortune 500 companies')).toBeVisible();
  const expertise = page.locator('section#expertise');
  await expect(expertise.getByRole('heading', { level: 3 })).toHaveCount(6 + 2);
  const stats = page.getByRole('definition').filter({ hasText: /^(15\+|500K\+|99\.5%|5)$/ });
  await expect(stats).toHaveText(['15+', '500K+', '99.5%', '5']);
  await expect(expertise.getByRole('heading', { name: 'Security and compliance by design' })).toBeVisible();
  await expect(expertise.getByText('SOC2', { exact: true })).toBeVisible();
  const integrations = page.locator('section#integrations');
  for (const category of ['ERP', 'CRM', 'Workflow', 'AI platforms', 'Analytics']) {
    await expect(integrations.getByRole('heading', { name: category, exact: true })).toBeVisible();
  }
  for (const figure of ['200+', '99.9%', '< 30 min', '24/7']) {
    await expect(integrations.getByText(figure, { exact: true })).toBeVisible();
  }
});

test('products section: the three API products, 3 benefits, 3 badges, impact stats and exact targets', async ({
  page,
  request,
}, testInfo) => {
  const list = await products(request);
  expect(list.map((product) => product.id)).toEqual(['joognoo-green', 'joognoo-ai', 'joognoo-hire']);
  await page.goto('/');
  const section = page.locator('section#products');
  await expect(section.getByRole('article')).toHaveCount(3);
  await expect(section.getByText('Loading products...')).toHaveCount(0);

  for (const [index, product] of list.entries()) {
    const article = section.getByRole('article', { name: product.name });
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(product.name);
    await expect(article).toContainText(product.category);
    await expect(article).toContainText(product.tagline);
    await expect(article).toContainText(product.description);
    await expect(article.locator('img')).toHaveAttribute('src', `/images/products/${product.icon}.svg`);
    await expect(article.getByRole('heading', { name: 'Key Problems Solved' })).toBeVisible();
    const problems = article.getByRole('heading', { name: 'Key Problems Solved' }).locator('xpath=following-sibling::ul[1]/li');
    await expect(problems).toHaveText(product.benefits.slice(0, 3));
    const badges = article.getByRole('list', { name: `Built for: ${product.name}` }).getByRole('listitem');
    await expect(badges).toHaveText(product.targetUsers.slice(0, 3));
    for (const [value, label] of IMPACT[product.id]!) {
      await expect(article.getByRole('term').filter({ hasText: label })).toBeVisible();
      await expect(article.getByRole('definition').filter({ hasText: value })).toBeVisible();
    }
    await expect(article.getByRole('link', { name: 'Product Details' })).toHaveAttribute('href', `/products/${product.slug}`);
    await expect(article.getByRole('link', { name: 'View Use Cases' })).toHaveAttribute('href', USE_CASES[product.id]!);

    if (testInfo.project.name === 'desktop') {
      // Alternating layout: the impact panel is right of the text, then left, then right.
      const text = (await article.getByRole('heading', { level: 3 }).boundingBox())!;
      const impact = (await article.getByRole('definition').first().boundingBox())!;
      expect(impact.x > text.x, `impact side of block ${index}`).toBe(index % 2 === 0);
    }
  }
  await expect(section.getByRole('link', { name: 'Schedule Enterprise Demo' })).toHaveAttribute('href', '/contact');
  await expect(section.getByRole('link', { name: 'Explore All Use Cases' })).toHaveAttribute('href', '/use-cases/green');
  await expect(page.locator('section#features').getByRole('link', { name: 'Explore Use Cases' })).toHaveAttribute(
    'href',
    '/use-cases/green',
  );
});

test('the server HTML holds the products (no JavaScript needed)', async ({ request }) => {
  const list = await products(request);
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const product of list) {
    expect(html).toContain(product.name);
    expect(html).toContain(`href="/products/${product.slug}"`);
  }
  expect(html).toContain('Key Problems Solved');
  expect(html).not.toContain('Loading products...');
  expect(html).toContain('Request Information');
});

test('a client navigation to the home page shows Loading products... and then the products', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Joognoo home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toBeVisible();
  release();
  await expect(page.locator('section#products').getByRole('article')).toHaveCount(3);
  await expect(page.getByText('Loading products...')).toHaveCount(0);
});

test('Explore Solutions lands #products 80 px below the top and is tracked', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Explore Solutions' }).click();
  await expect(page).toHaveURL(/\/#products$/);
  await expectAnchorAtOffset(page, 'products');
  expect(await dataLayerEvents(page)).toContainEqual({ event: 'explore_products_click', event_category: 'Hero' });
});

test('the closing Get Free Pilot scrolls smoothly to #contact', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const closing = page.locator('section#get-started');
  await closing.scrollIntoViewIfNeeded();
  await closing.getByRole('link', { name: 'Get Free Pilot' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expectAnchorAtOffset(page, 'contact');
});

test('hero Get Free Pilot and View Use Cases go to their pages and land in window.dataLayer', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('section#products').getByRole('article', { name: 'Joognoo.ai' }).getByRole('link', { name: 'View Use Cases' }).click();
  await expect(page).toHaveURL(/\/use-cases\/ai$/);
  expect(await dataLayerEvents(page)).toContainEqual({
    event: 'view_use_cases',
    event_category: 'Products',
    event_label: 'Joognoo.ai',
  });

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Get Free Pilot' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await dataLayerEvents(page)).toContainEqual({ event: 'schedule_demo_click', event_category: 'Hero' });
});

test('Get in Touch: details, six offices and the Request Information form with grouped interests', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const contact = page.locator('section#contact');
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText('Get in Touch');
  await expect(contact.getByRole('link', { name: '+65 6812 4400' })).toHaveAttribute('href', 'tel:+6568124400');
  await expect(contact.getByRole('link', { name: 'hello@joognoo.example' })).toHaveAttribute('href', 'mailto:hello@joognoo.example');
  await expect(contact.getByText('Asia Pacific HQ, Singapore')).toBeVisible();
  const offices = contact.getByRole('heading', { name: 'Our offices' }).locator('xpath=following-sibling::ul[1]/li');
  await expect(offices).toHaveText(['Singapore', 'India', 'Malaysia', 'Australia', 'UAE', 'US']);

  const form = contact.locator('form');
  await expect(form.getByRole('heading', { name: 'Request Information' })).toBeVisible();
  await expect(form).toHaveAttribute('action', '/contact/submit');
  for (const label of ['First Name', 'Last Name', 'Email', 'Company', 'Message']) {
    await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
  await expect(form.getByRole('button', { name: 'Submit Request' })).toBeEnabled();

  // The form's code arrives as it nears the viewport; then its native select becomes the listbox combobox.
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('button[role="combobox"]')).toBeVisible();
  await form.getByRole('combobox').click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (const group of ['Engineering Accelerators', 'Business Accelerators']) {
    await expect(listbox.getByRole('group', { name: group })).toBeVisible();
    // A group heading is a label, never a choice.
    await expect(listbox.getByRole('option', { name: group })).toHaveCount(0);
  }
  await expect(listbox.getByRole('option', { name: 'Full Suite' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
});

test('the contact form hydrates as it nears the viewport and keeps what was typed before', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const form = page.locator('section#contact form');
  // Far below the fold the form is still the server's HTML (a native select): its code is not loaded yet.
  await expect(form.locator('select[name="interest"]')).toBeAttached();
  await expect(form.locator('button[role="combobox"]')).toHaveCount(0);
  // What a visitor types into that HTML before the code arrives…
  await form.evaluate((element: HTMLFormElement) => {
    (element.elements.namedItem('firstName') as HTMLInputElement).value = 'Ada';
    (element.elements.namedItem('company') as HTMLInputElement).value = 'Analytical Engines';
  });

  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('button[role="combobox"]')).toBeVisible();
  // …is what the hydrated form validates: only the fields left empty are reported.
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('alert')).toHaveText([
    'Last name is required',
    'Please enter a valid email address',
    'Please select an option',
    'You must agree to receive communications',
  ]);
  await expect(form.getByLabel(/^First Name/)).toHaveValue('Ada');
  await expect(form.getByLabel(/^First Name/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Company/)).toHaveValue('Analytical Engines');
});

test('home has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page above the fold looks as its baseline', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page).toHaveScreenshot('home.png', LOOKS_THE_SAME);
});
