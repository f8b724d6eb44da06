/**
 * Issue 12's table: the figures before the dashboard summaries (same data sets, idle 2-core
 * machine), printed beside today's with the issue's target, so a run reads as before / after.
 */
type Engine = 'postgres' | 'pglite';

const BEFORE: Record<string, { postgres: number; pglite: number; target: string }> = {
  'cargas (year)': { postgres: 657, pglite: 1302, target: '≤ 100 / 250 ms' },
  'valor (year)': { postgres: 740, pglite: 2194, target: '≤ 100 / 250 ms' },
  'trans (year)': { postgres: 343, pglite: 437, target: '≤ 100 / 250 ms' },
  'cliente (month)': { postgres: 359, pglite: 513, target: '≤ 100 / 250 ms' },
  'cliente (year)': { postgres: 371, pglite: 657, target: '≤ 100 / 250 ms' },
  'operador (year)': { postgres: 396, pglite: 802, target: '≤ 100 / 250 ms' },
  'clients.csv': { postgres: 670, pglite: 1657, target: 'ratio ≤ 1.3' },
  'audience.csv': { postgres: 1802, pglite: 4095, target: 'ratio ≤ 1.3' },
  alcance: { postgres: 429, pglite: 574, target: 'ratio ≤ 1.1, ≤ 100 ms on PostgreSQL' },
  'history last page': { postgres: 84, pglite: 95, target: '≤ 20 ms' },
};

let engine: Engine = 'pglite';
/** Set by run.ts before each engine's scenarios. */
export function useEngine(next: Engine): void {
  engine = next;
}

/** "  [was 657 ms; target ≤ 100 / 250 ms]" for a measured row of the table, else ''. */
export function was(key: string): string {
  const before = BEFORE[key];
  return before ? `  [was ${before[engine].toLocaleString('en')} ms; target ${before.target}]` : '';
}
