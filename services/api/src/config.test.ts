import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEVELOPMENT_KEY_ID, developmentKeyring, emptyKeyring } from './security/secrets.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const KEY_A = Buffer.alloc(32, 1).toString('base64');
const KEY_B = Buffer.alloc(32, 2).toString('base64');

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, 'data'),
      nodeEnv: 'development',
      bodyLimitBytes: 102400,
      siteUrl: 'http://localhost:3000',
      siteOrigin: 'http://localhost:3000',
      embedOrigins: [],
      trustProxy: false,
      rateLimitLeads: { limit: 10, windowSeconds: 600 },
      cookieSecure: false,
      // No key until startServer reads or generates the key file.
      integrationKeys: emptyKeyring(),
      integrationKeyFile: path.join(repoRoot, 'data', 'integration-keys'),
    });
  });

  it('defaults SITE_URL to http://localhost:<PORT>', () => {
    expect(loadConfig({ PORT: '3100' })).toMatchObject({ port: 3100, siteUrl: 'http://localhost:3100', siteOrigin: 'http://localhost:3100' });
    expect(loadConfig({ PORT: '4455', SITE_URL: 'https://www.joognoo.example/' })).toMatchObject({
      siteUrl: 'https://www.joognoo.example',
      siteOrigin: 'https://www.joognoo.example',
    });
  });

  it('requires SITE_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: '3100', INTEGRATION_KEYS: `k1:${KEY_A}` })).toThrow(
      /^Invalid configuration: SITE_URL is required in production \(/,
    );
  });

  it.each([
    ['loopback', 'loopback'],
    ['true', true],
    ['false', false],
  ] as const)('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'mysql://u:p@db:3306/joognoo',
        DATA_DIR: '/var/lib/joognoo',
        NODE_ENV: 'production',
        BODY_LIMIT_BYTES: '2048',
        SITE_URL: 'https://www.joognoo.example/some/page/',
        EMBED_ORIGINS: ' https://partner.example , http://localhost:5173/,HTTPS://Reseller.Example:8443',
        TRUST_PROXY: 'true',
        RATE_LIMIT_LEADS: '25/60',
        INTEGRATION_KEYS: `k2:${KEY_B},k1:${KEY_A}`,
        INTEGRATION_KEY_ID: 'k1',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'mysql://u:p@db:3306/joognoo',
      dataDir: '/var/lib/joognoo',
      nodeEnv: 'production',
      bodyLimitBytes: 2048,
      siteUrl: 'https://www.joognoo.example/some/page',
      siteOrigin: 'https://www.joognoo.example',
      embedOrigins: ['https://partner.example', 'http://localhost:5173', 'https://reseller.example:8443'],
      trustProxy: true,
      rateLimitLeads: { limit: 25, windowSeconds: 60 },
      cookieSecure: true,
      integrationKeys: {
        encryptWith: 'k1',
        keys: new Map([
          ['k2', Buffer.from(KEY_B, 'base64')],
          ['k1', Buffer.from(KEY_A, 'base64')],
        ]),
        development: false,
      },
      integrationKeyFile: undefined,
    });
  });

  it('resolves a relative DATA_DIR against the repository root and treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/db', DATABASE_URL: '', PORT: '' })).toMatchObject({
      dataDir: path.join(repoRoot, 'tmp/db'),
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://host-without-database' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ BODY_LIMIT_BYTES: '0' }, 'BODY_LIMIT_BYTES'],
    [{ SITE_URL: 'joognoo.example' }, 'SITE_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'local' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_LEADS: '10' }, 'RATE_LIMIT_LEADS'],
    [{ RATE_LIMIT_LEADS: '0/600' }, 'RATE_LIMIT_LEADS'],
    [{ RATE_LIMIT_LEADS: '10/0' }, 'RATE_LIMIT_LEADS'],
    [{ COOKIE_SECURE: 'yes' }, 'COOKIE_SECURE'],
    [{ NODE_ENV: 'production', SITE_URL: 'https://joognoo.example' }, 'INTEGRATION_KEYS'],
    [{ NODE_ENV: 'production', SITE_URL: 'https://joognoo.example', INTEGRATION_KEYS: 'development' }, 'INTEGRATION_KEYS'],
    [{ INTEGRATION_KEYS: 'development', INTEGRATION_KEY_ID: 'development-only' }, 'INTEGRATION_KEY_ID'],
    [{ INTEGRATION_KEYS: 'k1' }, 'INTEGRATION_KEYS'],
    [{ INTEGRATION_KEYS: `k1:${Buffer.alloc(16).toString('base64')}` }, 'INTEGRATION_KEYS'],
    [{ INTEGRATION_KEYS: `bad id:${KEY_A}` }, 'INTEGRATION_KEYS'],
    [{ INTEGRATION_KEYS: `k1:${KEY_A},k1:${KEY_B}` }, 'INTEGRATION_KEYS'],
    [{ INTEGRATION_KEYS: `k1:${KEY_A}`, INTEGRATION_KEY_ID: 'k9' }, 'INTEGRATION_KEY_ID'],
    [{ INTEGRATION_KEY_ID: 'k1' }, 'INTEGRATION_KEY_ID'],
  ])('throws an error naming the variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it.each(['partner.example', 'https://partner.example/embed', 'ftp://partner.example', 'https://user@partner.example', 'https://partner.example?x=1', '*'])(
    'refuses EMBED_ORIGINS containing %j with a message naming the variable and the value',
    (origin) => {
      expect(() => loadConfig({ EMBED_ORIGINS: `https://ok.example,${origin}` })).toThrow(
        `Invalid configuration: EMBED_ORIGINS has an invalid origin "${origin}"`,
      );
    },
  );

  it('makes the session cookie Secure whenever SITE_URL is https, in any mode, unless COOKIE_SECURE says otherwise', () => {
    const production = { NODE_ENV: 'production', INTEGRATION_KEYS: `k1:${KEY_A}` };
    expect(loadConfig({ ...production, SITE_URL: 'https://joognoo.example' }).cookieSecure).toBe(true);
    expect(loadConfig({ ...production, SITE_URL: 'http://intranet.example' }).cookieSecure).toBe(false);
    expect(loadConfig({ SITE_URL: 'https://joognoo.example' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://joognoo.example' }).cookieSecure).toBe(true);
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ ...production, SITE_URL: 'https://joognoo.example', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('encrypts with the first INTEGRATION_KEYS entry by default and never puts a key in the error message', () => {
    expect(loadConfig({ INTEGRATION_KEYS: `new:${KEY_B}, old:${KEY_A}` }).integrationKeys.encryptWith).toBe('new');
    expect(loadConfig({ INTEGRATION_KEYS: 'development' })).toMatchObject({
      integrationKeys: developmentKeyring(),
      integrationKeyFile: undefined,
    });
    expect(loadConfig({ INTEGRATION_KEYS: 'development' }).integrationKeys.encryptWith).toBe(DEVELOPMENT_KEY_ID);
    expect(loadConfig({ DATA_DIR: '/var/lib/joognoo' })).toMatchObject({
      integrationKeys: { encryptWith: undefined, development: false },
      integrationKeyFile: '/var/lib/joognoo/integration-keys',
    });
    const short = Buffer.alloc(16, 7).toString('base64');
    const error = (() => {
      try {
        loadConfig({ INTEGRATION_KEYS: `k1:${short}` });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/^Invalid configuration: INTEGRATION_KEYS key "k1" must be 32 bytes/);
    expect(error?.message).not.toContain(short);
  });
});
