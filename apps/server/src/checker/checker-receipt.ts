import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { notFound } from '../errors';
import { receiptEvidence } from '../evidence/receipt-evidence';
import { returnedStory } from '../evidence/returned-story';
import { findReceiptView } from '../receipts/receipt-queries';
import { messageStatesOfReceipts } from '../player-messages/message-states';
import type { BlobStore } from '../storage/blob-store';

export interface CheckerReceiptDeps {
  db: Db;
  files: BlobStore;
  /** Its `jwtSecret` signs the file link. */
  appConfig: Pick<AppConfig, 'jwtSecret'>;
}

/**
 * A receipt as /checker shows it (packages/domain/src/checker/checker-view.ts): the stored receipt,
 * its client and history (receipts/), with the bank notices and duplicates beside it
 * (docs/features/evidence.md). GET /api/get/{id} and the team queue's claim answer both give this.
 */
export async function checkerReceipt(
  deps: CheckerReceiptDeps,
  tenantId: number,
  id: number,
): Promise<ReceiptView> {
  const view = await findReceiptView(deps.db, tenantId, id, deps.appConfig.jwtSecret);
  if (!view) throw notFound(RECEIPT_MESSAGES.notFound);
  // A returned receipt's story matters only while it waits for a decision (docs/features/evidence.md).
  const [evidence, returned, messages] = await Promise.all([
    receiptEvidence(deps, tenantId, view.id),
    view.status === 'pending' ? returnedStory(deps.db, view.id) : null,
    messageStatesOfReceipts(deps.db, tenantId, [view.id]),
  ]);
  return { ...view, ...evidence, returned, playerMessage: messages.get(view.id) ?? null };
}
