/** A bounded closed-loop load: `workers` callers repeat `call` until `durationMs` or `maxCalls` is reached. */
export interface LoadResult {
  calls: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Every call's time, in ms, in ascending order. */
  latencies: number[];
}

export async function runLoad(
  options: { workers: number; durationMs: number; maxCalls: number },
  call: (worker: number) => Promise<boolean>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const start = performance.now();
  const deadline = start + options.durationMs;
  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      while (performance.now() < deadline && started < options.maxCalls) {
        started++;
        const t0 = performance.now();
        const ok = await call(worker).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  return summarize(latencies, errors, (performance.now() - start) / 1000);
}

/** The figures of calls timed over `seconds`, from one load or from several pooled. */
export function summarize(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    calls: sorted.length,
    errors,
    seconds,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    latencies: sorted,
  };
}

/** Several loads' calls as one. */
export const pooled = (results: LoadResult[]): LoadResult =>
  summarize(
    results.flatMap((r) => r.latencies),
    results.reduce((sum, r) => sum + r.errors, 0),
    results.reduce((sum, r) => sum + r.seconds, 0),
  );

export function formatRow(name: string, r: LoadResult): string {
  const ms = (v: number) => v.toFixed(1).padStart(7);
  return `${name.padEnd(44)} ${String(r.calls).padStart(7)} calls ${r.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(r.p50)} ms  p95 ${ms(r.p95)} ms  p99 ${ms(r.p99)} ms  errors ${r.errors}`;
}
