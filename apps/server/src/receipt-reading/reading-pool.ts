import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReadingFailure } from '@panel/domain/receipt-reading/reading-texts';
import type { ExtractedText } from './extract-text';

export interface WorkerTask {
  id: number;
  bytes: Uint8Array;
  fileType: string;
}
export type WorkerAnswer = { id: number } & (
  ({ ok: true } & ExtractedText) | { ok: false; reason: ReadingFailure }
);
export type PoolAnswer = (ExtractedText & { ok: true }) | { ok: false; reason: ReadingFailure };

export interface ReadingPool {
  /** Reads one file on a free worker; a worker past the timeout is ended and replaced. */
  read(bytes: Buffer, fileType: string): Promise<PoolAnswer>;
  /** Workers not busy now (started or not yet). */
  idle(): number;
  close(): Promise<void>;
}

const WORKER_URL = new URL('./reading-worker.ts', import.meta.url).href;
/** The server runs TypeScript through tsx: the thread registers its loader, then loads the worker. */
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

interface Slot {
  worker: Worker;
  busy: boolean;
}

/**
 * A few worker threads (READING_WORKERS), started on first use, each reading one file at a time off
 * the main event loop. A thread that overruns its time or dies answers 'timeout' or 'crashed' and
 * is replaced; its memory goes with it.
 */
export function createReadingPool(options: {
  size: number;
  timeoutMs: number;
  cachePath: string;
}): ReadingPool {
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: { cachePath: options.cachePath },
      // The OCR's own memory is WebAssembly; this bounds the JavaScript heap around it.
      resourceLimits: { maxOldGenerationSizeMb: 384 },
    });
    worker.unref();
    const slot = { worker, busy: false };
    slots.push(slot);
    return slot;
  };
  const drop = (slot: Slot) => {
    slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate();
  };

  return {
    idle: () => (closed ? 0 : options.size - slots.filter((s) => s.busy).length),
    read(bytes, fileType) {
      const slot = slots.find((s) => !s.busy) ?? spawn();
      slot.busy = true;
      const id = nextId++;
      return new Promise<PoolAnswer>((resolve) => {
        const done = (answer: PoolAnswer, healthy: boolean) => {
          clearTimeout(timer);
          slot.worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
          slot.busy = false;
          if (!healthy) drop(slot);
          resolve(answer);
        };
        const onMessage = (answer: WorkerAnswer) => {
          if (answer.id !== id) return;
          const { id: _id, ...rest } = answer;
          done(rest, true);
        };
        const onFailure = () => done({ ok: false, reason: 'crashed' }, false);
        const timer = setTimeout(() => done({ ok: false, reason: 'timeout' }, false), options.timeoutMs);
        slot.worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
        const copy = new Uint8Array(bytes);
        slot.worker.postMessage({ id, bytes: copy, fileType } satisfies WorkerTask, [copy.buffer]);
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
