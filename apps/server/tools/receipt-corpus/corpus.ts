import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadFieldName } from '@panel/domain/receipt-reading/receipt-reading';

/** Where the generated corpus lives (committed; docs/features/receipt-reading.md). */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../bench/receipt-corpus');

export interface CorpusEntry {
  file: string;
  layout: string;
  dark: boolean;
  form: 'png' | 'jpeg' | 'pdf';
  /** Degrees the screenshot was turned. */
  tilt: number;
  cropped: boolean;
  truth: Record<ReadFieldName, string>;
}

export async function loadCorpus(): Promise<CorpusEntry[]> {
  return JSON.parse(await readFile(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as CorpusEntry[];
}

export const corpusFile = (entry: CorpusEntry) => readFile(path.join(CORPUS_DIR, entry.file));
