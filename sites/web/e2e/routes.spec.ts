import { detailRouteExpectations, staticRouteExpectations, type RouteExpectation } from './routes';
import { expect, test, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

async function expectPage(page: Page, route: RouteExpectation) {
  const response = await page.goto(route.path);
  expect(response?.status(), route.path).toBe(200);
  await expect(page).toHaveTitle(route.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await expect(page.locator('h1')).toHaveCount(1);
  await waitForHydration(page);
}

// A few routes per test (one browser page each) keeps the suite fast; each route is a step.
const CHUNK = 7;
const chunks = Array.from({ length: Math.ceil(staticRouteExpectations.length / CHUNK) }, (_, index) =>
  staticRouteExpectations.slice(index * CHUNK, (index + 1) * CHUNK),
);

test.describe('every route', () => {
  for (const chunk of chunks) {
    test(`${chunk.map((route) => route.path).join(' ')}: title and H1, hydrated without errors`, async ({ page }) => {
      for (const route of chunk) await test.step(route.path, () => expectPage(page, route));
    });
  }

  test('detail routes render their title and H1', async ({ page, request }) => {
    for (const route of await detailRouteExpectations(request)) {
      await test.step(route.path, () => expectPage(page, route));
    }
  });
});

test.describe('server-rendered head', () => {
  test('every route answers complete HTML: title, description, canonical, Open Graph', { tag: '@desktop-only' }, async ({ request, baseURL }) => {
    // Desktop project only: HTML is the same for every viewport.
    const routes = [...staticRouteExpectations, ...(await detailRouteExpectations(request))];
    for (const route of routes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html>'), `${route.path} starts with the doctype`).toBe(true);
      const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      expect(html).toContain(`<title>${escape(route.title)}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const url = new URL(route.path, baseURL).toString();
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
      expect(html).toContain(`<meta property="og:title" content="${escape(route.title)}"/>`);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
      // Articles are Open Graph articles; every other page is a website.
      const ogType = route.path.startsWith('/blog/') ? 'article' : 'website';
      expect(html).toContain(`<meta property="og:type" content="${ogType}"/>`);
      expect(html).toContain(`<meta property="og:image" content="${new URL('/og-image.png', baseURL).toString()}"/>`);
      // styled-components styles are in the head, the H1 is in the body (its text isolated in <bdi>
      // where it may be in another direction than the page).
      expect(html).toMatch(/<style [^>]*data-styled="true"[^>]*>[\s\S]+<\/style><\/head>/);
      expect(html.replace(/<\/?bdi>/g, '')).toContain(`>${escape(route.heading).replace(/&quot;/g, '"')}</h1>`);
    }
    const image = await request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('hashed assets are cached forever, public files briefly', { tag: '@desktop-only' }, async ({ request }) => {
    // Desktop project only: server behaviour.
    const html = await (await request.get('/')).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
    expect((await request.get('/assets/missing.js')).status()).toBe(404);
    expect((await request.get('/api/does-not-exist')).status()).toBe(404);
    expect((await request.get('/api/products')).status()).toBe(200);
  });
});

test('styled-components class names match between server HTML and client navigation', { tag: '@desktop-only' }, async ({ page, request }) => {
  // Desktop project only: same bundle at every width.
  const serverClasses = async (path: string) => {
    const html = await (await request.get(path)).text();
    return {
      h1: html.match(/<h1 class="([^"]+)"/)?.[1],
      footer: html.match(/<footer class="([^"]+)"/)?.[1],
    };
  };
  // Land on one route, then reach others client-side: their components load later and
  // would get different generated ids without the babel plugin.
  await page.goto('/contact');
  await waitForHydration(page);
  for (const [linkName, path] of [['Careers', '/careers'], ['Privacy Policy', '/privacy-policy']] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: linkName }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const expected = await serverClasses(path);
    expect(await page.locator('h1').getAttribute('class'), path).toBe(expected.h1);
    expect(await page.locator('footer').getAttribute('class'), path).toBe(expected.footer);
  }
  await page.getByRole('link', { name: 'Joognoo home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.locator('h1').getAttribute('class')).toBe((await serverClasses('/')).h1);
});
