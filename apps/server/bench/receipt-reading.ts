/**
 * Receipt reading (docs/features/receipt-reading.md): both committed corpora read by the worker
 * pool the server uses, scored field by field against their manifests, side by side: 'tuned' (the
 * parser is written against it) and 'held-out' (made apart, never tuned on; "Two corpora"). Prints
 * the share read exactly right per field, per layout and (held-out) per rendering kind; the values
 * wrong yet trusted (confidence ≥ TRUSTED_CONFIDENCE, what /checker would compare); the held-out
 * re-sent copies caught by the perceptual hash; time per receipt (p50/p95) and peak memory.
 * `BENCH_ONLY=receipt-reading npm run bench` runs just this; READING_WORKERS threads (default 1,
 * so the times are one thread's).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PHASH_MAX_DISTANCE, phashDistance } from '@panel/domain/evidence/duplicates';
import { parseReceiptText, type ReadFields } from '@panel/domain/receipt-reading/receipt-parser';
import {
  READ_FIELD_NAMES,
  TRUSTED_CONFIDENCE,
  type ReadFieldName,
} from '@panel/domain/receipt-reading/receipt-reading';
import { hashReceiptFile } from '../src/evidence/file-hashes';
import { createReadingPool, type PoolAnswer } from '../src/receipt-reading/reading-pool';
import { corpusFile, loadCorpus, type CorpusEntry, type CorpusName } from '../src/receipt-reading/corpus';

/** The one place the bench calls the parser: its API may grow (word boxes); follow it here. */
const fieldsOf = (answer: PoolAnswer): ReadFields => (answer.ok ? parseReceiptText(answer.lines).fields : {});

const TARGETS: Partial<Record<ReadFieldName, number>> = {
  amount: 0.99,
  operationNumber: 0.95,
  dateTime: 0.95,
  senderName: 0.9,
  senderTaxId: 0.95,
  receiverAccount: 0.95,
};

const plain = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
/** To the minute: the held-out truth keeps no seconds even where the receipt prints them. */
const toMinute = (iso: string) => iso.replace(/^(\d{4}-\d\d-\d\dT\d\d:\d\d)(:\d\d(\.\d+)?)?/, '$1');

/** Exact, but names without case or accents ('Sofía' is 'SOFIA') and times to the minute. */
function same(name: ReadFieldName, read: string | undefined, truth: string): boolean {
  if (read === undefined) return false;
  if (name.endsWith('Name')) return plain(read) === plain(truth);
  if (name === 'dateTime') return toMinute(read) === toMinute(truth);
  return read === truth;
}

interface Result {
  entry: CorpusEntry;
  ms: number;
  fields: ReadFields;
}
const right = (r: Result, name: ReadFieldName) => same(name, r.fields[name]?.value, r.entry.truth[name]);
/** Read, wrong, and confident enough that /checker would compare it. */
const wrongTrusted = (r: Result, name: ReadFieldName) => {
  const field = r.fields[name];
  return field !== undefined && field.confidence >= TRUSTED_CONFIDENCE && !right(r, name);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const pct = (n: number, of: number) => (of === 0 ? '-' : `${Math.round((100 * n) / of)}`);
const share = (rs: Result[], name: ReadFieldName) => pct(rs.filter((r) => right(r, name)).length, rs.length);
const SHORT: Record<ReadFieldName, string> = {
  amount: 'amount',
  dateTime: 'date',
  operationNumber: 'op.no',
  senderName: 'sender',
  senderTaxId: 'sndCUIT',
  receiverName: 'receiver',
  receiverAccount: 'rcvAcct',
  bankApp: 'bank',
};
const kindOf = (e: CorpusEntry) => (e.fake ? 'fake' : e.copyOf ? 'copy' : (e.render ?? '?'));

async function readCorpus(
  name: CorpusName,
  pool: ReturnType<typeof createReadingPool>,
  workers: number,
): Promise<{ results: Result[]; wallS: number }> {
  const corpus = await loadCorpus(name);
  const results: Result[] = [];
  const queue = [...corpus];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const bytes = await corpusFile(entry, name);
        const t0 = performance.now();
        const fields = fieldsOf(await pool.read(bytes, entry.form));
        results.push({ entry, ms: performance.now() - t0, fields });
      }
    }),
  );
  return { results, wallS: (performance.now() - started) / 1000 };
}

/**
 * Per field: the share read right, the values wrong yet trusted, and calibration: of the trusted
 * values (what /checker compares), how many are right (issue 27's target: all of them).
 */
function printFields(tuned: Result[], heldout: Result[]): void {
  console.log(
    `\n% exact, per field     tuned  held-out  target | wrong & trusted (conf ≥ ${TRUSTED_CONFIDENCE})| trusted: right of all`,
  );
  console.log(`${''.padEnd(47)}|   tuned  held-out           |   tuned    held-out`);
  for (const name of READ_FIELD_NAMES) {
    const target = TARGETS[name] ? `≥ ${TARGETS[name]! * 100}` : '';
    const wt = (rs: Result[]) => rs.filter((r) => wrongTrusted(r, name)).length;
    const trusted = (rs: Result[]) => {
      const all = rs.filter((r) => (r.fields[name]?.confidence ?? 0) >= TRUSTED_CONFIDENCE);
      return `${all.filter((r) => right(r, name)).length}/${all.length}`;
    };
    console.log(
      `  ${name.padEnd(18)}${share(tuned, name).padStart(8)}${share(heldout, name).padStart(10)}  ${target.padEnd(6)} |${String(wt(tuned)).padStart(8)}${String(wt(heldout)).padStart(10)}           |${trusted(tuned).padStart(8)}${trusted(heldout).padStart(12)}`,
    );
  }
}

function printGroups(title: string, groups: [string, Result[], Result[] | null][]): void {
  console.log(`\n${title}`);
  console.log(
    `  ${''.padEnd(12)}${'n'.padStart(8)}${READ_FIELD_NAMES.map((n) => SHORT[n].padStart(9)).join('')}`,
  );
  for (const [label, a, b] of groups) {
    const cell = (name: ReadFieldName) =>
      (b ? `${share(a, name)}|${share(b, name)}` : share(a, name)).padStart(9);
    const n = b ? `${a.length}|${b.length}` : `${a.length}`;
    console.log(`  ${label.padEnd(12)}${n.padStart(8)}${READ_FIELD_NAMES.map(cell).join('')}`);
  }
}

function printAmountsShownWrong(heldout: Result[], tuned: Result[]): void {
  const wrong = [...tuned, ...heldout].filter((r) => wrongTrusted(r, 'amount'));
  console.log(
    `\namount shown wrong (wrong & trusted): tuned ${tuned.filter((r) => wrongTrusted(r, 'amount')).length}, held-out ${heldout.filter((r) => wrongTrusted(r, 'amount')).length} (target 0)`,
  );
  for (const r of wrong)
    console.log(
      `  ${r.entry.file}: read ${r.fields.amount!.value} at ${r.fields.amount!.confidence.toFixed(2)}, shows ${r.entry.truth.amount}`,
    );
}

function printTimes(label: string, results: Result[], wallS: number): void {
  for (const [kind, pick] of [
    ['images', (r: Result) => r.entry.form !== 'pdf'],
    ['PDFs', (r: Result) => r.entry.form === 'pdf'],
  ] as const) {
    const times = results
      .filter(pick)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    console.log(
      `time per receipt, ${label.padEnd(8)} ${kind.padEnd(6)} (${String(times.length).padStart(2)}): p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms, max ${Math.round(times.at(-1) ?? 0)} ms`,
    );
  }
  console.log(`  ${label}: ${(results.length / wallS).toFixed(2)} receipts/s (${wallS.toFixed(1)} s)`);
}

/**
 * Duplicates on the held-out images (docs/features/evidence.md): the perceptual hash of every image,
 * the re-sent copies within PHASH_MAX_DISTANCE of their original, and the pairs of different
 * receipts of one layout that land that close (a hash alone would call them the same picture).
 */
async function printDuplicates(corpus: CorpusEntry[]): Promise<void> {
  const hashes = new Map<string, bigint>();
  for (const e of corpus.filter((e) => e.form !== 'pdf')) {
    const { phash } = await hashReceiptFile(await corpusFile(e, 'heldout'), e.form);
    if (phash !== null) hashes.set(e.file, phash);
  }
  const distance = (a: string, b: string) =>
    hashes.has(a) && hashes.has(b) ? phashDistance(hashes.get(a)!, hashes.get(b)!) : Infinity;
  const copies = corpus.filter((e) => e.copyOf);
  const copyDistances = copies.map((e) => distance(e.file, e.copyOf!));
  const caught = copyDistances.filter((d) => d <= PHASH_MAX_DISTANCE).length;
  const fakes = corpus.filter((e) => e.editOf);
  const fakeDistances = fakes.map((e) => distance(e.file, e.editOf!));
  /** Same picture: a copy or an edit and its source, or two derived from one source. */
  const root = (e: CorpusEntry) => e.copyOf ?? e.editOf ?? e.file;
  const images = corpus.filter((e) => hashes.has(e.file));
  let pairs = 0;
  const close: string[] = [];
  for (const [i, a] of images.entries())
    for (const b of images.slice(i + 1)) {
      if (a.layout !== b.layout || root(a) === root(b)) continue;
      pairs++;
      const d = distance(a.file, b.file);
      if (d <= PHASH_MAX_DISTANCE) close.push(`${a.file}~${b.file} (${d})`);
    }
  console.log(`\nduplicates, held-out (perceptual hash, flagged at ≤ ${PHASH_MAX_DISTANCE} bits of 64):`);
  console.log(
    `  re-sent copies flagged: ${caught} of ${copies.length} (distances ${copyDistances.join(', ')})`,
  );
  console.log(
    `  edited fakes within reach of their source: ${fakeDistances.filter((d) => d <= PHASH_MAX_DISTANCE).length} of ${fakes.length} (distances ${fakeDistances.join(', ')})`,
  );
  console.log(
    `  false flags, different receipts of one layout: ${close.length} of ${pairs} pairs${close.length ? `: ${close.slice(0, 8).join(', ')}${close.length > 8 ? ', …' : ''}` : ''}`,
  );
}

export async function benchReceiptReading(): Promise<void> {
  const workers = Number(process.env.READING_WORKERS ?? 1);
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'panel-ocr-'));
  const pool = createReadingPool({ size: workers, timeoutMs: 60_000, cachePath: cacheDir });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  try {
    // Warm-up: each thread loads its OCR engine once, outside the figures.
    const warm = (await loadCorpus('tuned')).filter((e) => e.form !== 'pdf').slice(0, workers);
    await Promise.all(warm.map(async (e) => pool.read(await corpusFile(e), e.form)));
    const tuned = await readCorpus('tuned', pool, workers);
    const heldout = await readCorpus('heldout', pool, workers);
    clearInterval(sampler);
    const t = tuned.results;
    const h = heldout.results;
    const fakes = h.filter((r) => r.entry.fake).length;
    const copies = h.filter((r) => r.entry.copyOf).length;
    console.log(
      `\nReceipt reading — tuned ${t.length} receipts | held-out ${h.length} (${fakes} edited fakes, ${copies} re-sent copies), ${workers} worker thread(s)`,
    );
    printFields(t, h);
    const layouts = [...new Set([...t, ...h].map((r) => r.entry.layout))];
    printGroups(
      '% exact per layout (tuned|held-out)',
      layouts.map((l) => [l, t.filter((r) => r.entry.layout === l), h.filter((r) => r.entry.layout === l)]),
    );
    const kinds = [...new Set(h.map((r) => kindOf(r.entry)))];
    printGroups(
      '% exact per rendering kind, held-out',
      kinds.map((k) => [k, h.filter((r) => kindOf(r.entry) === k), null]),
    );
    printAmountsShownWrong(h, t);
    await printDuplicates(h.map((r) => r.entry));
    console.log('');
    printTimes('tuned', t, tuned.wallS);
    printTimes('held-out', h, heldout.wallS);
    const maxRss = process.resourceUsage().maxRSS * 1024;
    console.log(
      `peak memory (process RSS, threads included): ${Math.round(Math.max(peak, maxRss) / 1024 / 1024)} MB`,
    );
  } finally {
    clearInterval(sampler);
    await pool.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
