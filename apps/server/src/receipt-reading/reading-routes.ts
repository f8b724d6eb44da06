import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import { checkReading } from '@panel/domain/receipt-reading/reading-checks';
import { readingEndpoints } from '@panel/domain/receipt-reading/reading-endpoints';
import { RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { bankAccounts, receipts } from '../db/schema';
import { notFound } from '../errors';
import { serve } from '../http/serve-endpoint';

/** docs/features/receipt-reading.md: a receipt's reading and its checks, within the caller's island. */
export const readingRoutes: FastifyPluginAsync = async (app) => {
  serve(app, readingEndpoints.read, async (request) => {
    const [row] = await app.db
      .select({ reading: receipts.reading, amount: receipts.amount, account: bankAccounts.number })
      .from(receipts)
      .leftJoin(bankAccounts, eq(bankAccounts.id, receipts.bankAccountId))
      .where(and(eq(receipts.id, request.params.id), eq(receipts.tenantId, request.caller.tenantId)));
    if (!row) throw notFound(RECEIPT_MESSAGES.notFound);
    const expected = { amountCentavos: row.amount, account: row.account };
    return {
      receiptId: request.params.id,
      reading: row.reading,
      checks: checkReading(row.reading, expected),
      expected: { amount: centavosToPesos(row.amount), account: row.account },
    };
  });
};
