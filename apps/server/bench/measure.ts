/** Measuring helpers for the bench scenarios that time single calls rather than a load. */
import v8 from 'node:v8';
import vm from 'node:vm';

/** Median wall time of `runs` sequential calls, in ms. */
export async function medianMs(run: () => Promise<unknown>, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Median wall times of an API call and the SQL it is compared with, run in turns (call, SQL, call,
 * SQL…): on a shared machine the load drifts, and alternating puts both under the same drift.
 */
export async function interleavedMedians(
  call: () => Promise<unknown>,
  hand: () => Promise<unknown>,
  runs = 5,
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++)
    for (const [index, run] of [call, hand].entries()) {
      const t0 = performance.now();
      await run();
      times[index]!.push(performance.now() - t0);
    }
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return [median(times[0]), median(times[1])];
}

// A forced collection before each live-heap sample measures what a call really keeps alive, not
// garbage the collector has not reached yet.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * What `run` costs in memory above the level when it started: the peak resident set (sampled every
 * 10 ms) or, with `live`, the peak live heap (collected before each 50 ms sample). In MiB.
 */
export async function peakMemory<T>(
  run: () => Promise<T>,
  live: boolean,
): Promise<{ result: T; mb: number }> {
  const read = () => {
    if (!live) return process.memoryUsage().rss;
    collectGarbage();
    return process.memoryUsage().heapUsed;
  };
  const start = read();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, read())), live ? 50 : 10);
  try {
    const result = await run();
    return { result, mb: (peak - start) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

/** Reads a streamed download chunk by chunk, keeping only counts, as a browser saving it would. */
export async function drainLines(response: Response): Promise<{ bytes: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body!) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    bytes += buffer.length;
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines++;
  }
  return { bytes, lines };
}
