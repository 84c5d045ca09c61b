import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.url, {
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts'],
  ssrProject: true,
});
