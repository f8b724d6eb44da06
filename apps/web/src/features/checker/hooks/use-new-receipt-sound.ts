import { useEffect, useRef } from 'react';
import { externalStore } from '@/lib/external-store';

/** The chime in apps/web/public (a short two-note WAV). */
export const NEW_RECEIPT_SOUND_URL = '/sounds/nuevo-comprobante.wav';
const MUTED_KEY = 'panel:sonido-apagado';

interface SoundState {
  muted: boolean;
  /** The browser refused to play without a click first (autoplay rules). */
  blocked: boolean;
}

const sound = externalStore<SoundState>({ muted: readMuted(), blocked: false });
let audio: HTMLAudioElement | null = null;

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

function update(changes: Partial<SoundState>): void {
  sound.set({ ...sound.get(), ...changes });
}

/**
 * Plays the chime unless muted. Browsers refuse sound before the user has touched the page: then
 * the state says `blocked` (the screen offers a click to allow it) and nothing else happens.
 */
export async function playNewReceiptSound(): Promise<void> {
  if (sound.get().muted) return;
  try {
    audio ??= new Audio(NEW_RECEIPT_SOUND_URL);
    audio.currentTime = 0;
    await audio.play();
    if (sound.get().blocked) update({ blocked: false });
  } catch {
    update({ blocked: true });
  }
}

export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(MUTED_KEY, '1');
    else window.localStorage.removeItem(MUTED_KEY);
  } catch {
    // Private mode: the choice lasts until the page reloads.
  }
  update({ muted });
}

export function useSoundState(): SoundState {
  return sound.useValue();
}

/**
 * docs/features/receipts.md: the notify flag rises when the pending queue goes from empty to non-empty, and rings the
 * chime once. `total` is undefined while unknown (signed out, not loaded): that counts as empty, so
 * the first load of a non-empty queue rings too, as the spec's start-up does.
 */
export function useNewReceiptSound(total: number | undefined): void {
  const previous = useRef(0);
  useEffect(() => {
    const now = total ?? 0;
    if (previous.current === 0 && now > 0) void playNewReceiptSound();
    previous.current = now;
  }, [total]);
}
