import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { useLatest } from './use-latest';

/**
 * Where a load stands: `idle` when there is nothing to load (`load` is `null`), `loading`
 * until it settles, then `ready` with its data or `error` with what it threw.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export type LoadState<T> =
  | { status: 'idle' | 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type LoadResult<T> = LoadState<T> & {
  /** Loads again with the same dependencies (a retry). */
  reload: () => void;
};

export interface LoadOptions<T> {
  /**
   * Data the server already gave for the first dependencies: the hook starts `ready` with
   * it and does not load until the dependencies change. `undefined` means none.
   */
  initial?: T;
  /** Called once when a load fails (not for a stale or aborted one). */
  onError?: (error: unknown) => void;
}

interface Settled<T> {
  deps: DependencyList;
  run: number;
  state: LoadState<T>;
}

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * Loads data when the dependencies change: `useLoad((signal) => client.getJobs(), [client])`.
 * A result that arrives after the dependencies changed (or after unmount) is ignored, and
 * the signal given to `load` is aborted then. Pass `null` as `load` when there is nothing
 * to load yet (e.g. a second request that needs the first one's answer).
 */
export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: DependencyList,
  options: LoadOptions<T> = {},
): LoadResult<T> {
  const loadRef = useLatest(load);
  const onErrorRef = useLatest(options.onError);
  const [run, setRun] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    options.initial !== undefined
      ? { deps, run: 0, state: { status: 'ready', data: options.initial, error: undefined } }
      : null,
  );
  // The dependencies the initial data belongs to: no load while they hold.
  const initialDeps = useRef<DependencyList | null>(options.initial !== undefined ? deps : null);
  const enabled = load !== null;

  useEffect(() => {
    if (initialDeps.current) {
      if (sameDeps(initialDeps.current, deps) && run === 0) return;
      initialDeps.current = null;
    }
    const current = loadRef.current;
    if (!current) return;
    const controller = new AbortController();
    current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ deps, run, state: { status: 'ready', data, error: undefined } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ deps, run, state: { status: 'error', data: undefined, error } });
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
    // The caller's dependencies, plus whether there is anything to load and retries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, run]);

  const reload = useCallback(() => setRun((n) => n + 1), []);

  let state: LoadState<T>;
  if (settled && settled.run === run && sameDeps(settled.deps, deps)) state = settled.state;
  else state = enabled ? LOADING : IDLE;
  return { ...state, reload };
}
