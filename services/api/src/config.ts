import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as v from 'valibot';

/** The repository root: services/api/src/config.ts -> ../../.. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  readonly port: number;
  readonly host: string;
  /** mysql://user:pass@host:port/db; absent means the embedded SQLite file in dataDir. */
  readonly databaseUrl: string | undefined;
  /** Where the SQLite file lives (absolute). */
  readonly dataDir: string;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Largest accepted request body; larger ones answer 413. */
  readonly bodyLimitBytes: number;
}

function integer(name: string, min: number, max: number) {
  const message = `${name} must be an integer between ${min} and ${max}`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.number(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

const envSchema = v.object({
  PORT: v.optional(integer('PORT', 0, 65535), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || /^mysql2?:\/\/[^/]+\/[^/?#]+/.test(value),
        'DATABASE_URL must look like mysql://user:pass@host:port/database',
      ),
    ),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('DATA_DIR must not be empty'))),
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    'development',
  ),
  BODY_LIMIT_BYTES: v.optional(integer('BODY_LIMIT_BYTES', 1, 10 * 1024 * 1024), '102400'),
});

/**
 * Parses the environment once, at start. A bad value throws an error whose message names
 * the variable, e.g. "Invalid configuration: PORT must be an integer between 0 and 65535".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as in most shells' `VAR= cmd`.
  const input = Object.fromEntries(
    Object.keys(envSchema.entries).flatMap((key) => (env[key] ? [[key, env[key]]] : [])),
  );
  const result = v.safeParse(envSchema, input, { abortPipeEarly: true });
  if (!result.success) {
    const details = result.issues.map((issue) => issue.message).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const out = result.output;
  return {
    port: out.PORT,
    host: out.HOST,
    databaseUrl: out.DATABASE_URL || undefined,
    dataDir: path.resolve(REPO_ROOT, out.DATA_DIR ?? 'data'),
    nodeEnv: out.NODE_ENV,
    bodyLimitBytes: out.BODY_LIMIT_BYTES,
  };
}
