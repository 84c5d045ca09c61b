import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The security headers of the running server, over HTTP only (no browser):
 * every kind of answer carries nosniff, the referrer policy and a CSP; pages carry their
 * policy listing every inline script and style of the HTML by its hash (no nonce: the same
 * bytes for every visitor), and no inline style attribute or event handler; HSTS only when
 * the request came over HTTPS.
 */

// Server answers, the same at every viewport: the desktop project runs this file (*.desktop.spec.ts).

const LOCKED_DOWN = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

function expectBaseline(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
  expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], response.url()).toBeUndefined();
}

/** The policy's hash sources of a directive (and checks the rest of the policy's script and style rules). */
function pageHashes(response: APIResponse): { scripts: string[]; styles: string[] } {
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy, `page policy of ${response.url()}`).not.toContain("'nonce-");
  const script = /script-src ((?:'sha256-[A-Za-z0-9+/]{43}=' )+)'strict-dynamic';/.exec(policy)?.[1];
  const style = /style-src 'self' ((?:'sha256-[A-Za-z0-9+/]{43}='(?: |;))+)/.exec(policy)?.[1];
  expect(script, `page policy of ${response.url()}: ${policy}`).toBeDefined();
  expect(style, `page policy of ${response.url()}: ${policy}`).toBeDefined();
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(policy).toContain(directive);
  }
  const sources = (list: string) => list.replace(/;$/, '').trim().split(' ');
  return { scripts: sources(script!), styles: sources(style!) };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Every inline script and style of the HTML is listed in the policy by its hash, no tag has a
 * nonce, and there is no inline module script (its imports would be refused: a hashed starter
 * inserts it) and no inline style attribute or handler.
 */
function expectHtmlWithinPolicy(html: string, hashes: { scripts: string[]; styles: string[] }, path: string): void {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!));
  expect(scripts.length, path).toBeGreaterThan(1);
  for (const [tag, attributes, code] of scripts) {
    expect(attributes, `${path}: ${tag.slice(0, 80)}`).not.toContain('type="module"');
    expect(hashes.scripts, `${path}: ${tag.slice(0, 80)}`).toContain(sha256(code!));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  expect(styles.length, path).toBeGreaterThan(0);
  for (const [, css] of styles) expect(hashes.styles, path).toContain(sha256(css!));
  expect(html.match(/<[a-z][^>]*\snonce=/gi) ?? [], `nonce attributes on ${path}`).toEqual([]);
  expect(html.match(/<[a-z][^>]*\sstyle="[^"]*"/gi) ?? [], `inline style attributes on ${path}`).toEqual([]);
  expect(html.match(/<[a-z][^>]*\son[a-z]+="[^"]*"/gi) ?? [], `inline event handlers on ${path}`).toEqual([]);
}

test.describe('pages', () => {
  for (const path of ['/', '/contact', '/documentation?tab=examples', '/case-studies', '/sign-in']) {
    test(`${path}: no per-request value, every inline script and style allowed by its hash`, async ({ request }) => {
      const first = await request.get(path);
      const second = await request.get(path);
      expect([first.status(), second.status()]).toEqual([200, 200]);
      const [html, again] = [await first.text(), await second.text()];
      // The same page twice: the same bytes and the same policy (no nonce).
      expect(again).toBe(html);
      expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
      expectHtmlWithinPolicy(html, pageHashes(first), path);
      expectBaseline(first);
      expect(first.headers()['cross-origin-opener-policy']).toBe('same-origin');
      expect(first.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      expect(first.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"');
    });
  }

  test('the 404 page is a page: its own policy by hashes', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expectHtmlWithinPolicy(await response.text(), pageHashes(response), '/no-such-page');
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
  // A script the page starts (its starter lists the module preloads it adds after the first paint).
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
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
