// A callback that runs once the calls stop for `delayMs` (the spec's debounced saves and lookups); pending work
// runs on `flush` and is dropped on unmount.
import { useCallback, useEffect, useRef } from 'react';

export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
) {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Args | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = useCallback(
    (...args: Args) => {
      pending.current = args;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        pending.current = null;
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );

  const flush = useCallback(() => {
    if (!timer.current || !pending.current) return;
    clearTimeout(timer.current);
    timer.current = null;
    const args = pending.current;
    pending.current = null;
    latest.current(...args);
  }, []);

  return Object.assign(run, { flush });
}
