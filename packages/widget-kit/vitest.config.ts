import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.url, {
  environment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  // The stand-ins' own tests ran on the embed build's aliases, which go in issue 15 (with them).
  exclude: ['src/embed/valibot-lite.test.ts', 'src/embed/styled-lite.test.tsx', 'src/embed/ky-lite.test.ts'],
  setupFiles: ['./vitest.setup.ts'],
  // The size check builds the embed (about 2 s).
  testTimeout: 20_000,
});
