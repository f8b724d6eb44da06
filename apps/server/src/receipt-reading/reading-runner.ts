import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReceiptReading } from '@panel/domain/receipt-reading/receipt-reading';
import { parseReceiptText } from '@panel/domain/receipt-reading/receipt-parser';
import { READING_FAILURE_MESSAGES, type ReadingFailure } from '@panel/domain/receipt-reading/reading-texts';
import { claimReading, finishReading, releaseReadings, retryReading, type ClaimedJob } from './reading-jobs';
import { createReadingPool, type PoolAnswer } from './reading-pool';

/** Tries per receipt: a worker that dies or overruns its time gets one more chance, then 'failed'. */
export const MAX_READING_ATTEMPTS = 2;
/** Looks for queued receipts this often (a receipt queued on this instance is looked at at once). */
const POLL_MS = 1000;

export interface ReadingRunner {
  /** A receipt was queued here: look now instead of at the next poll. */
  nudge(): void;
}

const failed = (reason: ReadingFailure): ReceiptReading => ({
  status: 'failed',
  fields: {},
  message: READING_FAILURE_MESSAGES[reason],
});

/** What the worker's answer means for the receipt, or 'retry' for a failure worth another try. */
function outcome(answer: PoolAnswer, job: ClaimedJob): ReceiptReading | 'retry' {
  if (!answer.ok) {
    const transient = answer.reason === 'timeout' || answer.reason === 'crashed';
    return transient && job.attempts < MAX_READING_ATTEMPTS ? 'retry' : failed(answer.reason);
  }
  const parsed = parseReceiptText(answer.lines);
  return parsed.looksLikeReceipt ? { status: 'done', fields: parsed.fields } : failed('notReceipt');
}

/**
 * The background reading of docs/features/receipt-reading.md: claims queued receipts while a worker
 * thread is free, reads each file, stores the fields and tells the island's screens ('reading').
 * With READING_WORKERS=0 it does nothing: the jobs wait for an instance that reads.
 */
export function startReading(app: FastifyInstance): ReadingRunner {
  const { workers, timeoutMs } = app.appConfig.reading;
  if (workers === 0) return { nudge: () => undefined };
  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 60);
  const leaseMs = timeoutMs + 30_000;
  const pool = createReadingPool({
    size: workers,
    timeoutMs,
    cachePath: path.join(app.appConfig.dataDir, 'ocr-cache'),
  });
  const active = new Set<Promise<void>>();
  let stopped = false;
  let claiming = false;

  async function read(job: ClaimedJob): Promise<void> {
    if (job.attempts > MAX_READING_ATTEMPTS) {
      // Claimed that often and never finished: its instance died while reading it each time.
      if (await finishReading(app.db, job, owner, failed('crashed')))
        await app.realtime.publish(job.tenantId, 'reading');
      return;
    }
    const bytes = await app.files.get(job.fileKey);
    if (stopped) return;
    const result = bytes ? outcome(await pool.read(bytes, job.fileType), job) : failed('missingFile');
    if (stopped) return; // shutting down: releaseReadings gives the job back
    if (result === 'retry') {
      await retryReading(app.db, job, owner, 'timeout or crash', 2000 * job.attempts);
      return;
    }
    if (await finishReading(app.db, job, owner, result)) await app.realtime.publish(job.tenantId, 'reading');
  }

  async function claimWhileFree(): Promise<void> {
    if (claiming || stopped) return;
    claiming = true;
    try {
      while (!stopped && active.size < workers) {
        const job = await claimReading(app.db, owner, leaseMs);
        if (!job) break;
        const running = read(job)
          .catch((error: unknown) => app.log.warn({ err: error, receiptId: job.receiptId }, 'lectura: falló'))
          .finally(() => {
            active.delete(running);
            void claimWhileFree();
          });
        active.add(running);
      }
    } catch (error) {
      app.log.warn({ err: error }, 'lectura: no se pudo tomar un comprobante de la cola');
    } finally {
      claiming = false;
    }
  }

  const poll = setInterval(() => void claimWhileFree(), POLL_MS);
  poll.unref();
  app.addHook('onReady', async () => void claimWhileFree());
  // Before the database closes (onClose): stop, end the threads, hand unfinished jobs back.
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(poll);
    await pool.close();
    await Promise.allSettled(active);
    await releaseReadings(app.db, owner).catch(() => undefined);
  });
  return { nudge: () => void claimWhileFree() };
}
