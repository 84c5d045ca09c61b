import { packageTestConfig } from '../../vitest.shared.ts';

/**
 * Part of `pnpm test:e2e` (after Playwright): tests that start the BUILT site as a real
 * process (e2e-process/site-process.ts) to check raw HTTP, memory, the process's log lines
 * and the HTML of every route. One file at a time: each starts its own server.
 */
export default packageTestConfig(import.meta.url, {
  include: ['e2e-process/**/*.test.ts'],
  fileParallelism: false,
  hookTimeout: 120_000,
  testTimeout: 120_000,
});
