import { useEffect, useRef } from 'react';
import { shouldIgnoreKey } from '@/lib/keyboard';

/** Single-key shortcuts of the review screen (shown in the buttons' tooltips). */
export const SHORTCUTS = {
  approve: 'A',
  reject: 'R',
  skip: 'S',
  edit: 'E',
  history: 'H',
  ocr: 'O',
  zoomIn: '+',
  zoomOut: '-',
  zoomReset: '0',
  rotate: 'G',
  /** Rejects a receipt flagged as a duplicate (docs/features/evidence.md). */
  rejectDuplicate: 'D',
  /** Brings back the decision still waiting to be sent (docs/features/queue.md): no spec key uses Z. */
  undo: 'Z',
} as const;
export type ShortcutAction = keyof typeof SHORTCUTS;

function actionFor(key: string): ShortcutAction | undefined {
  const pressed = key === '=' ? '+' : key.toUpperCase();
  return (Object.keys(SHORTCUTS) as ShortcutAction[]).find((action) => SHORTCUTS[action] === pressed);
}

/**
 * Listens for the review shortcuts on the whole page while `enabled`. Handlers may change on every
 * render; the listener always calls the latest ones.
 */
export function useReviewShortcuts(
  handlers: Partial<Record<ShortcutAction, () => void>>,
  enabled: boolean,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreKey(event)) return;
      const action = actionFor(event.key);
      const handler = action ? latest.current[action] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
