/**
 * Single-key shortcuts of the work screens (/checker, /pagos): whether a key press is theirs.
 */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** True when a key press belongs to something else: typing, a modal, or a key combination. */
export function shouldIgnoreKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return true;
  // Any open dialog (ours, the confirm dialog, the profile…) owns the keyboard.
  return document.querySelector('[role="dialog"], [aria-modal="true"]') !== null;
}
