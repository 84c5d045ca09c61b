import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    // ESLint loads the config and the TypeScript parser once (a few seconds on a busy machine).
    testTimeout: 60_000,
  },
});
