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
