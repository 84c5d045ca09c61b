/**
 * Pages during a database outage. The site (on MariaDB, reached through the
 * fault harness's TCP proxy) loses its database: a page whose loader needs the API answers
 * 503 with Retry-After and the "Temporarily unavailable" page, a form post (no JavaScript)
 * 503 with Retry-After and the form's failure text, and the process still writes
 * only JSON lines without a stack trace. When the database is back, so are the pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy, withPort } from '@joognoo/api/testing/processes';
import { createTestDatabase, type TestDatabase } from '@joognoo/api/testing/database';
import { logProblems, startSite, type SiteProcess } from './site-process.ts';

/** Pages whose content comes from the API. (The home page keeps answering: see below.) */
const PAGES = ['/blog', '/careers', '/case-studies', '/products/joognoo-green'];

/** Form posts without JavaScript, with the failure text each page shows. */
const FORM_POSTS: [string, Record<string, string>, string][] = [
  [
    '/contact/submit',
    { form: 'contact', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'AE', interest: 'engineering', message: 'Please call me.', consent: 'on' },
    'There was a problem sending your message. Please try again.',
  ],
  ['/newsletter/subscribe', { email: 'ada@example.com', source: 'blog' }, 'An error occurred while subscribing. Please try again.'],
  ['/newsletter/confirm', { token: 'A'.repeat(43) }, 'Something went wrong. Please try again.'],
  ['/newsletter/unsubscribe', { token: 'A'.repeat(43) }, 'Something went wrong. Please try again.'],
];

describe('pages during a database outage', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let site: SiteProcess;

  beforeAll(async () => {
    database = await createTestDatabase('mariadb');
    proxy = await TcpProxy.forUrl(database.config.databaseUrl!);
    site = await startSite({ databaseUrl: withPort(database.config.databaseUrl!, proxy.port) });
  });

  afterAll(async () => {
    await site?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('answer 503 with Retry-After and a friendly page during it, 200 after', async () => {
    // Nothing is fetched before the cut: the API's response cache would answer from memory.
    await proxy.cut();
    for (const path of PAGES) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(/<h1[^>]*>Temporarily unavailable<\/h1>/.test(html), path).toBe(true);
      expect(html.includes('This page cannot be loaded right now. Please try again in a moment.'), path).toBe(true);
    }

    // The no-JavaScript form posts: 503 with the API's Retry-After, the form with its failure text.
    for (const [path, fields, failure] of FORM_POSTS) {
      const response = await fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        body: new URLSearchParams(fields),
      });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain(failure);
    }

    // A failed products list leaves the home page's section without products.
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);

    await proxy.restore();
    for (const path of PAGES) {
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        status = (await fetch(`${site.url}${path}`)).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status, path).toBe(200);
    }
  });

  it('writes only JSON lines, without a stack trace', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(site.api.output).toMatch(/"msg":"database unavailable"/);
    expect(site.api.output).toMatch(/"msg":"Failed to fetch products","error":\{"status":503\}/);
    expect(logProblems(site.api.output)).toEqual([]);
  });
});
