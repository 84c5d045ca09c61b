import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Logger } from '../src/logger.ts';
import { HSTS_VALUE, LOCKED_DOWN_CSP } from '../src/middleware/security-headers.ts';
import { CSP_REPORT_BODY_LIMIT_BYTES, CSP_REPORT_RATE_LIMIT } from '../src/ops/routes/csp-report.ts';
import { createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

function expectBaseline(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')).toBe(LOCKED_DOWN_CSP);
}

describe.each(dialects)('security headers on %s', (dialect) => {
  let database: TestDatabase;
  /** TRUST_PROXY=false (the default): nobody's X-Forwarded-Proto counts. */
  let untrusting: TestServer;
  /** TRUST_PROXY=loopback: a proxy on this host may say the visitor used HTTPS. */
  let behindLocalProxy: TestServer;
  const warnings: Record<string, unknown>[] = [];
  const logger: Logger = { info() {}, warn: (entry) => void warnings.push(entry), error() {} };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    untrusting = await startTestServer(database.db, { ...database.config, trustProxy: false }, logger);
    behindLocalProxy = await startTestServer(database.db, { ...database.config, trustProxy: 'loopback' }, logger);
  });

  afterAll(async () => {
    await untrusting?.close();
    await behindLocalProxy?.close();
    await database?.drop();
  });

  it('every kind of API answer carries nosniff, the referrer policy and the locked-down CSP', async () => {
    const url = untrusting.url;
    const answers: Array<[number, Promise<Response>]> = [
      [200, fetch(`${url}/api/products`)],
      [404, fetch(`${url}/api/nope`)],
      [405, fetch(`${url}/api/products`, { method: 'DELETE' })],
      [415, fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })],
      [400, postJson(`${url}/api/contact`, '{not json')],
      [413, postJson(`${url}/api/contact`, { message: 'x'.repeat(database.config.bodyLimitBytes + 1) })],
      [401, fetch(`${url}/api/auth/me`)],
      [204, fetch(`${url}/api/products`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' } })],
    ];
    for (const [status, answer] of answers) {
      const response = await answer;
      expect(response.status).toBe(status);
      expectBaseline(response);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('paths left to the host carry them too (the bare app’s plain 404)', async () => {
    const response = await fetch(`${untrusting.url}/about`);
    expect(response.status).toBe(404);
    expectBaseline(response);
  });

  it('sends HSTS (one year, subdomains) when a trusted local proxy says the visitor used HTTPS', async () => {
    for (const path of ['/api/products', '/api/nope', '/about']) {
      const response = await fetch(behindLocalProxy.url + path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
      expect(HSTS_VALUE).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('sends no HSTS over plain HTTP, nor when the peer claiming HTTPS is not trusted', async () => {
    const plain = await fetch(`${behindLocalProxy.url}/api/products`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const forwardedHttp = await fetch(`${behindLocalProxy.url}/api/products`, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(forwardedHttp.headers.get('strict-transport-security')).toBeNull();
    const claimed = await fetch(`${untrusting.url}/api/products`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  describe('POST /api/csp-report', () => {
    it('logs a report-uri report without query strings and answers 204', async () => {
      warnings.length = 0;
      const response = await fetch(`${untrusting.url}/api/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'http://localhost:3000/sign-in?redirectTo=/integrations&token=secret-1',
            'violated-directive': 'script-src-elem',
            'effective-directive': 'script-src-elem',
            'blocked-uri': 'https://evil.example/x.js?session=secret-2',
            'source-file': 'http://localhost:3000/assets/entry-abc.js#frag',
            'line-number': 12,
            'column-number': 7,
            'script-sample': 'alert(document.cookie)',
            disposition: 'enforce',
          },
        }),
      });
      expect(response.status).toBe(204);
      expectBaseline(response);
      expect(warnings).toEqual([
        {
          msg: 'csp violation',
          directive: 'script-src-elem',
          blocked: 'https://evil.example/x.js',
          document: 'http://localhost:3000/sign-in',
          source: 'http://localhost:3000/assets/entry-abc.js',
          line: 12,
          column: 7,
          disposition: 'enforce',
        },
      ]);
      expect(JSON.stringify(warnings)).not.toMatch(/secret|alert/);
    });

    it('logs the csp-violation reports of a Reporting API batch and ignores other report types', async () => {
      warnings.length = 0;
      const response = await fetch(`${untrusting.url}/api/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/reports+json' },
        body: JSON.stringify([
          { type: 'deprecation', body: { id: 'x' } },
          {
            type: 'csp-violation',
            age: 10,
            body: {
              documentURL: 'http://localhost:3000/about',
              effectiveDirective: 'style-src-attr',
              blockedURL: 'inline',
              disposition: 'enforce',
              lineNumber: 3,
            },
          },
        ]),
      });
      expect(response.status).toBe(204);
      expect(warnings).toEqual([
        {
          msg: 'csp violation',
          directive: 'style-src-attr',
          blocked: 'inline',
          document: 'http://localhost:3000/about',
          source: null,
          line: 3,
          column: null,
          disposition: 'enforce',
        },
      ]);
    });

    it('takes reports from the site (or without Origin) and refuses an unregistered origin with the JSON 403', async () => {
      const report = (origin: string) =>
        postJson(`${untrusting.url}/api/csp-report`, { 'csp-report': { 'effective-directive': 'img-src' } }, { 'content-type': 'application/csp-report', Origin: origin });
      expect((await report(database.config.siteOrigin)).status).toBe(204);
      const foreign = await report('https://evil.example');
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toMatchObject({ code: 'origin_not_registered', origin: 'https://evil.example' });
    });

    it('refuses other content types (415) and bodies above the limit (413)', async () => {
      const plain = await fetch(`${untrusting.url}/api/csp-report`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
      expect(plain.status).toBe(415);
      const large = await fetch(`${untrusting.url}/api/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(CSP_REPORT_BODY_LIMIT_BYTES) } }),
      });
      expect(large.status).toBe(413);
      expect(await large.json()).toEqual({ message: `Request body is larger than ${CSP_REPORT_BODY_LIMIT_BYTES} bytes` });
    });

    it('answers 429 once a client has sent its reports for the window', async () => {
      // A server of its own: the other tests' reports count against the same address.
      const server = await startTestServer(database.db, { ...database.config, trustProxy: false }, logger);
      try {
        const report = () =>
          postJson(`${server.url}/api/csp-report`, { 'csp-report': { 'effective-directive': 'img-src' } }, { 'content-type': 'application/csp-report' });
        // Windows are shared per IP in the database: fill this one up first. Windows are fixed
        // (aligned to the epoch): when a new one begins midway, fill that one instead. The window
        // is read before the first report of a round, so a round that ends in the window it began
        // in sent all its limit + 1 reports there (a slow first report can no longer fall in the
        // window before).
        const windowOf = () => Math.floor(Date.now() / 1000 / CSP_REPORT_RATE_LIMIT.windowSeconds);
        let response!: Response;
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const window = windowOf();
          response = await report();
          for (let sent = 1; response.status === 204 && sent <= CSP_REPORT_RATE_LIMIT.limit; sent += 1) response = await report();
          if (response.status === 429 || windowOf() === window) break;
        }
        expect(response.status).toBe(429);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expectBaseline(response);
      } finally {
        await server.close();
      }
    });
  });
});

describe('an error that escapes to Koa’s own handler', () => {
  let database: TestDatabase;
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const config: Config = { ...database.config, trustProxy: 'loopback' };
    const app = createApp({ db: database.db, config, logger: { info() {}, warn() {}, error() {} } });
    app.use(() => {
      throw new Error('a host middleware failed');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });

  afterAll(async () => {
    await close?.();
    await database?.drop();
  });

  it('still carries the security headers (Koa drops every header it finds, then sets the error’s)', async () => {
    const response = await fetch(`${url}/about`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.status).toBe(500);
    expectBaseline(response);
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect(await response.text()).toBe('Internal Server Error');
  });
});
