import { packageTestConfig } from '../vitest.shared.ts';

// ESLint loads its config and the TypeScript parser once (seconds on a busy machine).
export default packageTestConfig(import.meta.url, { include: ['*.test.ts'], testTimeout: 60_000 });
