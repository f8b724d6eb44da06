/**
 * Receipt reading (docs/features/receipt-reading.md): the committed corpus read by the worker pool
 * the server uses, scored field by field against the manifest's true values. Prints the share read
 * exactly right per field and layout, the time per receipt (p50/p95, images and PDFs apart), the
 * receipts per second with READING_WORKERS threads (default 2) and the process's peak memory.
 * `BENCH_ONLY=receipt-reading npm run bench` runs just this.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseReceiptText } from '@panel/domain/receipt-reading/receipt-parser';
import { READ_FIELD_NAMES, type ReadFieldName } from '@panel/domain/receipt-reading/receipt-reading';
import { createReadingPool } from '../src/receipt-reading/reading-pool';
import { corpusFile, loadCorpus, type CorpusEntry } from '../src/receipt-reading/corpus';

const TARGETS: Partial<Record<ReadFieldName, number>> = {
  amount: 0.98,
  operationNumber: 0.95,
  dateTime: 0.95,
  senderName: 0.9,
};

/** Exact, but names without case or accents: 'Sofía' and 'SOFIA' are the same person. */
const same = (name: ReadFieldName, read: string | undefined, truth: string) => {
  if (read === undefined) return false;
  if (!name.endsWith('Name')) return read === truth;
  const plain = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
  return plain(read) === plain(truth);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const pct = (n: number, of: number) => (of === 0 ? '   -' : `${Math.round((100 * n) / of)}`.padStart(4));

export async function benchReceiptReading(): Promise<void> {
  const workers = Number(process.env.READING_WORKERS ?? 2);
  const corpus = await loadCorpus();
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'panel-ocr-'));
  const pool = createReadingPool({ size: workers, timeoutMs: 60_000, cachePath: cacheDir });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const results: { entry: CorpusEntry; ms: number; fields: Partial<Record<ReadFieldName, string>> }[] = [];
  try {
    // Warm-up: each thread loads its OCR engine once, outside the figures.
    const warm = corpus.filter((e) => e.form !== 'pdf').slice(0, workers);
    await Promise.all(warm.map(async (e) => pool.read(await corpusFile(e), e.form)));
    const queue = [...corpus];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          const bytes = await corpusFile(entry);
          const t0 = performance.now();
          const answer = await pool.read(bytes, entry.form);
          const parsed = answer.ok ? parseReceiptText(answer.lines).fields : {};
          const ms = performance.now() - t0;
          results.push({
            entry,
            ms,
            fields: Object.fromEntries(Object.entries(parsed).map(([k, f]) => [k, f.value])),
          });
        }
      }),
    );
    const wallS = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const layouts = [...new Set(corpus.map((e) => e.layout))];
    console.log(
      `\nReceipt reading — ${corpus.length} receipts, ${layouts.length} layouts, ${workers} worker threads`,
    );
    console.log(
      `% exact  ${'field'.padEnd(16)}${layouts.map((l) => l.slice(0, 8).padStart(9)).join('')}      all  target`,
    );
    for (const name of READ_FIELD_NAMES) {
      const row = layouts.map((layout) => {
        const mine = results.filter((r) => r.entry.layout === layout);
        return pct(
          mine.filter((r) => same(name, r.fields[name], r.entry.truth[name])).length,
          mine.length,
        ).padStart(9);
      });
      const all = results.filter((r) => same(name, r.fields[name], r.entry.truth[name])).length;
      const target = TARGETS[name] ? `≥ ${TARGETS[name]! * 100}` : '';
      console.log(
        `         ${name.padEnd(16)}${row.join('')}${pct(all, results.length).padStart(9)}  ${target}`,
      );
    }
    for (const [label, pick] of [
      ['images', (r: (typeof results)[number]) => r.entry.form !== 'pdf'],
      ['PDFs', (r: (typeof results)[number]) => r.entry.form === 'pdf'],
    ] as const) {
      const times = results
        .filter(pick)
        .map((r) => r.ms)
        .sort((a, b) => a - b);
      console.log(
        `time per receipt, ${label.padEnd(6)} (${times.length}): p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms`,
      );
    }
    console.log(
      `throughput: ${(results.length / wallS).toFixed(2)} receipts/s with ${workers} threads (${wallS.toFixed(1)} s)`,
    );
    console.log(`peak memory (process RSS, threads included): ${Math.round(peak / 1024 / 1024)} MB`);
  } finally {
    clearInterval(sampler);
    await pool.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
