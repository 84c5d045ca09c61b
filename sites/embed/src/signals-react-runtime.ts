/**
 * Stand-in for `@preact/signals-react/runtime` in the preact embed build: with
 * `@preact/signals` (aliased for `@preact/signals-react`) components track signals by
 * themselves, so `useSignals()` has nothing to do.
 */
const store = {
  f() {},
  [Symbol.dispose]() {},
};

export function useSignals(): typeof store {
  return store;
}

export function ensureFinalCleanup(): void {}
