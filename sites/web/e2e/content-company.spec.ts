import type { APIRequestContext, Page } from '@playwright/test';
import { pageCopy } from '../app/content/page-copy';
import { CONTACT_OFFICES, OFFICE_REGIONS } from '../app/content/offices';
import { CONTACT_FAQ } from '../app/pages/contact/copy';
import { LEADERS } from '../app/pages/teams/copy';
import { ADD_ON_SERVICES, addOnRequests, type AddOnRequestKey } from '../app/pages/services/copy';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE, type LegalDocument } from '../app/pages/legal/copy';
import { pageTitle } from '@joognoo/site-kit/seo';
import { expect, test, waitForHydration } from './fixtures';
import { seriousViolations } from '@joognoo/e2e-kit';

/** /about, /teams, the legal pages, /contact and the add-on request pages. */

/** Every same-origin link target of the page answers < 400 (the form's POST target excepted). */
async function expectNoBrokenLinks(page: Page, request: APIRequestContext): Promise<void> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const targets = new Set(
    hrefs
      .map((href) => new URL(href))
      .filter((url) => url.origin === origin)
      .map((url) => `${url.pathname}${url.search}`)
      .filter((path) => path !== '/contact/submit'),
  );
  expect(targets.size).toBeGreaterThan(5);
  for (const target of targets) {
    const response = await request.get(target);
    expect(response.status(), `link ${target} on ${new URL(page.url()).pathname}`).toBeLessThan(400);
  }
}

async function open(page: Page, path: string, title: string, heading: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page).toHaveTitle(pageTitle(title));
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await waitForHydration(page);
}

test.describe('/about', () => {
  test('hero, mission, story, every office, values, leadership link, CTAs and the about form', async ({ page, request }) => {
    await open(page, '/about', pageCopy.about.title, pageCopy.about.heading);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Get a Demo' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Our Solutions' })).toHaveAttribute('href', '/');
    await expect(page.locator('#mission')).toContainText('Our mission');
    await expect(page.locator('#our-story')).toContainText('Founded in 2024');
    const presence = page.locator('#global-presence');
    for (const region of ['Asia Pacific', 'Middle East', 'Americas']) {
      await expect(presence.getByRole('heading', { name: region, exact: true })).toBeVisible();
    }
    const cities = OFFICE_REGIONS.flatMap((region) => region.offices.map((office) => office.city));
    expect(cities).toHaveLength(8);
    for (const city of cities) await expect(presence.getByRole('heading', { name: city })).toBeVisible();
    await expect(presence.getByRole('heading', { name: 'Singapore' })).toContainText('HQ');
    await expect(page.locator('#values li')).toHaveCount(5);
    await expect(main.getByRole('link', { name: 'Meet Our Leadership' })).toHaveAttribute('href', '/teams');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'View Careers' })).toHaveAttribute('href', '/careers');
    const form = page.locator('#contact-form form');
    await expect(form).toHaveAttribute('data-variant', 'about');
    await expect(form).toHaveAttribute('action', '/contact/submit');
    await expect(form.locator('input[name="source"]')).toHaveValue('about-page');
    await expectNoBrokenLinks(page, request);
  });

  test('the contact-form anchor scrolls below the sticky header', async ({ page }) => {
    await page.goto('/about#contact-form');
    await waitForHydration(page);
    await expect
      .poll(async () => Math.round((await page.locator('#contact-form').boundingBox())?.y ?? -1), { timeout: 5_000 })
      .toBe(80);
  });
});

test.describe('/teams', () => {
  test('three leaders with photo or initial, links, and the three core values', async ({ page, request }) => {
    await open(page, '/teams', pageCopy.teams.title, pageCopy.teams.heading);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(3);
    for (const leader of LEADERS) {
      const card = cards.filter({ has: page.getByRole('heading', { name: leader.name }) });
      await expect(card).toContainText(leader.title);
      await expect(card.getByRole('link', { name: leader.email })).toHaveAttribute('href', `mailto:${leader.email}`);
      for (const phone of leader.phones) {
        await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
      }
      await expect(card.getByRole('link', { name: /profile/ })).toHaveAttribute('href', leader.profileLink);
      if (leader.image) {
        const photo = card.locator('img');
        await expect(photo).toHaveAttribute('src', leader.image);
        await expect(photo).toHaveAttribute('width', /\d+/);
        await expect(photo).toHaveAttribute('height', /\d+/);
      } else {
        await expect(card.getByTestId('leader-initial')).toHaveText(leader.name.charAt(0));
      }
    }
    const values = page.locator('#core-values');
    for (const value of ['Innovation', 'Excellence', 'Client Success']) {
      await expect(values.getByRole('heading', { name: value, exact: true })).toBeVisible();
    }
    // The portraits load (the fixture fails on a failed image request).
    await expect
      .poll(() => page.locator('main article img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await expectNoBrokenLinks(page, request);
  });
});

const legalPages: Array<{ path: string; copy: { title: string; heading: string }; document: LegalDocument }> = [
  { path: '/privacy-policy', copy: pageCopy.privacyPolicy, document: PRIVACY_POLICY },
  { path: '/terms-of-service', copy: pageCopy.termsOfService, document: TERMS_OF_SERVICE },
  { path: '/cookie-policy', copy: pageCopy.cookiePolicy, document: COOKIE_POLICY },
];

test.describe('legal pages', () => {
  for (const legal of legalPages) {
    test(`${legal.path}: date, Singapore law, every section, a working table of contents`, async ({ page, request }) => {
      await open(page, legal.path, legal.copy.title, legal.copy.heading);
      await expect(page.locator('main time')).toHaveText('April 8, 2025');
      await expect(page.locator('main time')).toHaveAttribute('datetime', '2025-04-08');
      await expect(page.locator('main article')).toContainText('laws of Singapore');
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.getByRole('link')).toHaveCount(legal.document.sections.length);
      for (const section of legal.document.sections) {
        await expect(page.locator(`section#${section.id}`).getByRole('heading', { level: 2 })).toHaveText(section.heading);
      }
      // Readable measure: the text column is at most ~70 characters wide.
      const measure = await page.locator('main article').evaluate((article) => {
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;visibility:hidden;width:1ch';
        article.append(probe);
        const ch = probe.getBoundingClientRect().width;
        probe.remove();
        return article.getBoundingClientRect().width / ch;
      });
      expect(measure).toBeLessThanOrEqual(70.5);

      const target = legal.document.sections[legal.document.sections.length - 2]!;
      await toc.getByRole('link', { name: target.heading }).click();
      await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
      await expect
        .poll(async () => Math.round((await page.locator(`section#${target.id}`).boundingBox())?.y ?? -1), { timeout: 5_000 })
        .toBe(80);
      await expectNoBrokenLinks(page, request);
    });
  }

  test('the terms give 30 days notice and describe billing and trials', async ({ page }) => {
    await page.goto('/terms-of-service');
    const article = page.locator('main article');
    await expect(article).toContainText('at least 30 days notice');
    await expect(article).toContainText('billed in advance');
    await expect(article).toContainText('renew automatically');
    await expect(article).toContainText('Unless you cancel before the trial ends');
    await expect(article).toContainText('repository analysis');
  });

  test('the cookie tables are real tables with caption, headers and every duration', async ({ page }) => {
    await page.goto('/cookie-policy');
    const tables = [
      { name: 'Cookies this website sets', durations: ['30 days', '6 months'] },
      { name: 'Cookies set by Google, only with your consent', durations: ['2 years', '24 hours', '3 months'] },
    ];
    for (const { name, durations } of tables) {
      const table = page.getByRole('table', { name });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Provider', 'Purpose', 'Type', 'Duration']);
      await expect(table.getByRole('rowheader')).toHaveCount(durations.length);
      for (const duration of durations) {
        await expect(table.getByRole('cell', { name: new RegExp(`^${duration}`) })).toBeVisible();
      }
    }
  });
});

test.describe('/contact', () => {
  test('form, four offices, enterprise support, social links, support center', async ({ page, request }) => {
    await open(page, '/contact', pageCopy.contact.title, pageCopy.contact.heading);
    await expect(page.locator('main')).toContainText('within 24 hours');
    const form = page.locator('main form[data-variant="contact"]');
    await expect(form).toHaveAttribute('action', '/contact/submit');
    await expect(form.locator('input[name="source"]')).toHaveValue('contact-page');
    const offices = page.locator('#offices article');
    await expect(offices).toHaveCount(4);
    for (const office of CONTACT_OFFICES) {
      const card = offices.filter({ has: page.getByRole('heading', { name: office.location }) });
      await expect(card).toContainText(office.address);
      await expect(card.getByRole('link', { name: office.phone })).toHaveAttribute('href', `tel:${office.phone.replace(/[^\d+]/g, '')}`);
      await expect(card.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    }
    await expect(page.locator('#enterprise-support')).toContainText('24/7');
    await expect(page.getByRole('link', { name: 'Visit Support Center' })).toHaveAttribute('href', '/documentation');
    for (const network of ['LinkedIn', 'X (Twitter)', 'GitHub', 'YouTube']) {
      await expect(page.locator('main').getByRole('link', { name: new RegExp(`on ${network.replace(/[()]/g, '\\$&')}$`) })).toHaveAttribute('href', /^https:\/\//);
    }
    await expectNoBrokenLinks(page, request);
  });

  test('the FAQ is an accordion: one answer open at a time, collapsible, by mouse', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const faq = page.locator('#faq');
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveCount(CONTACT_FAQ.items.length);
    const [first, second] = [triggers.nth(0), triggers.nth(1)];
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: CONTACT_FAQ.items[0]!.question })).toContainText('24 business hours');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region', { name: CONTACT_FAQ.items[0]!.question })).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the FAQ opens with Enter and Space on the focused trigger', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const triggers = page.locator('#faq').getByRole('button');
    await triggers.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('/add-ons/{service}/payment', () => {
  const keys = Object.keys(addOnRequests) as AddOnRequestKey[];

  for (const key of keys) {
    test(`${key}: a request page with the service named and the interest preset and hidden`, async ({ page, request }) => {
      const copy = addOnRequests[key];
      await open(page, `/add-ons/${key}/payment`, copy.pageTitle, copy.pageTitle);
      const form = page.locator('main form[data-variant="contact"]');
      await expect(form.locator('input[name="service"]')).toHaveValue(copy.serviceName);
      await expect(form.locator('input[name="interest"]')).toHaveValue('addons');
      await expect(form.locator('input[name="interest"]')).toHaveAttribute('type', 'hidden');
      await expect(form.getByText('Area of Interest')).toHaveCount(0);
      await expect(form.locator('input[name="source"]')).toHaveValue('add-on-request');
      await expect(form).toHaveAttribute('action', '/contact/submit');
      await expect(page.getByTestId('requested-service')).toContainText(copy.serviceName);
      await expect(page.locator('main')).toContainText('No payment is taken');
      await expect(page.locator('main')).toContainText('within 24 hours');
      const service = Object.values(ADD_ON_SERVICES).find((page) => page.requestKey === key)!;
      await expect(page.locator('main').getByRole('link', { name: new RegExp(copy.serviceName) })).toHaveAttribute('href', service.path);
      await expectNoBrokenLinks(page, request);
    });
  }

  test('academy: a valid ?format= names the format; an invalid one is ignored', async ({ page }) => {
    await page.goto('/add-ons/academy/payment?format=virtual');
    await waitForHydration(page);
    const service = page.locator('main form input[name="service"]');
    await expect(service).toHaveValue('Developer AI Academy (Virtual Instructor-Led)');
    await expect(page.getByRole('link', { name: 'Virtual Instructor-Led' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'Enterprise Programme' }).click();
    await expect(page).toHaveURL(/\?format=enterprise#request-option$/);
    await expect(service).toHaveValue('Developer AI Academy (Enterprise Programme)');
    await page.goto('/add-ons/academy/payment?format=weekend');
    await expect(service).toHaveValue('Developer AI Academy');
    await expect(page.locator('main [aria-current="true"]')).toHaveCount(0);
  });

  test('cloud: ?partner= names the cloud partner', async ({ page }) => {
    await page.goto('/add-ons/cloud/payment?partner=aws');
    await expect(page.locator('main form input[name="service"]')).toHaveValue('Cloud Partner Integration (Amazon Web Services)');
  });

  test('an unknown service is the 404 page', async ({ page, problems }) => {
    problems.allow(/\/add-ons\/payroll\/payment\)?$/);
    const response = await page.goto('/add-ons/payroll/payment');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 Page Not Found');
  });
});

test.describe('accessibility', () => {
  const paths = [
    '/about',
    '/teams',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
    '/contact',
    ...Object.keys(addOnRequests).map((key) => `/add-ons/${key}/payment`),
    '/add-ons/academy/payment?format=self-paced',
  ];
  for (const path of paths) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the open FAQ answer has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.locator('#faq').getByRole('button').first().click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
