import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import phash from 'sharp-phash';
import { phashBitsToBigint } from '@panel/domain/evidence/duplicates';
import { receiptClaims } from '@panel/domain/evidence/receipt-claims';
import type { Db } from '../db/connection';
import { receipts } from '../db/schema';
import { MAX_INPUT_PIXELS, exceedsPixelLimit } from '../storage/file-bounds';
import { detectFileType } from '../storage/file-type';

export interface FileHashes {
  fileSha256: string;
  /** Null for a PDF, or an image the library cannot decode or that is past the pixel limit. */
  phash: bigint | null;
}

/**
 * Decoding work runs one file at a time for the whole process: sharp decodes on libuv's thread
 * pool, which sign-in's password hashing and file reads need too (eight image bombs at once once froze
 * sign-in for 20 s). One at a time leaves the other threads free.
 */
let fileWork: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** Past this many files waiting, a new one is not hashed in the background (it is hashed lazily). */
const MAX_WAITING = 64;

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  waiting++;
  const run = fileWork.then(work).finally(() => waiting--);
  fileWork = run.catch(() => undefined);
  return run;
}

/** The 64-bit DCT perceptual hash, or null; the header's size is checked before sharp decodes. */
async function perceptualHash(bytes: Buffer): Promise<bigint | null> {
  const type = detectFileType(bytes);
  if (!type || type === 'pdf' || exceedsPixelLimit(bytes, type)) return null;
  try {
    const upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer();
    return phashBitsToBigint(await phash(await withoutMargin(upright)));
  } catch {
    return null;
  }
}

/** How far a border's colour may vary and still be trimmed as margin (sharp's trim threshold). */
const MARGIN_THRESHOLD = 30;

/**
 * The picture without its plain border: a re-sent copy cropped 8 % on one side moved the hash 15–25
 * bits, trimmed 3–5 (issue 27, held-out corpus; docs/features/evidence.md "Duplicates"). A picture
 * that is all border stays as it is.
 */
async function withoutMargin(image: Buffer): Promise<Buffer> {
  try {
    return await sharp(image).trim({ threshold: MARGIN_THRESHOLD }).toBuffer();
  } catch {
    return image;
  }
}

/**
 * The file's SHA-256 and its 64-bit DCT perceptual hash (sharp-phash on sharp/libvips), which
 * stays within a few bits through re-encoding, resizing and small crops (docs/features/evidence.md).
 */
export async function hashReceiptFile(bytes: Buffer, fileType: string): Promise<FileHashes> {
  const fileSha256 = sha256(bytes);
  if (fileType === 'pdf') return { fileSha256, phash: null };
  return { fileSha256, phash: await oneAtATime(() => perceptualHash(bytes)) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What a new receipt stores at intake for duplicate checks: its file's SHA-256 (cheap) and the OCR's
 * operation number. The perceptual hash comes after, off the request (hashAfterIntake).
 */
export function evidenceKeysOf(bytes: Buffer, ocr: Record<string, string> | null) {
  return {
    fileSha256: sha256(bytes),
    phash: null,
    operationNumber: receiptClaims(ocr, null, '').operationNumber,
  };
}

/** Receipts of this process whose perceptual hash is being taken. */
const pending = new Map<number, Promise<void>>();

/**
 * The perceptual hash of a receipt just stored, taken after the upload has answered, one file at a
 * time (docs/features/evidence.md "Duplicates"). A receipt whose hash is lost (a restart, a full
 * queue) is still found by its file and operation number.
 */
export function hashAfterIntake(db: Db, receiptId: number, bytes: Buffer, fileType: string): void {
  if (fileType === 'pdf' || waiting >= MAX_WAITING) return;
  const done = oneAtATime(() => perceptualHash(bytes))
    .then(async (hash) => {
      if (hash !== null) await db.update(receipts).set({ phash: hash }).where(eq(receipts.id, receiptId));
    })
    .catch(() => undefined)
    .finally(() => pending.delete(receiptId));
  pending.set(receiptId, done);
}

/** Waits for the receipt's background hash when this process is still taking it. */
export async function perceptualHashTaken(receiptId: number): Promise<boolean> {
  const running = pending.get(receiptId);
  if (!running) return false;
  await running;
  return true;
}

/** Every background hash of this process finished (tests, shutdown). */
export async function perceptualHashesSettled(): Promise<void> {
  await Promise.allSettled([...pending.values()]);
}
