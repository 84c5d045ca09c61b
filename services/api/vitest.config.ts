import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.url, {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Each file makes its own databases (a temp SQLite file, a fresh MariaDB database).
  fileParallelism: true,
  hookTimeout: 60_000,
  testTimeout: 20_000,
});
