import { useSyncExternalStore } from 'react';

/**
 * The global loading flag behind the full-page overlay (docs/features/shell.md). A counter, so overlapping
 * requests keep it raised until the last one ends.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Raises the flag; call the returned function (once) to lower it again. */
export function beginLoading(): () => void {
  pending += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    emit();
  };
}

export function isLoading(): boolean {
  return pending > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
