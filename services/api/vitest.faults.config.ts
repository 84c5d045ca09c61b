import { packageTestConfig } from '../../vitest.shared.ts';

/**
 * `pnpm test:faults`: tests that kill processes, cut the database and fuzz every POST.
 * They spawn real API processes, so they run one file at a time, apart from the unit suite.
 *
 * FAULTS=quiet runs only the files whose bounds are latencies that another suite beside
 * them on the same cores would break (the p99 of /api/health while hostile CVs are checked);
 * FAULTS=shared runs the others, whose bounds hold on a busy machine. `pnpm test` runs the
 * first alone and the second beside the other stages; unset, every file runs.
 */
const QUIET = ['faults/cv-uploads.test.ts'];
const ALL = ['faults/**/*.test.ts'];

const selection = process.env.FAULTS;
if (selection !== undefined && selection !== 'quiet' && selection !== 'shared') {
  throw new Error(`FAULTS must be "quiet", "shared" or unset, not "${selection}"`);
}

export default packageTestConfig(import.meta.url, {
  include: selection === 'quiet' ? QUIET : ALL,
  ...(selection === 'shared' ? { exclude: QUIET } : {}),
  fileParallelism: false,
  hookTimeout: 120_000,
  testTimeout: 180_000,
});
