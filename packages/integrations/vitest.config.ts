import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.url, {
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts'],
  ssrProject: true,
  // Typing with user-event is slow on a loaded 2-core machine (the whole workspace tests at once).
  testTimeout: 30_000,
});
