import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // DOM tests opt in with a `// @vitest-environment happy-dom` first line.
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
});
