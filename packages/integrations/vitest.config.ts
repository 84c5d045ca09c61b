import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Vitest resolves styled-components' Node build, which never injects styles into a DOM;
// the DOM tests (happy-dom) use the browser build, as a real browser bundle does. The
// server-rendering test (*.ssr.test.tsx) runs in plain Node with the server build.
const styledComponentsBrowser = fileURLToPath(
  new URL('./node_modules/styled-components/dist/styled-components.browser.esm.js', import.meta.url),
);

export default defineConfig({
  test: {
    // Typing with user-event is slow on a loaded 2-core machine (the whole workspace tests at once).
    testTimeout: 30_000,
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
