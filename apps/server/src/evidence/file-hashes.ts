import { createHash } from 'node:crypto';
import sharp from 'sharp';
import phash from 'sharp-phash';
import { phashBitsToBigint } from '@panel/domain/evidence/duplicates';
import { receiptClaims } from '@panel/domain/evidence/receipt-claims';

export interface FileHashes {
  fileSha256: string;
  /** Null for a PDF, or an image the library cannot decode. */
  phash: bigint | null;
}

/**
 * The file's SHA-256 and its 64-bit DCT perceptual hash (sharp-phash on sharp/libvips), which
 * stays within a few bits through re-encoding, resizing and small crops (docs/features/evidence.md).
 */
export async function hashReceiptFile(bytes: Buffer, fileType: string): Promise<FileHashes> {
  const fileSha256 = createHash('sha256').update(bytes).digest('hex');
  if (fileType === 'pdf') return { fileSha256, phash: null };
  try {
    return { fileSha256, phash: phashBitsToBigint(await phash(await sharp(bytes).rotate().toBuffer())) };
  } catch {
    return { fileSha256, phash: null };
  }
}

/** What a new receipt stores for duplicate checks: its file's hashes and the OCR's operation number. */
export async function evidenceKeysOf(bytes: Buffer, fileType: string, ocr: Record<string, string> | null) {
  return {
    ...(await hashReceiptFile(bytes, fileType)),
    operationNumber: receiptClaims(ocr, null, '').operationNumber,
  };
}
