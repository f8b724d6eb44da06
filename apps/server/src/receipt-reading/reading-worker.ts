import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import type { Worker as OcrEngine } from 'tesseract.js';
import { ExtractError, extractText, startOcrEngine } from './extract-text';
import type { WorkerAnswer, WorkerTask } from './reading-pool';

/**
 * One reading worker thread (docs/features/receipt-reading.md): the OCR engine is loaded once, on
 * the first image, and kept for the thread's life; each message is one file to read.
 */
let engine: Promise<OcrEngine> | undefined;
// libvips' operation cache would keep decoded pixels (native memory, outside the heap cap) between
// files; each file is read once (docs/features/receipt-reading.md 'Bounded files').
sharp.cache(false);
const ocr = () => (engine ??= startOcrEngine((workerData as { cachePath: string }).cachePath));

parentPort!.on('message', async (task: WorkerTask) => {
  let answer: WorkerAnswer;
  try {
    const text = await extractText(Buffer.from(task.bytes), task.fileType, ocr);
    answer = { id: task.id, ok: true, ...text };
  } catch (error) {
    answer = { id: task.id, ok: false, reason: error instanceof ExtractError ? error.reason : 'corrupt' };
  }
  parentPort!.postMessage(answer);
});
