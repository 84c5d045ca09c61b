import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, 'data'),
      nodeEnv: 'development',
      bodyLimitBytes: 102400,
      siteOrigin: 'http://localhost:3000',
      embedOrigins: [],
      trustProxy: false,
      rateLimitLeads: { limit: 10, windowSeconds: 600 },
    });
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
        SITE_URL: 'https://www.joognoo.example/some/page',
        EMBED_ORIGINS: ' https://partner.example , http://localhost:5173/,HTTPS://Reseller.Example:8443',
        TRUST_PROXY: 'true',
        RATE_LIMIT_LEADS: '25/60',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'mysql://u:p@db:3306/joognoo',
      dataDir: '/var/lib/joognoo',
      nodeEnv: 'production',
      bodyLimitBytes: 2048,
      siteOrigin: 'https://www.joognoo.example',
      embedOrigins: ['https://partner.example', 'http://localhost:5173', 'https://reseller.example:8443'],
      trustProxy: true,
      rateLimitLeads: { limit: 25, windowSeconds: 60 },
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
    [{ RATE_LIMIT_LEADS: '10' }, 'RATE_LIMIT_LEADS'],
    [{ RATE_LIMIT_LEADS: '0/600' }, 'RATE_LIMIT_LEADS'],
    [{ RATE_LIMIT_LEADS: '10/0' }, 'RATE_LIMIT_LEADS'],
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
});
