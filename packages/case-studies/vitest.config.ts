import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Component tests render styled-components trees; keep headroom on a loaded CI machine.
    testTimeout: 20_000,
  },
});
