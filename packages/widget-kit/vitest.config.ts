import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { embedLiteAliases } from './vitest.embed-aliases';

const kyLite = { find: /^ky$/, replacement: fileURLToPath(new URL('./src/embed/ky-lite.ts', import.meta.url)) };
const valibotLite = {
  find: /^valibot$/,
  replacement: fileURLToPath(new URL('./src/embed/valibot-lite.ts', import.meta.url)),
};

export default defineConfig({
  test: {
    // The size check builds the embed (about 2 s).
    testTimeout: 20_000,
    projects: [
      {
        // As in the embed build: the api-client runs on ky-lite (src/embed/ky-lite.test.ts).
        resolve: { alias: [kyLite] },
        test: {
          name: 'widget-kit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/embed/valibot-lite.test.ts', 'src/embed/styled-lite.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // As in the embed build: the element on styled-lite (src/embed/styled-lite.ts).
        resolve: { alias: embedLiteAliases() },
        test: {
          name: 'embed-libs',
          environment: 'happy-dom',
          include: ['src/define-widget.test.tsx', 'src/embed/styled-lite.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // As in the embed build: the form schemas run on valibot-lite (only the form
        // modules: the entity schemas use valibot functions the embed never ships).
        resolve: { alias: [valibotLite] },
        test: {
          name: 'valibot-lite',
          environment: 'node',
          include: ['src/embed/valibot-lite.test.ts'],
        },
      },
    ],
  },
});
