import { packageTestConfig } from '../../vitest.shared.ts';

// The contract test starts a real API app (migrations on a fresh database) in a hook.
export default packageTestConfig(import.meta.url, { include: ['src/**/*.test.ts'], hookTimeout: 30_000 });
