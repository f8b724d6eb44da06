import { useCallback, useState, useSyncExternalStore } from 'react';
import { SIDE_MENU_AUTO_CLOSE_PX } from '@panel/domain/constants';

function isNarrowNow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < SIDE_MENU_AUTO_CLOSE_PX;
}

function subscribeToResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** True while the window is narrower than the auto-close width (docs/features/shell.md: under 991 px). */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribeToResize, isNarrowNow, () => false);
}

/**
 * Open state of the side menu (docs/features/shell.md): toggled by the header button, closed at start on a
 * narrow window and closed whenever the window becomes narrow. It is not reopened on widening; the
 * user decides that. Mobile browsers fire resize on scroll, so only the crossing closes it.
 */
export function useSideMenu() {
  const narrow = useIsNarrow();
  const [opened, setOpened] = useState(() => !isNarrowNow());
  const [wasNarrow, setWasNarrow] = useState(narrow);
  if (narrow !== wasNarrow) {
    setWasNarrow(narrow);
    if (narrow) setOpened(false);
  }
  const toggle = useCallback(() => setOpened((value) => !value), []);
  const close = useCallback(() => setOpened(false), []);
  return { opened, narrow, toggle, close };
}
