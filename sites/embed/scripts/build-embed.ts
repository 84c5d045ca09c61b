/** A fresh production build of the embed bundle into a given folder, for the tests that check the built files. */
import { join, resolve } from 'node:path';

const embedDir = resolve(import.meta.dirname, '..');

export async function buildEmbedInto(outDir: string): Promise<void> {
  const env = { ...process.env };
  // Vitest sets NODE_ENV=test, which would make Vite build in development mode (JSX dev runtime).
  Object.assign(process.env, { JOOGNOO_EMBED_OUT_DIR: outDir, NODE_ENV: 'production' });
  try {
    const { build } = await import('vite');
    await build({ configFile: join(embedDir, 'vite.config.ts'), root: embedDir, logLevel: 'error' });
  } finally {
    process.env.JOOGNOO_EMBED_OUT_DIR = env.JOOGNOO_EMBED_OUT_DIR;
    if (env.JOOGNOO_EMBED_OUT_DIR === undefined) delete process.env.JOOGNOO_EMBED_OUT_DIR;
    process.env.NODE_ENV = env.NODE_ENV;
  }
}

/**
 * A full build of release `version` as the deploy makes it: staging, then `<root>/<version>/`
 * (unless kept already) and `<root>/v1/`; the releases in `releasesDir` when given.
 */
export async function buildEmbedRelease({ root, version, releasesDir }: { root: string; version: string; releasesDir?: string }): Promise<void> {
  const keys = ['JOOGNOO_EMBED_ROOT_DIR', 'JOOGNOO_EMBED_RELEASE', 'EMBED_RELEASES_DIR', 'JOOGNOO_EMBED_OUT_DIR', 'NODE_ENV'] as const;
  const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
  delete process.env.JOOGNOO_EMBED_OUT_DIR;
  delete process.env.EMBED_RELEASES_DIR;
  Object.assign(process.env, { JOOGNOO_EMBED_ROOT_DIR: root, JOOGNOO_EMBED_RELEASE: version, NODE_ENV: 'production' });
  if (releasesDir) process.env.EMBED_RELEASES_DIR = releasesDir;
  try {
    const { build } = await import('vite');
    await build({ configFile: join(embedDir, 'vite.config.ts'), root: embedDir, logLevel: 'error' });
  } finally {
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
}
