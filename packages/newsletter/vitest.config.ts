import { defineConfig } from 'vitest/config';
// A relative path: the config is loaded by Node, which does not run workspace .ts sources.
import { embedLiteAliases } from '../widget-kit/vitest.embed-aliases';

const dom = {
  environment: 'happy-dom' as const,
  setupFiles: ['./vitest.setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...dom, name: 'newsletter', include: ['src/**/*.test.{ts,tsx}'] } },
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
