import type { FastifyInstance } from 'fastify';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { notFound } from '../errors';
import { receiptEvidence } from '../evidence/receipt-evidence';
import { returnedStory } from '../evidence/returned-story';
import { findReceiptView } from '../receipts/receipt-queries';

/**
 * A receipt as /checker shows it, with the bank notices and duplicates beside it
 * (docs/features/evidence.md): GET /api/get/{id} and the team queue's claim answer both give this.
 */
export async function checkerReceipt(app: FastifyInstance, tenantId: number, id: number) {
  const view = await findReceiptView(app.db, tenantId, id, app.appConfig.jwtSecret);
  if (!view) throw notFound(RECEIPT_MESSAGES.notFound);
  // A returned receipt's story matters only while it waits for a decision (docs/features/evidence.md).
  const [evidence, returned] = await Promise.all([
    receiptEvidence(app, tenantId, view.id),
    view.status === 'pending' ? returnedStory(app.db, view.id) : null,
  ]);
  return { ...view, ...evidence, returned };
}
