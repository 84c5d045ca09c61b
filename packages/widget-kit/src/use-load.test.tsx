import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('is loading, then ready with the data', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.resolve(['a']), []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a']);
  });

  it('given a failing load, is in error and calls onError once', async () => {
    const onError = vi.fn();
    const failure = new Error('500: down');
    const { result } = renderHook(() => useLoad(() => Promise.reject(failure), [], { onError }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(result.current.data).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('given initial data, is ready at once and does not load', () => {
    const load = vi.fn(() => Promise.resolve(2));
    const { result } = renderHook(() => useLoad(load, ['x'], { initial: 1 }));
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });
    expect(load).not.toHaveBeenCalled();
  });

  it('given null as load, is idle and loads nothing', () => {
    const { result } = renderHook(() => useLoad<number>(null, []));
    expect(result.current.status).toBe('idle');
  });

  it('when the dependencies change, is loading again at once and ignores the stale answer', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ slug }) =>
        useLoad(
          (signal) => {
            signals.push(signal);
            return slug === 'a' ? first.promise : second.promise;
          },
          [slug],
        ),
      { initialProps: { slug: 'a' } },
    );
    rerender({ slug: 'b' });
    expect(result.current.status).toBe('loading');
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => first.resolve('stale'));
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('fresh'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'fresh' });
  });

  it('does not call onError for a stale failure', async () => {
    const first = deferred<string>();
    const onError = vi.fn();
    const { rerender } = renderHook(
      ({ slug }) => useLoad(() => (slug === 'a' ? first.promise : Promise.resolve('b')), [slug], { onError }),
      { initialProps: { slug: 'a' } },
    );
    rerender({ slug: 'b' });
    await act(async () => first.reject(new Error('late')));
    expect(onError).not.toHaveBeenCalled();
  });

  it('reload() loads again, even after initial data', async () => {
    let n = 0;
    const { result } = renderHook(() => useLoad(() => Promise.resolve(++n), [], { initial: 0 }));
    expect(result.current.data).toBe(0);
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe(1));
  });

  it('ignores an answer that arrives after unmount', async () => {
    const later = deferred<string>();
    const onError = vi.fn();
    const { unmount } = renderHook(() => useLoad(() => later.promise, [], { onError }));
    unmount();
    await act(async () => later.reject(new Error('gone')));
    expect(onError).not.toHaveBeenCalled();
  });
});
