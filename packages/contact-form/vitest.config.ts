import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Typing with user-event is slow on a loaded 2-core machine (the whole workspace tests at once).
    testTimeout: 30_000,
  },
});
