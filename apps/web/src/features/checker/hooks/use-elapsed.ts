import { useNow } from '@/lib/use-now';

/** docs/features/receipts.md: the 'Pendiente hace' timer refreshes every second. */
export const TIMER_TICK_MS = 1_000;

const two = (n: number) => String(n).padStart(2, '0');

/** Elapsed time as hours:minutes:seconds; hours keep counting past a day. A clock ahead reads 0. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  return `${two(hours)}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/**
 * Time since an ISO instant, ticking every second. A new instant is counted from the last tick's
 * clock until the next one: under a second behind, as any reading of this clock is.
 */
export function useElapsed(since: string): string {
  return formatElapsed(useNow(TIMER_TICK_MS) - Date.parse(since));
}
