import { availableParallelism } from 'node:os';
import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.url, {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Each file makes its own databases (a temp SQLite file, a fresh MariaDB database).
  fileParallelism: true,
  // Most of a file's time is spent waiting on MariaDB (a database created and migrated per
  // suite and dialect), on sockets and on spawned commands, not on a core: four files at a
  // time at least (vitest's default is the cores but one: a single file on 2 cores).
  maxWorkers: Math.max(4, availableParallelism() - 1),
  hookTimeout: 60_000,
  testTimeout: 20_000,
});
