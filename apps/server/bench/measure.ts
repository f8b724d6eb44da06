/** Measuring helpers for the bench scenarios that time single calls rather than a load. */
import http from 'node:http';
import { pipeline } from 'node:stream';
import v8 from 'node:v8';
import zlib from 'node:zlib';
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

/**
 * Downloads a file as a browser saving it does: asks for brotli, inflates it natively (zlib, off the
 * JavaScript thread) and keeps only counts, chunk by chunk. Not fetch: the bench's calls share one
 * thread with the server, and on a 100,000-row export (3.5 MiB) fetch's web streams took 60–70 ms
 * of it, more than half of what the server spends on the whole export (README 'Scripts'). A
 * browser does that work on the user's machine.
 */
export function download(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, 'accept-encoding': 'br' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url}: ${response.statusCode}`));
        return;
      }
      const body =
        response.headers['content-encoding'] === 'br'
          ? pipeline(response, zlib.createBrotliDecompress(), () => undefined)
          : response;
      let bytes = 0;
      let lines = 0;
      body.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      });
      body.once('end', () => resolve({ bytes, lines }));
      body.once('error', reject);
    });
    request.once('error', reject);
  });
}
