import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Worker as OcrEngine } from 'tesseract.js';
import { startOcrEngine } from '../src/receipt-reading/extract-text';

/**
 * For a test file that reads with OCR: one engine started before its tests and ended after them;
 * `engine()` is it.
 */
export function useOcrEngine(): () => OcrEngine {
  let engine: OcrEngine;
  beforeAll(async () => {
    engine = await startOcrEngine(await mkdtemp(path.join(os.tmpdir(), 'ocr-')));
  }, 60_000);
  afterAll(() => engine.terminate());
  return () => engine;
}
