import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.url, {
  // DOM tests opt in with a `// @vitest-environment happy-dom` first line.
  include: ['app/**/*.test.{ts,tsx}'],
});
