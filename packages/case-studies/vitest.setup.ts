import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount between tests (globals are off, so testing-library cannot register this itself).
afterEach(() => {
  cleanup();
});
