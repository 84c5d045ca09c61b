import { existsSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pageCopy, type PageId } from '../app/content/page-copy';
import { pageTitle } from '@joognoo/site-kit/seo';
import { expect, test, waitForHydration } from './fixtures';
import { seriousViolations } from '@joognoo/e2e-kit';

// The offerings pages: add-on services, use cases, documentation, webinars, events.

// The webinar and event thumbnails are drawn by another engineer. Until their folder
// exists, their 404s are expected (and reported as an annotation); once it exists, a
// missing thumbnail fails the test like any other broken request.
const pendingThumbnails = ['webinars', 'events'].filter((folder) => !existsSync(new URL(`../public/images/${folder}`, import.meta.url)));

test.beforeEach(({ problems }, testInfo) => {
  if (pendingThumbnails.length === 0) return;
  problems.allow(new RegExp(`/images/(${pendingThumbnails.join('|')})/[a-z0-9-]+\\.svg`));
  testInfo.annotations.push({ type: 'pending', description: `thumbnails not drawn yet: /images/{${pendingThumbnails.join(',')}}/` });
});

interface OfferingPage {
  path: string;
  copy: PageId;
  /** Text that must be on the page (key content and figures). */
  content: string[];
}

const PAGES: OfferingPage[] = [
  { path: '/services/governance', copy: 'governance', content: ['Request Governance Service', 'Model inventory and risk tiering', 'EU AI Act'] },
  { path: '/services/managed-services', copy: 'managedServices', content: ['Request Managed Services', '99.9%', 'Uptime SLA', '24/7'] },
  {
    path: '/services/academy',
    copy: 'academy',
    content: ['Enroll Now', 'AI-Assisted Developer', 'AI Test Engineer', 'AI Engineering Leader', '30% development time reduction'],
  },
  { path: '/services/cloud-partner', copy: 'cloudPartner', content: ['Request Integration', '35%', 'Average cost reduction', '40%', 'Performance improvement', 'Optimise'] },
  { path: '/use-cases/green', copy: 'useCaseGreen', content: ['85%', 'Faster ESG reporting', '300%', 'Pacific Rim Components', 'Schedule Demo', 'Learn More'] },
  { path: '/use-cases/ai', copy: 'useCaseAi', content: ['400%', 'Model registry', 'Bias detection', 'ROI analytics', 'Compliance framework'] },
  { path: '/use-cases/hire', copy: 'useCaseHire', content: ['50%', 'Faster hiring', 'Candidate matching', 'Bias reduction', 'Predictive analytics', 'Automated workflows'] },
  { path: '/documentation', copy: 'documentation', content: ['Getting Started', 'Dev Accelerator', 'Resources', 'Schedule a Demo', 'Contact Support'] },
  { path: '/webinars', copy: 'webinars', content: ['Featured webinar', 'Register Now', 'What our webinars cover', 'Request a Custom Webinar', 'Never miss a webinar'] },
  { path: '/events', copy: 'events', content: ['Featured event', '2025 Events Calendar', 'In-person events', 'Virtual events', 'Host an Event', 'Become a Sponsor'] },
];

/** Every same-site link of the page (hash dropped) answers below 400. */
async function expectNoBrokenLinks(page: Page, request: APIRequestContext) {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => href === '#' || href === ''), 'links to "#"').toEqual([]);
  const internal = [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')).map((href) => href.split('#')[0]!))];
  expect(internal.length).toBeGreaterThan(0);
  for (const href of internal) {
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBeLessThan(400);
  }
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

/** The visible tab panel. */
const activePanel = (page: Page): Locator => page.locator('[role="tabpanel"]:not([hidden])');

/**
 * A tab set works with the mouse (click selects) and the keyboard (ArrowRight moves focus
 * and selects the next tab), and the visible panel changes with it.
 */
async function expectOperableTabs(page: Page, list: Locator, expected: Array<{ name: RegExp; text: string }>) {
  const [first, second] = expected as [{ name: RegExp; text: string }, { name: RegExp; text: string }];
  const panelOf = async (tab: Locator) => page.locator(`#${await tab.getAttribute('aria-controls')}`);
  const firstTab = list.getByRole('tab', { name: first.name });
  const secondTab = list.getByRole('tab', { name: second.name });
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  await expect(await panelOf(firstTab)).toContainText(first.text);

  await secondTab.click();
  await expect(secondTab).toHaveAttribute('aria-selected', 'true');
  await expect(firstTab).toHaveAttribute('aria-selected', 'false');
  await expect(await panelOf(secondTab)).toBeVisible();
  await expect(await panelOf(secondTab)).toContainText(second.text);
  await expect(await panelOf(firstTab)).toBeHidden();

  await firstTab.click();
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  await firstTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(secondTab).toBeFocused();
  await expect(secondTab).toHaveAttribute('aria-selected', 'true');
  await expect(await panelOf(secondTab)).toContainText(second.text);
  for (const item of expected.slice(2)) {
    await page.keyboard.press('ArrowRight');
    const tab = list.getByRole('tab', { name: item.name });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(await panelOf(tab)).toContainText(item.text);
  }
}

test.describe('offerings pages', () => {
  for (const entry of PAGES) {
    test(`${entry.path}: title, one H1, key content, real links, no serious axe violations`, async ({ page, request }) => {
      test.setTimeout(90_000); // link checks and axe on long pages, on a loaded machine
      const copy = pageCopy[entry.copy];
      await open(page, entry.path);
      await expect(page).toHaveTitle(pageTitle(copy.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.description);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      const main = page.locator('main');
      for (const text of entry.content) await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
      for (const image of await page.locator('main img').all()) {
        await expect(image).toHaveAttribute('width', /\d+/);
        await expect(image).toHaveAttribute('height', /\d+/);
      }
      await expectNoBrokenLinks(page, request);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('curl-style: the main content is server-rendered', { tag: '@desktop-only' }, async ({ request }) => {
    // Desktop project only: HTML is the same for every viewport.
    for (const entry of PAGES) {
      const html = await (await request.get(entry.path)).text();
      const escape = (text: string) => text.replace(/&/g, '&amp;');
      for (const text of entry.content.slice(0, 3)) expect(html, `${entry.path}: ${text}`).toContain(escape(text));
    }
  });
});

test.describe('service pages', () => {
  test('service request buttons go to the add-on request routes', async ({ page }) => {
    const targets: Array<[string, string, string]> = [
      ['/services/governance', 'Request Governance Service', '/add-ons/governance/payment'],
      ['/services/managed-services', 'Request Managed Services', '/add-ons/managed-services/payment'],
      ['/services/academy', 'Enroll Now', '/add-ons/academy/payment'],
      ['/services/cloud-partner', 'Request Integration', '/add-ons/cloud/payment'],
    ];
    for (const [path, label, href] of targets) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: label, exact: true }).first()).toHaveAttribute('href', href);
    }
  });

  test('academy: format tabs (self-paced default) by mouse and keyboard, Select This Format carries the format', async ({ page }) => {
    await open(page, '/services/academy');
    const list = page.getByRole('tablist', { name: 'Learn the way your teams work best' });
    await expectOperableTabs(page, list, [
      { name: /Self-Paced/, text: '12 months of access' },
      { name: /Virtual Instructor-Led/, text: 'Live sessions twice a week' },
      { name: /Enterprise/, text: 'Labs on your own repositories' },
    ]);
    await expect(activePanel(page).getByRole('link', { name: 'Select This Format' })).toHaveAttribute('href', '/add-ons/academy/payment?format=enterprise');
    await expect(page.getByText('30% development time reduction')).toBeVisible();
  });

  test('cloud partner: partner tabs (azure default) by mouse and keyboard; 4-step process', async ({ page }) => {
    await open(page, '/services/cloud-partner');
    const list = page.getByRole('tablist', { name: 'Certified on the three leading clouds' });
    await expectOperableTabs(page, list, [
      { name: /Azure/, text: 'Azure OpenAI Service' },
      { name: /AWS/, text: 'Amazon Bedrock' },
      { name: /Google Cloud/, text: 'Vertex AI' },
    ]);
    await expect(activePanel(page).getByRole('link', { name: 'Request Integration' })).toHaveAttribute('href', '/add-ons/cloud/payment?partner=google');
    await expect(page.locator('#integration-process ol > li')).toHaveCount(4);
  });

  test('the managed services secondary CTA scrolls to the service levels', async ({ page }) => {
    await open(page, '/services/managed-services');
    await page.getByRole('link', { name: 'View Service Levels' }).click();
    await expect(page).toHaveURL(/#service-levels$/);
    await expect(page.getByRole('heading', { name: 'Commitments you can hold us to' })).toBeInViewport();
  });
});

test.describe('use-case pages', () => {
  const cases: Array<[string, string]> = [
    ['/use-cases/green', '/products/joognoo-green'],
    ['/use-cases/ai', '/products/joognoo-ai'],
    ['/use-cases/hire', '/products/joognoo-hire'],
  ];
  for (const [path, product] of cases) {
    test(`${path}: three figures, four problem cards, stories, Schedule Demo and Learn More`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('main dl').first().locator('dd')).toHaveCount(3);
      await expect(page.locator('#challenges li')).toHaveCount(4);
      await expect(page.locator('#success-stories h3')).toHaveCount(2);
      await expect(page.locator('#benefits h3')).toHaveCount(4);
      const band = page.locator('section').filter({ has: page.getByRole('link', { name: 'Schedule Demo' }) }).last();
      await expect(band.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/contact');
      await expect(band.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', product);
    });
  }
});

test.describe('documentation', () => {
  test('tabs: Overview by default, mouse and keyboard switch, the URL follows', async ({ page }) => {
    await open(page, '/documentation');
    const list = page.getByRole('tablist', { name: 'Documentation sections' });
    await expectOperableTabs(page, list, [
      { name: /Overview/, text: 'Explore the documentation' },
      { name: /Guides/, text: 'Advanced Usage' },
      { name: /API Reference/, text: 'Code Analysis API' },
      { name: /Examples/, text: 'GitHub webhook' },
    ]);
    await expect(page).toHaveURL(/\?tab=examples$/);
    await list.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/documentation$/);
  });

  test('?tab=guides opens the Guides tab on the server', async ({ page, request }) => {
    const html = await (await request.get('/documentation?tab=api-reference')).text();
    expect(html).toMatch(/aria-selected="true"[^>]*>API Reference</);
    await open(page, '/documentation?tab=guides');
    await expect(page.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
    await expect(activePanel(page).getByRole('heading', { name: 'Getting Started', level: 3 })).toBeVisible();
  });

  test('overview cards switch to their tab and scroll to the section; no link is "#"', async ({ page }) => {
    await open(page, '/documentation');
    await page.getByRole('link', { name: /Test Accelerator/ }).click();
    await expect(page.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=guides#guide-test-accelerator$/);
    await expect(page.locator('#guide-test-accelerator')).toBeInViewport();

    await page.getByRole('tab', { name: 'Overview' }).click();
    // Resources leads to its own page (e2e/developers-widgets.spec.ts follows it).
    await expect(page.getByRole('link', { name: /Resources/ })).toHaveAttribute('href', '/developers/widgets');
    expect(await page.locator('a[href="#"]').count()).toBe(0);
  });

  test('an arrival with a section hash opens the tab holding it', async ({ page }) => {
    await open(page, '/documentation#api-authentication');
    await expect(page.getByRole('tab', { name: 'API Reference' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#api-authentication')).toBeInViewport();
  });

  test('code examples are <pre><code> blocks with a Copy button', { tag: '@desktop-only' }, async ({ page, context }) => {
    await open(page, '/documentation?tab=examples');
    const blocks = activePanel(page).locator('pre > code');
    await expect(blocks).toHaveCount(6);
    // Desktop project only: clipboard checked once.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await activePanel(page).getByRole('button', { name: 'Copy: Python' }).click();
    await expect(activePanel(page).getByRole('button', { name: 'Copied: Python' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('requests.get(');
  });
});

/** Picks an option of a @joognoo/ui Select by its label. */
async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('webinars', () => {
  test('tabs Upcoming and Recorded by mouse and keyboard; recorded cards offer Watch Now, Slides, Watch Recording', async ({ page }) => {
    await open(page, '/webinars');
    const list = page.getByRole('tablist', { name: 'Webinars' });
    await expectOperableTabs(page, list, [
      { name: /Upcoming Webinars/, text: 'Register Now' },
      { name: /Recorded Webinars/, text: 'Watch Recording' },
    ]);
    const panel = activePanel(page);
    await expect(panel.getByRole('link', { name: /^Watch Now/ })).toHaveCount(4);
    await expect(panel.getByRole('link', { name: /^Slides/ })).toHaveCount(4);
    await expect(panel.getByRole('link', { name: /^Watch Recording/ })).toHaveCount(4);
  });

  test('search and selects narrow the lists; no match shows the empty state; Clear filters restores', async ({ page }) => {
    await open(page, '/webinars');
    const cards = activePanel(page).locator('article');
    await expect(cards).toHaveCount(4);
    await expect(page.getByText('8 of 8 webinars')).toBeVisible();

    await choose(page, 'Topic', 'AI Recruitment');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Recorded Webinars (1)' })).toBeVisible();
    await choose(page, 'Topic', 'All Topics');

    await choose(page, 'Industry', 'Manufacturing');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('From Spreadsheets to Assured ESG Reports');
    await choose(page, 'Industry', 'All Industries');

    await page.getByRole('searchbox', { name: 'Search webinars' }).fill('karthik');
    await expect(page.getByText('2 of 8 webinars')).toBeVisible();
    await expect(cards).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search webinars' }).fill('quantum blockchain');
    await expect(page.getByRole('heading', { name: 'No webinars found' })).toBeVisible();
    await activePanel(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search webinars' })).toHaveValue('');
    await expect(cards).toHaveCount(4);
    await expect(page.getByText('8 of 8 webinars')).toBeVisible();
  });

  test('the featured webinar registers at /contact and the subscribe box is the newsletter widget', async ({ page }) => {
    await open(page, '/webinars');
    const featured = page.getByRole('article', { name: 'Governing Generative AI at Enterprise Scale' }).first();
    await expect(featured.getByRole('link', { name: /^Register Now/ })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('heading', { name: 'Never miss a webinar' })).toBeVisible();
    await expect(page.locator('form input[name="source"][value="webinars"]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Request a Custom Webinar' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('events', () => {
  test('tabs Upcoming and Past by mouse and keyboard', async ({ page }) => {
    await open(page, '/events');
    const list = page.getByRole('tablist', { name: 'Events' });
    await expectOperableTabs(page, list, [
      { name: /Upcoming Events/, text: 'Register Now' },
      { name: /Past Events/, text: 'AI Engineering Summit Sydney' },
    ]);
  });

  test('search, type and location narrow the lists; no match shows the empty state; Clear filters restores', async ({ page }) => {
    await open(page, '/events');
    const cards = activePanel(page).locator('article');
    await expect(cards).toHaveCount(5);
    await choose(page, 'Event type', 'Workshop');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Past Events (1)' })).toBeVisible();
    await choose(page, 'Location', 'Dubai');
    await expect(cards).toHaveCount(1);
    await choose(page, 'Event type', 'Virtual');
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await activePanel(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards).toHaveCount(5);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('marina bay');
    await expect(cards).toHaveCount(1);
    await expect(page.getByText('1 of 10 events')).toBeVisible();
  });

  const addToCalendar = (page: Page) => page.locator('#calendar').getByRole('link', { name: /^Add to Calendar\W+AI Leaders Summit 2025$/ });

  test('the 2025 calendar has four quarters and Add to Calendar is an .ics file', async ({ page }) => {
    await open(page, '/events');
    await expect(page.locator('#calendar').getByRole('heading', { level: 3 })).toHaveText(['Q1', 'Q2', 'Q3', 'Q4']);
    await expect(addToCalendar(page)).toHaveAttribute('href', /^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
    await expect(addToCalendar(page)).toHaveAttribute('download', 'ai-leaders-summit-2025-2025-09-24.ics');
  });

  test('Add to Calendar downloads the .ics file', { tag: '@desktop-only' }, async ({ page }) => {
    // Desktop project only: the download is checked once.
    await open(page, '/events');
    const [download] = await Promise.all([page.waitForEvent('download'), addToCalendar(page).click()]);
    expect(download.suggestedFilename()).toBe('ai-leaders-summit-2025-2025-09-24.ics');
  });

  test('host and sponsor buttons go to /contact', async ({ page }) => {
    await open(page, '/events');
    await expect(page.getByRole('link', { name: 'Host an Event' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Become a Sponsor' })).toHaveAttribute('href', '/contact');
  });
});
