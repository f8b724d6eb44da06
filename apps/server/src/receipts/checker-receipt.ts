import type { FastifyInstance } from 'fastify';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { notFound } from '../errors';
import { receiptEvidence } from '../evidence/receipt-evidence';
import { findReceiptView } from './receipt-queries';

/**
 * A receipt as /checker shows it, with the bank notices and duplicates beside it
 * (docs/features/evidence.md): GET /api/get/{id} and the team queue's claim answer both give this.
 */
export async function checkerReceipt(app: FastifyInstance, tenantId: number, id: number) {
  const view = await findReceiptView(app.db, tenantId, id, app.appConfig.jwtSecret);
  if (!view) throw notFound(RECEIPT_MESSAGES.notFound);
  return { ...view, ...(await receiptEvidence(app, tenantId, view.id)) };
}
