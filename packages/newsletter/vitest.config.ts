import { packageTestConfig } from '../../vitest.shared';

export default packageTestConfig(import.meta.url, {
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts'],
});
