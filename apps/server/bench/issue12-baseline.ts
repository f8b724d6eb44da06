/**
 * Issue 12's table: the figures before the dashboard summaries (same data sets, idle 2-core
 * machine), printed beside today's with the issue's target, so a run reads as before / after. Each
 * scenario records its figures here, and the run ends with one table of both engines.
 */
type Engine = 'postgres' | 'pglite';

interface Before {
  postgres: number | null;
  pglite: number | null;
  target: string;
}

const BEFORE: Record<string, Before> = {
  'cargas (year)': { postgres: 657, pglite: 1302, target: '≤ 100 / 250 ms' },
  'valor (year)': { postgres: 740, pglite: 2194, target: '≤ 100 / 250 ms' },
  'trans (year)': { postgres: 343, pglite: 437, target: '≤ 100 / 250 ms' },
  'cliente (month)': { postgres: 359, pglite: 513, target: '≤ 100 / 250 ms' },
  'cliente (year)': { postgres: 371, pglite: 657, target: '≤ 100 / 250 ms' },
  'operador (year)': { postgres: 396, pglite: 802, target: '≤ 100 / 250 ms' },
  'clients.csv': { postgres: 670, pglite: 1657, target: 'ratio ≤ 1.3' },
  'audience.csv': { postgres: 1802, pglite: 4095, target: 'ratio ≤ 1.3' },
  alcance: { postgres: 429, pglite: 574, target: 'ratio ≤ 1.1, ≤ 100 ms on PostgreSQL' },
  'history first page': { postgres: null, pglite: null, target: '≤ 20 ms' },
  'history last page': { postgres: 84, pglite: 95, target: '≤ 20 ms' },
  'checker p99 busy / idle': { postgres: null, pglite: null, target: '≤ 2' },
};

let engine: Engine = 'pglite';
const measured: Record<Engine, Record<string, string>> = { postgres: {}, pglite: {} };

/** Set by run.ts before each engine's scenarios. */
export function useEngine(next: Engine): void {
  engine = next;
}

const ms = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en')} ms`);

/** "  [was 657 ms; target ≤ 100 / 250 ms]" for a measured row of the issue's table, else ''. */
export function was(key: string): string {
  const before = BEFORE[key];
  return before ? `  [was ${ms(before[engine])}; target ${before.target}]` : '';
}

/**
 * Keeps a row's figure for the closing table: milliseconds, and for the exports and 'Alcance' the
 * ratio to the hand-written SQL measured beside it (a ratio survives a busy machine; the time not).
 */
export function record(key: string, figure: { ms?: number; ratio?: number }): void {
  const parts = [
    figure.ms === undefined ? null : `${Math.round(figure.ms).toLocaleString('en')} ms`,
    figure.ratio === undefined ? null : `${figure.ratio.toFixed(2)}×`,
  ].filter((part) => part !== null);
  measured[engine][key] = parts.join(', ');
}

/** The closing table: each target's old figure and this run's, on both engines. */
export function printIssue12Table(): void {
  if (Object.keys(measured.postgres).length + Object.keys(measured.pglite).length === 0) return;
  const cell = (text: string, width: number) => text.padEnd(width);
  console.log(
    '\nIssue 12 — before (the issue, idle machine) and this run (ratios are to the SQL timed beside)',
  );
  console.log(
    `${cell('figure', 26)}${cell('PostgreSQL before', 19)}${cell('now', 20)}${cell('PGlite before', 15)}${cell('now', 20)}target`,
  );
  for (const [key, before] of Object.entries(BEFORE))
    console.log(
      `${cell(key, 26)}${cell(ms(before.postgres), 19)}${cell(measured.postgres[key] ?? '—', 20)}${cell(ms(before.pglite), 15)}${cell(measured.pglite[key] ?? '—', 20)}${before.target}`,
    );
}
