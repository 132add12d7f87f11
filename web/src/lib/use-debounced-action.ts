import { useCallback, useEffect, useRef } from 'react';
import { TIMING } from '@sddp/shared';

/**
 * Leading-edge debounce (spec §9): the first call runs at once, further calls within waitMs are
 * dropped, so a double click sends one request.
 */
export function useDebouncedAction<A extends unknown[]>(
  action: (...args: A) => unknown,
  waitMs: number = TIMING.debounceMs,
): (...args: A) => void {
  const latest = useRef(action);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    latest.current = action;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (...args: A) => {
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
      }, waitMs);
      latest.current(...args);
    },
    [waitMs],
  );
}
