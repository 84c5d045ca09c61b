import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The security headers of the running server (issue 9 §3), over HTTP only (no browser):
 * every kind of answer carries nosniff, the referrer policy and a CSP; pages carry their
 * nonce-based policy with a fresh nonce that every script and style tag of the HTML has,
 * and no inline style attribute or event handler; HSTS only when the request came over HTTPS.
 */

// Server answers: the same at every viewport.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'server responses are the same for every viewport');
});

const LOCKED_DOWN = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

function expectBaseline(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
  expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], response.url()).toBeUndefined();
}

/** The nonce of a page policy (and checks the rest of the policy's script and style rules). */
function pageNonce(response: APIResponse): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic';/.exec(policy)?.[1];
  expect(nonce, `page policy of ${response.url()}: ${policy}`).toBeDefined();
  expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(policy).toContain(directive);
  }
  return nonce!;
}

/** Every script, style and module preload of the HTML has the nonce; no inline style or handler. */
function expectHtmlWithinPolicy(html: string, nonce: string, path: string): void {
  const tags = [...html.matchAll(/<(script|style|link)\b([^>]*)>/g)].filter(
    ([, name, attributes]) => name !== 'link' || /rel="modulepreload"/.test(attributes!),
  );
  expect(tags.filter(([, name]) => name === 'script').length, path).toBeGreaterThan(1);
  expect(tags.filter(([, name]) => name === 'style').length, path).toBeGreaterThan(0);
  const withoutNonce = tags.filter(([, , attributes]) => !attributes!.includes(` nonce="${nonce}"`)).map(([tag]) => tag.slice(0, 120));
  expect(withoutNonce, `tags without this response's nonce on ${path}`).toEqual([]);
  expect(html, path).toContain(`<meta property="csp-nonce" content="" nonce="${nonce}"/>`);
  expect(html.match(/<[a-z][^>]*\sstyle="[^"]*"/gi) ?? [], `inline style attributes on ${path}`).toEqual([]);
  expect(html.match(/<[a-z][^>]*\son[a-z]+="[^"]*"/gi) ?? [], `inline event handlers on ${path}`).toEqual([]);
}

test.describe('pages', () => {
  for (const path of ['/', '/contact', '/documentation?tab=examples', '/case-studies', '/sign-in']) {
    test(`${path}: a fresh nonce per response, on every script and style tag`, async ({ request }) => {
      const first = await request.get(path);
      const second = await request.get(path);
      expect([first.status(), second.status()]).toEqual([200, 200]);
      const [firstNonce, secondNonce] = [pageNonce(first), pageNonce(second)];
      expect(firstNonce).not.toBe(secondNonce);
      expectHtmlWithinPolicy(await first.text(), firstNonce, path);
      expectHtmlWithinPolicy(await second.text(), secondNonce, path);
      expectBaseline(first);
      expect(first.headers()['cross-origin-opener-policy']).toBe('same-origin');
      expect(first.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      expect(first.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"');
    });
  }

  test('the 404 page is a page: its own policy and nonce', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expectHtmlWithinPolicy(await response.text(), pageNonce(response), '/no-such-page');
    expectBaseline(response);
  });

  test('with Google Analytics configured (as here), only its hit and pixel hosts are allowed', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy']!;
    expect(policy).toContain("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com;");
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;");
    expect(policy.match(/https:\/\/[^\s;]+/g)?.every((host) => /google-analytics\.com|googletagmanager\.com|analytics\.google\.com/.test(host))).toBe(true);
  });
});

test('files, embeds, redirects and API answers get the locked-down policy', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const answers: Array<[string, number, Promise<APIResponse>]> = [
    ['hashed asset', 200, request.get(asset!)],
    ['missing asset', 404, request.get('/assets/no-such-file.js')],
    ['public file', 200, request.get('/favicon.svg')],
    ['embed loader', 200, request.get('/embed/v1/loader.js')],
    ['missing embed file', 404, request.get('/embed/v1/no-such-file.js')],
    ['redirect', 302, request.get('/integrations', { maxRedirects: 0 })],
    ['API answer', 200, request.get('/api/health')],
    ['API 404', 404, request.get('/api/no-such-endpoint')],
    ['API 405', 405, request.delete('/api/products')],
    ['CSP report', 204, request.post('/api/csp-report', { headers: { 'content-type': 'application/csp-report' }, data: '{"csp-report":{}}' })],
  ];
  for (const [what, status, answer] of answers) {
    const response = await answer;
    expect(response.status(), what).toBe(status);
    expect(response.headers()['content-security-policy'], what).toBe(LOCKED_DOWN);
    expectBaseline(response);
  }
});

test('over HTTPS (a proxy on this host says so) every answer has HSTS and pages upgrade insecure requests', async ({ request }) => {
  const https = { headers: { 'X-Forwarded-Proto': 'https' } };
  for (const path of ['/', '/favicon.svg', '/embed/v1/loader.js', '/api/health', '/no-such-page']) {
    const response = await request.get(path, https);
    expect(response.headers()['strict-transport-security'], path).toBe(HSTS);
  }
  expect((await request.get('/about', https)).headers()['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
  expect((await request.get('/about')).headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
});
