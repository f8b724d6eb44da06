import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React (the live channel's state, the sound's switches) that components
 * follow: `set` it from anywhere and every component reading it with `useValue` renders again.
 */
export function externalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
      for (const listener of listeners) listener();
    },
    /** The value now, for a component; it renders again on every `set`. */
    useValue: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
