import { useEffect, useRef } from 'react';

/** A ref always holding the latest value: callbacks in effects without re-running them. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
