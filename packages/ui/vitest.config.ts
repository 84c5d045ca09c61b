import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Vitest resolves styled-components' Node build, whose createGlobalStyle never injects
// styles into a DOM (its server-only path). The DOM tests run in happy-dom, so they use
// the browser build, as a real browser bundle does; the SSR tests (*.ssr.test.tsx) run
// in Node without a DOM and keep the server build.
const styledComponentsBrowser = fileURLToPath(
  new URL('./node_modules/styled-components/dist/styled-components.browser.esm.js', import.meta.url),
);

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        resolve: { alias: [{ find: /^styled-components$/, replacement: styledComponentsBrowser }] },
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.ssr.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ssr',
          environment: 'node',
          include: ['src/**/*.ssr.test.{ts,tsx}'],
        },
      },
    ],
  },
});
