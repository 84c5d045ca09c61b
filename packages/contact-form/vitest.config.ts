import { defineConfig } from 'vitest/config';
// A relative path: the config is loaded by Node, which does not run workspace .ts sources.
import { embedLiteAliases } from '../widget-kit/vitest.embed-aliases';

const dom = {
  environment: 'happy-dom' as const,
  setupFiles: ['./vitest.setup.ts'],
  // Typing with user-event is slow on a loaded 2-core machine (the whole workspace tests at once).
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...dom, name: 'contact-form', include: ['src/**/*.test.{ts,tsx}'] } },
      {
        // The same DOM tests on the embed build's styled-components and ky stand-ins
        // (styled-lite, ky-lite of @joognoo/widget-kit), as the script-tag widget runs.
        resolve: { alias: embedLiteAliases() },
        test: {
          ...dom,
          name: 'embed-libs',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*ssr*.test.{ts,tsx}', 'src/hydration.test.tsx'],
        },
      },
    ],
  },
});
