import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always runs the latest `callback`: a memoised
 * child given it does not render again when only the parent's closure changed (docs/features/queue.md,
 * "Speed"). Call it from events, not while rendering.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
