import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.url, {
  environment: 'happy-dom',
  include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  setupFiles: ['./vitest.setup.ts'],
  // The size check builds the embed (seconds; more on a loaded machine).
  testTimeout: 20_000,
});
