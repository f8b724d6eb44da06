import { useState } from 'react';

interface RowModalState<K extends string, R> {
  /** Which of the screen's modals is open, or 'none'. */
  kind: K | 'none';
  /** The row it is for, null for a new one. Kept while the modal closes, so it does not flicker. */
  row: R | null;
  /** Counts openings: used as a key, each opening starts with a fresh form. */
  session: number;
}

/** The modals of a list screen: which one is open, for which row, and how many times it opened. */
export function useRowModal<K extends string, R>() {
  const [state, setState] = useState<RowModalState<K, R>>({ kind: 'none', row: null, session: 0 });
  const open = (kind: K, row: R | null) =>
    setState((current) => ({ kind, row, session: current.session + 1 }));
  const close = () => setState((current) => ({ ...current, kind: 'none' }));
  return { ...state, open, close };
}
