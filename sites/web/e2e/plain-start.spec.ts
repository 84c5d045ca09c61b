import http from 'node:http';
import { expect, test } from '@playwright/test';
import { startOwnSite, type OwnSite } from './own-site';

/**
 * The built server as a plain `pnpm start` runs it: only PORT (and a fresh DATA_DIR), no
 * SITE_URL, no NODE_ENV, no TRUST_PROXY, no INTEGRATION_KEYS.
 * Each worker starts its own on WEB_E2E_PORT + 10 + its parallel index.
 */
const LEAD_LIMIT = 2;

interface Answer {
  status: number;
  body: string;
}

/** A request from the local address `from` (127.0.0.2, 127.0.0.3, ...: each one visitor). */
function request(url: string, { method = 'GET', from = '127.0.0.1', headers = {}, body }: { method?: string; from?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, localAddress: from, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const subscribeForm = (email: string) => new URLSearchParams({ email, source: 'e2e-plain-start' }).toString();

test.describe('a plain start with only PORT', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let site: OwnSite;
  let port: number;
  let base: string;

  test.beforeAll(async () => {
    site = await startOwnSite(Number(process.env.WEB_E2E_PORT ?? 4317) + 10 + test.info().parallelIndex, { RATE_LIMIT_LEADS: `${LEAD_LIMIT}/600` });
    ({ port, base } = site);
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('robots.txt, the sitemap and canonical links use http://localhost:<PORT>', async () => {
    const site = `http://localhost:${port}`;
    const robots = await request(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`);
    const sitemap = await request(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${site}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${site}/about</loc>`);
    expect(sitemap.body).not.toContain('localhost:3000');
    const about = await request(`${base}/about`);
    expect(about.body).toContain(`<link rel="canonical" href="${site}/about"/>`);
    expect(about.body).toContain(`<meta property="og:url" content="${site}/about"/>`);
  });

  test("counts the site's no-JS form posts per visitor, while a forged X-Forwarded-For to the API is not believed", async () => {
    const post = (from: string, email: string) =>
      request(`${base}/newsletter/subscribe`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: subscribeForm(email),
      });
    // Visitor 127.0.0.2 uses up its limit; visitor 127.0.0.3 is not affected.
    const first = [];
    for (let i = 0; i <= LEAD_LIMIT; i += 1) first.push((await post('127.0.0.2', `v2-${i}@example.com`)).status);
    expect(first).toEqual([...Array(LEAD_LIMIT).fill(200), 429]);
    expect((await post('127.0.0.3', 'v3@example.com')).status).toBe(200);

    // Calling the API directly from 127.0.0.4 with a new X-Forwarded-For each time does not help.
    const direct = [];
    for (let i = 0; i <= LEAD_LIMIT; i += 1) {
      const answer = await request(`${base}/api/newsletter/subscribe`, {
        method: 'POST',
        from: '127.0.0.4',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `direct-${i}@example.com` }),
      });
      direct.push(answer.status);
    }
    expect(direct).toEqual([...Array(LEAD_LIMIT).fill(200), 429]);
  });

  test('counts sign-in failures through the /sign-in form per visitor', async () => {
    const signIn = (from: string) =>
      request(`${base}/sign-in`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: new URLSearchParams({ email: 'nobody@example.com', password: 'not the password' }).toString(),
      });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn('127.0.0.5')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const other = await signIn('127.0.0.6');
    expect(other.status).toBe(401);
    expect(other.body).toContain('Invalid email or password.');
  });
});
