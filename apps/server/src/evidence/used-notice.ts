import { and, eq } from 'drizzle-orm';
import { payerMayBe, type ReceiptPayer } from '@panel/domain/evidence/auto-approval-rule';
import { receiptClaims } from '@panel/domain/evidence/receipt-claims';
import type { ReceiptReading } from '@panel/domain/receipt-reading/receipt-reading';
import type { DbOrTx } from '../db/connection';
import { clients, notifications } from '../db/schema';
import { sameTransferNotices, type TransferSide } from './evidence-queries';

/** What a hand approval finds about the transfer it would credit (docs/features/evidence.md). */
export interface TransferProof {
  /** An unused notice that may be this receipt's transfer: the approval consumes it. */
  take: number | null;
  /** Otherwise, the nearest notice of the transfer that already confirmed another receipt. */
  used: { noticeId: number; receiptId: number } | null;
}

/** Who paid, as the receipt and its player say: for comparing with a notice's sender. */
export async function receiptPayer(
  db: DbOrTx,
  receipt: {
    clientId: number;
    ocrData: Record<string, string> | null;
    reading: ReceiptReading | null;
  },
): Promise<ReceiptPayer> {
  const [player] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.id, receipt.clientId));
  const claims = receiptClaims(receipt.ocrData, receipt.reading, player?.name ?? '');
  return {
    holderName: claims.holderName,
    holderSource: claims.holderSource,
    holderTaxId: claims.holderTaxId,
    playerName: player?.name ?? '',
  };
}

/**
 * One transfer, one credit, whoever approves: the notices of the receipt's transfer (same amount,
 * account, window), nearest first. An unused one whose sender may be the payer is taken; else one
 * that already confirmed another receipt is named, and the approval needs a supervisor. Unused
 * notices of another payer prove nothing and stop nothing: the person decides. `lock` inside the
 * approval's transaction.
 */
export async function transferProof(
  db: DbOrTx,
  receipt: TransferSide,
  payer: ReceiptPayer,
  lock = false,
): Promise<TransferProof> {
  const notices = await sameTransferNotices(db, receipt, lock);
  if (notices.some((n) => n.receiptId === receipt.id)) return { take: null, used: null };
  const own = notices.find(
    (n) => n.receiptId === null && payerMayBe({ from: n.from, taxId: n.senderTaxId }, payer),
  );
  if (own) return { take: own.id, used: null };
  const used = notices.find((n) => n.receiptId !== null);
  return { take: null, used: used ? { noticeId: used.id, receiptId: used.receiptId! } : null };
}

/**
 * A notice a person chose (/checker sends its one strong match) that says it is another payer's is
 * not consumed: it stays free to prove its own payer's receipt. True when it may be taken (or is not
 * found: consuming it answers 404 as before).
 */
export async function chosenNoticeMayBe(
  db: DbOrTx,
  tenantId: number,
  noticeId: number,
  payer: ReceiptPayer,
): Promise<boolean> {
  const [notice] = await db
    .select({ from: notifications.from, taxId: notifications.senderTaxId })
    .from(notifications)
    .where(and(eq(notifications.id, noticeId), eq(notifications.tenantId, tenantId)));
  return !notice || payerMayBe(notice, payer);
}
