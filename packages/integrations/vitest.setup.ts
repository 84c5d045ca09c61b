import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor/findBy wait up to 5 s: the whole workspace tests at once on 2 cores.
configure({ asyncUtilTimeout: 5000 });

// Unmount between tests (globals are off, so testing-library cannot register this itself).
afterEach(() => {
  cleanup();
});
