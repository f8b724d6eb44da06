import { z } from 'zod';
import { defineEndpoints } from '../http/endpoint';
import { idParams } from '../http/id-params';
import { SCREENS } from '../roles';
import { readingChecks } from './reading-checks';
import { receiptReading } from './receipt-reading';
import { pesosAnswer } from '../wire-pesos';

/**
 * GET /api/receipts/{id}/reading (docs/features/receipt-reading.md): what the server read off a
 * receipt's file and how it compares with what the receipt says, for the checker's reviewers.
 */
export const receiptReadingAnswer = z.object({
  receiptId: z.number(),
  /** null: the receipt came in before the server read receipts. */
  reading: receiptReading.nullable(),
  checks: readingChecks,
  /** The message amount (pesos) and the assigned deposit account's number (CBU/CVU or alias). */
  expected: z.object({ amount: pesosAnswer(), account: z.string().nullable() }),
});
export type ReceiptReadingAnswer = z.infer<typeof receiptReadingAnswer>;

export const readingEndpoints = defineEndpoints({
  read: {
    operationId: 'readReceiptReading',
    method: 'GET',
    path: '/api/receipts/{id}/reading',
    summary: 'Lo que el servidor leyó del archivo de un comprobante, comparado con el mensaje',
    tag: 'receipt-reading',
    access: { roles: SCREENS.checker.roles },
    params: idParams,
    answers: { 200: receiptReadingAnswer },
    errors: [404],
  },
});
