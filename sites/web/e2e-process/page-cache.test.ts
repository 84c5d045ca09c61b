/**
 * Against the real process: an anonymous page is the same bytes with the same
 * strong ETag on every request (no nonce: its CSP lists hashes), a matching If-None-Match
 * is a 304, a publish through the back office's API shows on the page at once, and personal
 * answers (a session cookie, /admin, /sign-in) are `private, no-store` without an ETag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCookie, startSite, type SiteProcess } from './site-process.ts';

let site: SiteProcess;
let staff: string;

beforeAll(async () => {
  site = await startSite();
  staff = await signedInCookie(site, `pages-${Date.now()}@example.com`, 'page cache test correct horse', 'marketer');
});

afterAll(async () => {
  await site?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

describe('anonymous pages', () => {
  it('are the same bytes with the same strong ETag every time, public with s-maxage, and 304 on If-None-Match', async () => {
    for (const path of ['/', '/blog', '/careers', '/case-studies?useCase=ai&utm_source=news']) {
      const first = await get(path);
      const second = await get(path, { cookie: 'joognoo_consent=granted; _ga=GA1.1.1' });
      expect([first.status, second.status], path).toEqual([200, 200]);
      const [a, b] = [await first.text(), await second.text()];
      expect(b, path).toBe(a);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(second.headers.get('etag'), path).toBe(etag);
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
      const policy = first.headers.get('content-security-policy')!;
      expect(policy, path).not.toContain('nonce');
      expect(policy, path).toMatch(/script-src (?:'sha256-[A-Za-z0-9+/]{43}=' )+'strict-dynamic';/);
      expect(second.headers.get('content-security-policy'), path).toBe(policy);
      expect(a, path).not.toMatch(/\snonce=/);
      const revalidated = await get(path, { 'if-none-match': etag! });
      expect(revalidated.status, path).toBe(304);
      expect(await revalidated.text(), path).toBe('');
    }
  });

  it('show a post published in the back office at once', async () => {
    const title = `Cache test post ${Date.now()}`;
    const api = (path: string, body?: unknown) =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, cookie: staff },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const before = await (await get('/blog')).text();
    expect(before).not.toContain(title);
    const created = await api('/api/admin/content/posts', {
      title,
      excerpt: 'Published while the page was cached.',
      markdown: 'The page cache drops its pages when the content version moves.',
      authorUsername: 'marketing',
      tags: ['Cache'],
    });
    expect(created.status).toBe(201);
    const { item } = (await created.json()) as { item: { summary: { id: number } } };
    expect((await api(`/api/admin/content/posts/${item.summary.id}/publish`)).status).toBe(200);
    // The very next request: no waiting for a poll.
    const after = await get('/blog');
    expect(await after.text()).toContain(title);
  });
});

describe('personal answers', () => {
  it('are private, no-store, without an ETag: signed in, the back office, sign-in', async () => {
    const signedIn = await get('/', { cookie: staff });
    const admin = await get('/admin', { cookie: staff });
    const signIn = await get('/sign-in');
    const adminSignedOut = await get('/admin');
    for (const [what, response, status] of [
      ['signed-in /', signedIn, 200],
      ['/admin', admin, 200],
      ['/sign-in', signIn, 200],
      ['/admin signed out', adminSignedOut, 302],
    ] as const) {
      expect(response.status, what).toBe(status);
      expect(response.headers.get('cache-control'), what).toBe('private, no-store');
      expect(response.headers.get('etag'), what).toBeNull();
    }
  });
});
