import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The release checks of the published packages (not a package's own unit tests): run from
 * the workspace root by `pnpm check:packages` and `pnpm test:packages`, after `pnpm build`.
 * Not named `vitest.config.ts`: vitest looks for its config in parent folders too, and a
 * package without its own config would run these instead of its unit tests.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    // Packing, installing and building a temporary app take seconds to a minute each on an
    // idle machine, but ten times that on a shared 2-core machine under full load.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // One file at a time: each packs the packages and spawns heavy tools.
    fileParallelism: false,
  },
});
