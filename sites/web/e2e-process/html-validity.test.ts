/**
 * Every server-rendered route is valid HTML for the W3C Nu HTML Checker
 * (`vnu-jar`, run with the machine's Java: .ci/ensure-services.sh installs Debian's JRE
 * where `java` is missing). One built server, every route of e2e/routes.ts plus the pages
 * only a visitor's action shows (signed-in /integrations, the no-JavaScript error pages,
 * the newsletter confirm/unsubscribe pages without or with a made-up token, the 404), one
 * JVM start over all of them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { detailRouteExpectations, staticRouteExpectations } from '../e2e/routes.ts';
import { signedInCookie, startSite, type SiteProcess } from './site-process.ts';

/** A well-formed link token (43 base64url characters) that no subscription has. */
const MADE_UP_TOKEN = 'M'.repeat(43);

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

let site: SiteProcess;
let dir: string;

beforeAll(async () => {
  site = await startSite();
  dir = mkdtempSync(path.join(tmpdir(), 'joognoo-vnu-'));
});

afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The few calls of e2e/routes.ts's Playwright request context, over fetch. */
function requestContext(base: string): APIRequestContext {
  return {
    async get(url: string) {
      const response = await fetch(`${base}${url}`);
      const body = await response.text();
      return { ok: () => response.ok, status: () => response.status, json: async () => JSON.parse(body) as unknown };
    },
  } as unknown as APIRequestContext;
}

interface Page {
  name: string;
  path: string;
  init?: RequestInit;
  status: number;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    execFile('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(error ?? new Error(`vnu printed no JSON report: ${stderr.slice(0, 2000)}`));
      }
    });
  });
}

it('every server-rendered page validates with zero errors', async () => {
  const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const cookie = await signedInCookie(site, `vnu-${Date.now()}@example.com`, 'vnu check correct horse');
  const routes = [...staticRouteExpectations, ...(await detailRouteExpectations(requestContext(site.url)))];
  const pages: Page[] = [
    ...routes.map((route) => ({ name: route.path, path: route.path, status: 200 })),
    { name: '/integrations (signed in)', path: '/integrations', init: { headers: { cookie } }, status: 200 },
    { name: '404', path: '/no-such-page', status: 404 },
    { name: '/integrations signed out (its redirect)', path: '/integrations', init: { redirect: 'manual' }, status: 302 },
    { name: 'contact form errors (no JavaScript)', path: '/contact/submit', init: form({ form: 'contact', email: 'nope' }), status: 400 },
    { name: 'newsletter error (no JavaScript)', path: '/newsletter/subscribe', init: form({ email: 'nope' }), status: 400 },
    { name: 'newsletter page', path: '/newsletter/subscribe', status: 200 },
    { name: 'sign-in error (no JavaScript)', path: '/sign-in', init: form({ email: 'nobody@example.com', password: 'wrong password' }), status: 401 },
    // The newsletter links: without a token, with a made-up one, and its refused POST.
    ...(['confirm', 'unsubscribe'] as const).flatMap((link): Page[] => [
      { name: `/newsletter/${link} without a token`, path: `/newsletter/${link}`, status: 200 },
      { name: `/newsletter/${link} with a made-up token`, path: `/newsletter/${link}?token=${MADE_UP_TOKEN}`, status: 200 },
      { name: `/newsletter/${link} posted without a token`, path: `/newsletter/${link}`, init: form({ token: '' }), status: 200 },
      { name: `/newsletter/${link} posted with a made-up token`, path: `/newsletter/${link}?token=${MADE_UP_TOKEN}`, init: form({ token: MADE_UP_TOKEN }), status: 200 },
    ]),
  ];

  const CONTAINER_QUERY_UNKNOWN = /^CSS: (Unrecognized at-rule “@container”|“container-type”: Property “container-type” doesn't exist\.)/;
  const files: string[] = [];
  const names = new Map<string, string>();
  for (const [index, page] of pages.entries()) {
    const response = await fetch(`${site.url}${page.path}`, page.init);
    expect(response.status, page.name).toBe(page.status);
    expect(response.headers.get('content-type'), page.name).toMatch(/^text\/html/);
    const file = path.join(dir, `page-${index}.html`);
    writeFileSync(file, await response.text());
    files.push(file);
    names.set(`file:${file}`, page.name);
  }

  const errors = (await runVnu(files))
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    // The checker's CSS validator predates container queries (CSS Containment 3), which the
    // widgets use for their layout: its two messages about them are not errors of ours.
    .filter((message) => !CONTAINER_QUERY_UNKNOWN.test(message.message));
  const report = errors.map((error) => `${names.get(error.url ?? '') ?? error.url} (line ${error.lastLine}): ${error.message} [${error.extract?.trim().slice(0, 160) ?? ''}]`);
  expect(report).toEqual([]);
});
