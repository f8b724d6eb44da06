import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageLayout, isPdfUrl } from '../components/receipt-viewer';
import { formatElapsed, TIMER_TICK_MS, useElapsed } from './use-elapsed';
import { useNewReceiptSound } from './use-new-receipt-sound';
import { shouldIgnoreKey } from '@/lib/keyboard';

describe("'Pendiente hace' timer", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00.000Z') }));
  afterEach(() => vi.useRealTimers());

  it.each([
    [0, '00:00:00'],
    [59_999, '00:00:59'],
    [3_661_000, '01:01:01'],
    [27 * 3_600_000 + 5_000, '27:00:05'],
    [-4_000, '00:00:00'],
  ])('reads %i ms as %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });

  it('counts from the last update and ticks every second', () => {
    const { result, rerender } = renderHook(({ since }) => useElapsed(since), {
      initialProps: { since: '2025-03-01T10:58:59.000Z' },
    });
    expect(TIMER_TICK_MS).toBe(1000);
    expect(result.current).toBe('01:01:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('01:01:02');
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toBe('01:02:00');

    rerender({ since: '2025-03-01T12:00:59.000Z' });
    expect(result.current).toBe('00:00:00');
  });
});

describe('shortcut filter', () => {
  const press = (target: EventTarget, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key: 'a', bubbles: true, ...init });
    Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('takes a plain key on the page', () => {
    expect(shouldIgnoreKey(press(document.body))).toBe(false);
  });

  it.each(['input', 'textarea', 'select'])('ignores keys typed into a %s', (tag) => {
    const field = document.body.appendChild(document.createElement(tag));
    expect(shouldIgnoreKey(press(field))).toBe(true);
    field.remove();
  });

  it('ignores keys while a dialog is open, held keys and combinations', () => {
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    expect(shouldIgnoreKey(press(document.body))).toBe(true);
    dialog.remove();
    expect(shouldIgnoreKey(press(document.body, { repeat: true }))).toBe(true);
    expect(shouldIgnoreKey(press(document.body, { ctrlKey: true }))).toBe(true);
    expect(shouldIgnoreKey(press(document.body, { metaKey: true }))).toBe(true);
  });
});

describe('receipt file', () => {
  it.each([
    ['/api/files/r/1.pdf?expires=1&signature=x', true],
    ['https://files.example/r/1.PDF', true],
    ['/api/files/r/1.png?name=a.pdf', false],
    ['/api/files/r/1.jpeg', false],
  ])('%s is a PDF: %s', (url, pdf) => {
    expect(isPdfUrl(url)).toBe(pdf);
  });

  it('fits the image to the viewer, zooms it, and turns its box with the rotation', () => {
    const natural = { width: 1000, height: 2000 };
    const viewport = { width: 500, height: 500 };
    expect(imageLayout(natural, viewport, 1, 0)).toEqual({
      box: { width: 250, height: 500 },
      image: { width: 250, height: 500 },
    });
    expect(imageLayout(natural, viewport, 2, 0).box).toEqual({ width: 500, height: 1000 });
    expect(imageLayout(natural, viewport, 1, 90)).toEqual({
      box: { width: 500, height: 250 },
      image: { width: 250, height: 500 },
    });
  });
});

describe('new-receipt sound (docs/features/receipts.md)', () => {
  it('rings when the queue goes from empty to non-empty, once', () => {
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { rerender } = renderHook(({ total }: { total: number | undefined }) => useNewReceiptSound(total), {
      initialProps: { total: undefined as number | undefined },
    });
    expect(play).not.toHaveBeenCalled();
    rerender({ total: 0 });
    expect(play).not.toHaveBeenCalled();
    rerender({ total: 2 });
    expect(play).toHaveBeenCalledTimes(1);
    rerender({ total: 5 });
    rerender({ total: 1 });
    expect(play).toHaveBeenCalledTimes(1);
    rerender({ total: 0 });
    rerender({ total: 1 });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('a browser that blocks autoplay only marks the sound as blocked', async () => {
    vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('', 'NotAllowedError'),
    );
    const { playNewReceiptSound, useSoundState } = await import('./use-new-receipt-sound');
    await expect(playNewReceiptSound()).resolves.toBeUndefined();
    const { result } = renderHook(() => useSoundState());
    expect(result.current.blocked).toBe(true);
  });
});
