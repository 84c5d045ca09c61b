import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // As in the embed build: the api-client runs on ky-lite (src/embed/ky-lite.test.ts).
    alias: [{ find: /^ky$/, replacement: fileURLToPath(new URL('./src/embed/ky-lite.ts', import.meta.url)) }],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // The size check builds the embed (about 2 s).
    testTimeout: 20_000,
  },
});
