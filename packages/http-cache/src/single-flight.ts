/**
 * Concurrent misses of one key share one build (a "single flight"): the first caller leads
 * and builds, the others wait for what it shares. A burst after a publish, or a cold start
 * under load, then costs one database read or one page render per answer, not one per
 * request (50 concurrent visitors of a just-changed page used to render it 50 times and
 * Brotli-compress each copy).
 */
export interface SingleFlight<T> {
  /** The build in progress for `key`, if any: it resolves to what its leader shared, or undefined. */
  waitFor(key: string): Promise<T | undefined> | undefined;
  /**
   * Runs `build` as the leader for `key`; `share` hands its result to the waiting callers
   * (an answer not to be shared, such as an error, leaves it unshared: they get undefined).
   */
  lead<R>(key: string, build: (share: (value: T) => void) => Promise<R>): Promise<R>;
}

export function singleFlight<T>(): SingleFlight<T> {
  const pending = new Map<string, Promise<T | undefined>>();
  return {
    waitFor: (key) => pending.get(key),
    async lead(key, build) {
      let settle!: (value: T | undefined) => void;
      const flight = new Promise<T | undefined>((resolve) => (settle = resolve));
      pending.set(key, flight);
      try {
        return await build(settle);
      } finally {
        settle(undefined); // no-op once shared
        if (pending.get(key) === flight) pending.delete(key);
      }
    },
  };
}
