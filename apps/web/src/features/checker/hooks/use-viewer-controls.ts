import { useCallback, useState } from 'react';

/** Zoom steps of the receipt image, 1 = fitted to the viewer. */
export const ZOOM_STEPS = [1, 1.25, 1.5, 2, 2.5, 3, 4] as const;

export interface ViewerControls {
  zoom: number;
  rotation: number;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  rotate: () => void;
  toggleZoom: () => void;
}

interface View {
  step: number;
  rotation: number;
}
const FITTED: View = { step: 0, rotation: 0 };

/** Zoom and rotation of the receipt on screen; the page resets them for each receipt. */
export function useViewerControls(): ViewerControls {
  const [view, setView] = useState<View>(FITTED);
  const last = ZOOM_STEPS.length - 1;
  return {
    zoom: ZOOM_STEPS[view.step] ?? 1,
    rotation: view.rotation,
    zoomIn: useCallback(() => setView((v) => ({ ...v, step: Math.min(last, v.step + 1) })), [last]),
    zoomOut: useCallback(() => setView((v) => ({ ...v, step: Math.max(0, v.step - 1) })), []),
    reset: useCallback(() => setView(FITTED), []),
    rotate: useCallback(() => setView((v) => ({ ...v, rotation: (v.rotation + 90) % 360 })), []),
    // Double click: a close look at once, and back.
    toggleZoom: useCallback(() => setView((v) => ({ ...v, step: v.step === 0 ? 3 : 0 })), []),
  };
}
