import { useEffect, useState } from 'react';

/**
 * The clock, read again every `tickMs`: what a render shows of "now" (ages, timers) comes from state,
 * so rendering stays pure and a part the React Compiler memoizes does not freeze an age
 * (docs/architecture.md).
 */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
