import { and, eq } from 'drizzle-orm';
import { receiptClaims } from '@panel/domain/evidence/receipt-claims';
import type { DuplicateView, NoticeMatchView } from '@panel/domain/evidence/evidence-view';
import type { Db } from '../db/connection';
import { clients, receipts } from '../db/schema';
import type { BlobStore } from '../storage/blob-store';
import { duplicateReceipts, noticeMatches, type EvidenceReceipt } from './evidence-queries';
import { hashReceiptFile } from './file-hashes';

type ReceiptRow = typeof receipts.$inferSelect;

/** The receipt and what it claims (holder name, operation number), from the reading, OCR or player. */
export async function loadEvidenceReceipt(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ receipt: receipts, playerName: clients.name })
    .from(receipts)
    .innerJoin(clients, eq(clients.id, receipts.clientId))
    .where(and(eq(receipts.id, id), eq(receipts.tenantId, tenantId)));
  if (!row) return null;
  return {
    receipt: row.receipt,
    claims: receiptClaims(row.receipt.ocrData, row.receipt.reading, row.playerName),
  };
}

/**
 * Receipts stored before evidence existed, or whose reading came later, get their keys when first
 * looked at (docs/features/evidence.md 'Existing receipts'): the file's hashes and the operation number.
 */
export async function withKeys(
  db: Db,
  files: BlobStore,
  receipt: ReceiptRow,
  operationNumber: string | null,
): Promise<EvidenceReceipt> {
  const missingHash = receipt.fileSha256 === null;
  const hashes = missingHash
    ? await files
        .get(receipt.fileKey)
        .then((bytes) => (bytes ? hashReceiptFile(bytes, receipt.fileType) : null))
        .catch(() => null)
    : null;
  const keys = {
    fileSha256: hashes?.fileSha256 ?? receipt.fileSha256,
    phash: hashes ? hashes.phash : receipt.phash,
    operationNumber: operationNumber ?? receipt.operationNumber,
  };
  if (hashes || keys.operationNumber !== receipt.operationNumber)
    await db.update(receipts).set(keys).where(eq(receipts.id, receipt.id));
  return { ...receipt, ...keys };
}

/** What GET /api/get/{id} adds: the notices that could prove it and its earlier look-alikes. */
export async function receiptEvidence(
  deps: { db: Db; files: BlobStore },
  tenantId: number,
  id: number,
): Promise<{ matches: NoticeMatchView[]; duplicates: DuplicateView[] }> {
  const loaded = await loadEvidenceReceipt(deps.db, tenantId, id);
  if (!loaded) return { matches: [], duplicates: [] };
  const receipt = await withKeys(deps.db, deps.files, loaded.receipt, loaded.claims.operationNumber);
  const [matches, duplicates] = await Promise.all([
    noticeMatches(deps.db, receipt, loaded.claims.holderName),
    duplicateReceipts(deps.db, receipt),
  ]);
  return { matches, duplicates };
}
