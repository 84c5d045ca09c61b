import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.url, {
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts'],
  // Component tests render styled-components trees; keep headroom on a loaded CI machine.
  testTimeout: 20_000,
});
