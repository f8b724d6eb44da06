import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadFieldName } from '@panel/domain/receipt-reading/receipt-reading';

/** Where the generated corpus lives (committed; docs/features/receipt-reading.md). */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../bench/receipt-corpus');

/**
 * The two corpora (docs/features/receipt-reading.md "Two corpora"): 'tuned', the one the parser is
 * written against, and 'heldout', made apart and never tuned on.
 */
export type CorpusName = 'tuned' | 'heldout';
export const CORPUS_DIRS: Record<CorpusName, string> = {
  tuned: CORPUS_DIR,
  heldout: path.resolve(import.meta.dirname, '../../bench/receipt-corpus-heldout'),
};

/** How a held-out receipt was drawn; 'whatsapp' is a share image recompressed by a chat app. */
export type RenderKind = 'share' | 'whatsapp' | 'scrolled' | 'photo' | 'pdf-image' | 'pdf-text';

export interface CorpusEntry {
  file: string;
  layout: string;
  dark: boolean;
  form: 'png' | 'jpeg' | 'pdf';
  /** Degrees the screenshot was turned. */
  tilt: number;
  cropped: boolean;
  truth: Record<ReadFieldName, string>;
  /** Held-out corpus only: how it was drawn. */
  render?: RenderKind;
  /** An edited fake: the amount painted over; the truth is what it shows now. */
  fake?: boolean;
  /** The file an edited fake was made from (the same picture, another amount). */
  editOf?: string;
  /** A re-sent copy (re-encoded, resized, cropped) of this file of the same corpus. */
  copyOf?: string;
}

export async function loadCorpus(corpus: CorpusName = 'tuned'): Promise<CorpusEntry[]> {
  return JSON.parse(await readFile(path.join(CORPUS_DIRS[corpus], 'manifest.json'), 'utf8')) as CorpusEntry[];
}

export const corpusFile = (entry: CorpusEntry, corpus: CorpusName = 'tuned') =>
  readFile(path.join(CORPUS_DIRS[corpus], entry.file));

let manifest: CorpusEntry[] | undefined;

/**
 * The n-th receipt the demo seed and the simulator hand in: corpus images of every layout in turn
 * (committed files, nothing is drawn at start), with the amount they show in centavos.
 */
export function demoReceipt(n: number): {
  bytes: Buffer;
  fileType: 'jpeg' | 'png' | 'pdf';
  centavos: number;
} {
  manifest ??= JSON.parse(readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as CorpusEntry[];
  const layouts = [...new Set(manifest.map((e) => e.layout))];
  const ofLayout = manifest.filter((e) => e.layout === layouts[n % layouts.length]);
  const entry = ofLayout[Math.floor(n / layouts.length) % ofLayout.length]!;
  return {
    bytes: readFileSync(path.join(CORPUS_DIR, entry.file)),
    fileType: entry.form,
    centavos: Math.round(Number(entry.truth.amount) * 100),
  };
}
