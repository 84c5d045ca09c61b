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
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'mysql://u:p@db:3306/joognoo',
      dataDir: '/var/lib/joognoo',
      nodeEnv: 'production',
      bodyLimitBytes: 2048,
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
  ])('throws an error naming the variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});
