/** A bounded closed-loop load: `workers` callers repeat `call` until `durationMs` or `maxCalls` is reached. */
export interface LoadResult {
  calls: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
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
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    calls: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

export function formatRow(name: string, r: LoadResult): string {
  const ms = (v: number) => v.toFixed(1).padStart(7);
  return `${name.padEnd(44)} ${String(r.calls).padStart(7)} calls ${r.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(r.p50)} ms  p95 ${ms(r.p95)} ms  p99 ${ms(r.p99)} ms  errors ${r.errors}`;
}
