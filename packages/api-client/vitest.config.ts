import { packageTestConfig } from '../../vitest.shared.ts';

// The contract test starts a real API app (migrations on a fresh database) in a hook; the
// proof-of-work test solves challenges, seconds of one core each on a busy machine.
export default packageTestConfig(import.meta.url, { include: ['src/**/*.test.ts'], hookTimeout: 30_000, testTimeout: 30_000 });
