import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetSignUps } from './src/sign-ups';

afterEach(() => {
  cleanup();
  forgetSignUps();
  if (typeof document !== "undefined") document.body.replaceChildren();
});
