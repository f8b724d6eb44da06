import { and, eq } from 'drizzle-orm';
import { receiptClaims } from '@panel/domain/evidence/receipt-claims';
import type { DuplicateView, NoticeMatchView } from '@panel/domain/evidence/evidence-view';
import type { Db } from '../db/connection';
import { clients, receipts } from '../db/schema';
import type { BlobStore } from '../storage/blob-store';
import { MATCHES_SHOWN } from '@panel/domain/evidence/notice-match';
import { checkAutoApproval } from './auto-approval-check';
import { duplicateReceipts, noticeMatchView, scoredNotices, type EvidenceReceipt } from './evidence-queries';
import { receiptPayer, transferProof } from './used-notice';
import { hashReceiptFile, perceptualHashTaken } from './file-hashes';

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
 * looked at (docs/features/evidence.md 'Duplicates'): the file's hashes and the operation number.
 */
export async function withKeys(
  db: Db,
  files: BlobStore,
  loaded: ReceiptRow,
  operationNumber: string | null,
): Promise<EvidenceReceipt> {
  let receipt = loaded;
  // Just stored by this process: its perceptual hash is being taken off the request (file-hashes.ts).
  if (receipt.phash === null && (await perceptualHashTaken(receipt.id))) {
    const [row] = await db
      .select({ phash: receipts.phash })
      .from(receipts)
      .where(eq(receipts.id, receipt.id));
    receipt = { ...receipt, phash: row?.phash ?? null };
  }
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

/**
 * What GET /api/get/{id} adds: the notices that could prove it, its earlier look-alikes and, while
 * it is pending, why the automatic approval held its strong match and which receipt its transfer's
 * notice already confirmed (docs/features/evidence.md).
 */
export async function receiptEvidence(
  deps: { db: Db; files: BlobStore },
  tenantId: number,
  id: number,
): Promise<{
  matches: NoticeMatchView[];
  duplicates: DuplicateView[];
  autoApprovalHeld: string | null;
  usedNotice: { noticeId: number; receiptId: number } | null;
}> {
  const loaded = await loadEvidenceReceipt(deps.db, tenantId, id);
  if (!loaded) return { matches: [], duplicates: [], autoApprovalHeld: null, usedNotice: null };
  const receipt = await withKeys(deps.db, deps.files, loaded.receipt, loaded.claims.operationNumber);
  const [scored, duplicates, payer] = await Promise.all([
    scoredNotices(deps.db, receipt, loaded.claims.holderName),
    duplicateReceipts(deps.db, receipt),
    receiptPayer(deps.db, loaded.receipt),
  ]);
  const matches = scored.slice(0, MATCHES_SHOWN).map((m) => noticeMatchView(m, loaded.claims.holderName));
  if (loaded.receipt.status !== 'pending')
    return { matches, duplicates, autoApprovalHeld: null, usedNotice: null };
  const [check, proof] = await Promise.all([
    checkAutoApproval(deps.db, receipt, payer, scored, duplicates),
    transferProof(deps.db, { ...receipt, amount: receipt.newAmount ?? receipt.amount }, payer),
  ]);
  const autoApprovalHeld = check && !check.verdict.approve ? check.verdict.held : null;
  return { matches, duplicates, autoApprovalHeld, usedNotice: proof.used };
}
