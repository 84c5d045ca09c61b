import { BlockList } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PRIVATE_TARGET_URLS } from '../test/private-targets.ts';
import { DEVELOPMENT_KEY_ID, developmentKeyring, emptyKeyring } from './security/secrets.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const KEY_A = Buffer.alloc(32, 1).toString('base64');
const KEY_B = Buffer.alloc(32, 2).toString('base64');
const POW_KEY = 'a3f1c9e07b5d2846a3f1c9e07b5d2846';

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, 'data'),
      nodeEnv: 'development',
      bodyLimitBytes: 102400,
      requestLimits: { bodyTimeoutMs: 60_000, bodiesPerAddress: 4 },
      siteUrl: 'http://localhost:3000',
      siteOrigin: 'http://localhost:3000',
      embedOrigins: [],
      trustProxy: false,
      rateLimitLeads: { limit: 10, windowSeconds: 600 },
      cookieSecure: false,
      // No key until startServer reads or generates the key file.
      integrationKeys: emptyKeyring(),
      integrationKeyFile: path.join(repoRoot, 'data', 'integration-keys'),
      mail: { smtpUrl: undefined, from: 'Joognoo <no-reply@localhost>', salesEmail: 'sales@localhost', salesRoutes: {} },
      leadWebhook: undefined,
      webhookAllowPrivateTargets: false,
      delivery: { worker: 'inline', concurrency: 16, leaseMs: 60_000, pollMs: 1000, backoff: { firstMs: 30_000, capMs: 3_600_000, giveUpMs: 259_200_000 } },
      applications: { hiringEmail: 'hiring@localhost', hiringByDepartment: {}, mailAttachmentMaxBytes: 5 * 1024 * 1024, cvLinkKey: undefined, retentionDays: 365 },
      // A few dozen accepted submissions per form and 10 minutes; the key is derived from the integration key file.
      proofOfWork: { ceiling: { limit: 30, windowSeconds: 600 }, key: undefined },
    });
  });

  it('reads the form ceiling and the proof-of-work key, which production requires', () => {
    expect(loadConfig({ FORM_CEILING: '50/300', PROOF_OF_WORK_KEY: ` ${POW_KEY} ` }).proofOfWork).toEqual({ ceiling: { limit: 50, windowSeconds: 300 }, key: POW_KEY });
    const production = { NODE_ENV: 'production', SITE_URL: 'https://joognoo.example', INTEGRATION_KEYS: `k1:${KEY_A}` };
    expect(loadConfig({ ...production, PROOF_OF_WORK_KEY: POW_KEY }).proofOfWork.key).toBe(POW_KEY);
    expect(() => loadConfig(production)).toThrow('Invalid configuration: PROOF_OF_WORK_KEY is required in production (at least 32 characters, e.g. openssl rand -hex 32)');
    for (const weak of ['short', 'a'.repeat(40), 'abababababababababababababababab']) {
      expect(() => loadConfig({ ...production, PROOF_OF_WORK_KEY: weak })).toThrow('Invalid configuration: PROOF_OF_WORK_KEY must be at least 32 characters of a random secret');
      expect(() => loadConfig({ PROOF_OF_WORK_KEY: weak })).toThrow(/^Invalid configuration: PROOF_OF_WORK_KEY /);
    }
    for (const value of ['30', '0/600', '30/0', 'many']) expect(() => loadConfig({ FORM_CEILING: value })).toThrow(/^Invalid configuration: FORM_CEILING must be <requests>\/<seconds>/);
  });

  it('reads the job application settings', () => {
    expect(
      loadConfig({
        HIRING_EMAIL: 'Hiring <hiring@joognoo.example>',
        HIRING_EMAIL_BY_DEPARTMENT: ' Engineering=eng-hiring@joognoo.example, Sales & Marketing=sales-hiring@joognoo.example ',
        MAIL_ATTACHMENT_MAX_BYTES: '1048576',
        CV_LINK_KEY: 'k'.repeat(32),
        APPLICATION_RETENTION_DAYS: '90',
      }).applications,
    ).toEqual({
      hiringEmail: 'Hiring <hiring@joognoo.example>',
      hiringByDepartment: { engineering: 'eng-hiring@joognoo.example', 'sales & marketing': 'sales-hiring@joognoo.example' },
      mailAttachmentMaxBytes: 1_048_576,
      cvLinkKey: 'k'.repeat(32),
      retentionDays: 90,
    });
    // Without HIRING_EMAIL, applications go to SALES_EMAIL (required in production with SMTP_URL).
    expect(loadConfig({ SALES_EMAIL: 'sales@joognoo.example' }).applications.hiringEmail).toBe('sales@joognoo.example');
  });

  it.each([
    [{ HIRING_EMAIL: 'hiring' }, 'HIRING_EMAIL must be an e-mail address'],
    [{ HIRING_EMAIL_BY_DEPARTMENT: 'Engineering:eng@joognoo.example' }, 'HIRING_EMAIL_BY_DEPARTMENT has an invalid entry "Engineering:eng@joognoo.example"'],
    [{ HIRING_EMAIL_BY_DEPARTMENT: 'Engineering=nobody' }, 'HIRING_EMAIL_BY_DEPARTMENT has an invalid entry "Engineering=nobody"'],
    [{ MAIL_ATTACHMENT_MAX_BYTES: '-1' }, 'MAIL_ATTACHMENT_MAX_BYTES must be an integer between 0 and 26214400'],
    [{ CV_LINK_KEY: 'short' }, 'CV_LINK_KEY must be at least 32 characters'],
    [{ APPLICATION_RETENTION_DAYS: '0' }, 'APPLICATION_RETENTION_DAYS must be an integer between 1 and 3650'],
    [
      { NODE_ENV: 'production', SITE_URL: 'https://joognoo.example', INTEGRATION_KEYS: `k1:${KEY_A}`, PROOF_OF_WORK_KEY: POW_KEY, CV_LINK_KEY: 'development-cv-link-key-not-secret' },
      'CV_LINK_KEY must not be the development key in production',
    ],
  ])('refuses the application setting %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
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

  it('reads TRUST_PROXY as a list of proxy addresses and CIDR ranges (IPv4 and IPv6)', () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7,2001:db8::/32 ' });
    expect(trustProxy).toBeInstanceOf(BlockList);
    const list = trustProxy as BlockList;
    expect(list.check('10.200.3.4')).toBe(true);
    expect(list.check('192.168.1.7')).toBe(true);
    expect(list.check('192.168.1.8')).toBe(false);
    expect(list.check('11.0.0.1')).toBe(false);
    expect(list.check('2001:db8::1', 'ipv6')).toBe(true);
    expect(list.check('2001:db9::1', 'ipv6')).toBe(false);
  });

  it.each([
    ['yes', 'yes'],
    ['10.0.0.0/8,proxy.internal', 'proxy.internal'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['2001:db8::/129', '2001:db8::/129'],
    ['10.0.0.0/8/1', '10.0.0.0/8/1'],
    ['10.0.0.0/x', '10.0.0.0/x'],
    ['10.0.0.256', '10.0.0.256'],
    ['10.0.0.1,', ''],
  ])('refuses TRUST_PROXY=%j, naming the entry %j', (value, entry) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `Invalid configuration: TRUST_PROXY has an invalid entry "${entry}" (use false, loopback, true, or the IP addresses and CIDR ranges of your proxies, comma-separated, e.g. 10.0.0.0/8,192.168.1.7)`,
    );
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
        BODY_TIMEOUT_SECONDS: '15',
        BODIES_PER_ADDRESS: '2',
        SITE_URL: 'https://www.joognoo.example/some/page/',
        EMBED_ORIGINS: ' https://partner.example , http://localhost:5173/,HTTPS://Reseller.Example:8443',
        TRUST_PROXY: 'true',
        RATE_LIMIT_LEADS: '25/60',
        FORM_CEILING: '40/900',
        PROOF_OF_WORK_KEY: POW_KEY,
        INTEGRATION_KEYS: `k2:${KEY_B},k1:${KEY_A}`,
        INTEGRATION_KEY_ID: 'k1',
        SMTP_URL: 'smtps://mailer:pw@smtp.example:465',
        MAIL_FROM: 'Joognoo <no-reply@joognoo.example>',
        SALES_EMAIL: 'sales@joognoo.example',
        SALES_EMAIL_ROUTES: 'addon:addons@joognoo.example, home:growth@joognoo.example',
        LEAD_WEBHOOK_URL: 'https://crm.example/hooks/joognoo',
        LEAD_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
        DELIVERY_WORKER: 'off',
        DELIVERY_CONCURRENCY: '4',
        DELIVERY_LEASE_SECONDS: '120',
        DELIVERY_POLL_MS: '250',
        DELIVERY_BACKOFF: '10s,30m,24h',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'mysql://u:p@db:3306/joognoo',
      dataDir: '/var/lib/joognoo',
      nodeEnv: 'production',
      bodyLimitBytes: 2048,
      requestLimits: { bodyTimeoutMs: 15_000, bodiesPerAddress: 2 },
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
      mail: {
        smtpUrl: 'smtps://mailer:pw@smtp.example:465',
        from: 'Joognoo <no-reply@joognoo.example>',
        salesEmail: 'sales@joognoo.example',
        salesRoutes: { addon: 'addons@joognoo.example', home: 'growth@joognoo.example' },
      },
      leadWebhook: { url: 'https://crm.example/hooks/joognoo', secret: 'whsec_0123456789abcdef' },
      webhookAllowPrivateTargets: false,
      delivery: { worker: 'off', concurrency: 4, leaseMs: 120_000, pollMs: 250, backoff: { firstMs: 10_000, capMs: 1_800_000, giveUpMs: 86_400_000 } },
      applications: { hiringEmail: 'sales@joognoo.example', hiringByDepartment: {}, mailAttachmentMaxBytes: 5 * 1024 * 1024, cvLinkKey: undefined, retentionDays: 365 },
      proofOfWork: { ceiling: { limit: 40, windowSeconds: 900 }, key: POW_KEY },
    });
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'no address' }, 'MAIL_FROM must be an e-mail address'],
    [{ SALES_EMAIL: 'sales' }, 'SALES_EMAIL must be an e-mail address'],
    [{ SALES_EMAIL_ROUTES: 'partner:a@b.example' }, 'SALES_EMAIL_ROUTES has an invalid entry "partner:a@b.example"'],
    [{ SALES_EMAIL_ROUTES: 'addon:not-an-address' }, 'SALES_EMAIL_ROUTES has an invalid entry "addon:not-an-address"'],
    [{ LEAD_WEBHOOK_URL: 'https://crm.example/hook' }, 'LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET must be set together'],
    [{ LEAD_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }, 'LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET must be set together'],
    [{ LEAD_WEBHOOK_URL: 'https://crm.example/hook', LEAD_WEBHOOK_SECRET: 'short' }, 'LEAD_WEBHOOK_SECRET must be at least 16 characters'],
    [{ LEAD_WEBHOOK_URL: 'ftp://crm.example/hook', LEAD_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }, 'LEAD_WEBHOOK_URL must be an http(s) URL'],
    [{ DELIVERY_WORKER: 'separate' }, 'DELIVERY_WORKER must be inline or off'],
    [{ DELIVERY_CONCURRENCY: '0' }, 'DELIVERY_CONCURRENCY must be an integer between 1 and 200'],
    [{ DELIVERY_BACKOFF: '30s,1h' }, 'DELIVERY_BACKOFF must be'],
    [{ DELIVERY_BACKOFF: '2h,1h,72h' }, 'DELIVERY_BACKOFF must be'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });

  it('in production stops a plain-http webhook to another host, and an SMTP_URL without real addresses', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://joognoo.example', INTEGRATION_KEYS: `k1:${KEY_A}`, PROOF_OF_WORK_KEY: POW_KEY };
    const secret = 'whsec_0123456789abcdef';
    expect(() => loadConfig({ ...production, LEAD_WEBHOOK_URL: 'http://crm.example/hook', LEAD_WEBHOOK_SECRET: secret })).toThrow(
      'Invalid configuration: LEAD_WEBHOOK_URL must be https in production (plain http only to a loopback receiver)',
    );
    // A loopback receiver is a private target: only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true.
    expect(
      loadConfig({ ...production, LEAD_WEBHOOK_URL: 'http://127.0.0.1:4510/hook', LEAD_WEBHOOK_SECRET: secret, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).leadWebhook?.url,
    ).toBe('http://127.0.0.1:4510/hook');
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://smtp.example', SALES_EMAIL: 'sales@joognoo.example' })).toThrow(
      'Invalid configuration: MAIL_FROM is required in production when SMTP_URL is set',
    );
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://smtp.example', MAIL_FROM: 'no-reply@joognoo.example' })).toThrow(
      'Invalid configuration: SALES_EMAIL is required in production when SMTP_URL is set',
    );
    expect(loadConfig(production).mail.smtpUrl).toBeUndefined();
  });

  it('stops the start for a LEAD_WEBHOOK_URL on this machine, its networks or a metadata host, unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true', () => {
    const secret = 'whsec_0123456789abcdef';
    for (const NODE_ENV of ['production', 'development']) {
      const env = { NODE_ENV, SITE_URL: 'https://joognoo.example', INTEGRATION_KEYS: `k1:${KEY_A}`, LEAD_WEBHOOK_SECRET: secret, PROOF_OF_WORK_KEY: POW_KEY };
      for (const url of PRIVATE_TARGET_URLS) {
        expect(() => loadConfig({ ...env, LEAD_WEBHOOK_URL: url })).toThrow(
          'Invalid configuration: LEAD_WEBHOOK_URL must point to a public host: loopback, private, link-local and cloud metadata addresses and names are refused (set WEBHOOK_ALLOW_PRIVATE_TARGETS=true for a receiver on your own network)',
        );
      }
      expect(loadConfig({ ...env, LEAD_WEBHOOK_URL: 'https://10.0.0.1:8443/x', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toMatchObject({
        leadWebhook: { url: 'https://10.0.0.1:8443/x', secret },
        webhookAllowPrivateTargets: true,
      });
      expect(loadConfig({ ...env, LEAD_WEBHOOK_URL: 'https://crm.example/hook' }).webhookAllowPrivateTargets).toBe(false);
    }
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow('Invalid configuration: WEBHOOK_ALLOW_PRIVATE_TARGETS must be true or false');
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
    [{ BODY_TIMEOUT_SECONDS: '300s' }, 'BODY_TIMEOUT_SECONDS'],
    [{ BODY_TIMEOUT_SECONDS: '3600' }, 'BODY_TIMEOUT_SECONDS'],
    [{ BODIES_PER_ADDRESS: '0' }, 'BODIES_PER_ADDRESS'],
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
    const production = { NODE_ENV: 'production', INTEGRATION_KEYS: `k1:${KEY_A}`, PROOF_OF_WORK_KEY: POW_KEY };
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
