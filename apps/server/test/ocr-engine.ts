import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import sharp from 'sharp';
import type { Worker as OcrEngine } from 'tesseract.js';
import { startOcrEngine } from '../src/receipt-reading/extract-text';
import { preparedPage, type PreparedPage } from '../src/receipt-reading/prepared-page';

/**
 * For a test file that reads with OCR: one engine started before its tests and ended after them.
 * The function returned gives it (`const ocr = useOcrEngine()`, then `ocr()` inside a test).
 */
export function useOcrEngine(): () => OcrEngine {
  let engine: OcrEngine;
  beforeAll(async () => {
    engine = await startOcrEngine(await mkdtemp(path.join(os.tmpdir(), 'ocr-')));
  }, 60_000);
  afterAll(() => engine.terminate());
  return () => engine;
}

/** A test's drawn PNG as the page OCR reads, without the preparation (grey, light, resized). */
export async function pageOf(png: Buffer): Promise<PreparedPage> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return preparedPage(data, info);
}
