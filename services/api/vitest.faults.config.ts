import { packageTestConfig } from '../../vitest.shared.ts';

/**
 * `pnpm test:faults`: tests that kill processes, cut the database and fuzz every POST.
 * They spawn real API processes, so they run one file at a time, apart from the unit suite.
 */
export default packageTestConfig(import.meta.url, {
  include: ['faults/**/*.test.ts'],
  fileParallelism: false,
  hookTimeout: 120_000,
  testTimeout: 180_000,
});
