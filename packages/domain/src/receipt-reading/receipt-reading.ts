import { z } from 'zod';

/**
 * What the server read off a receipt's file (docs/features/receipt-reading.md), stored beside the
 * bot's `ocrData` and never mixed into it. Each field carries its confidence, 0 to 1.
 */
export const READ_FIELD_NAMES = [
  'amount', // pesos as a wire decimal, e.g. "1500.50"
  'dateTime', // ISO 8601 with offset
  'operationNumber',
  'senderName',
  'senderTaxId', // CUIT/CUIL, digits only
  'receiverName',
  'receiverAccount', // CBU/CVU (22 digits) or alias
  'bankApp',
] as const;
export type ReadFieldName = (typeof READ_FIELD_NAMES)[number];

export const readField = z.object({ value: z.string(), confidence: z.number().min(0).max(1) });
export type ReadField = z.infer<typeof readField>;

/**
 * Below this confidence a value is shown as read but never compared: /checker says 'no leído' rather
 * than a match or a mismatch (docs/features/receipt-reading.md, 'Confidence'). A wrong amount shown
 * as a mismatch teaches operators to ignore the check; shown as a match it waves a fake through.
 */
export const TRUSTED_CONFIDENCE = 0.8;

/**
 * The most a value may claim when a rule doubts it (a code's letters OCR may swap, a code that may be
 * cut short, a round headline alone, a figure OCR read again): shown as read, never compared.
 */
export const DOUBTFUL_CONFIDENCE = 0.75;

/** The field's value when it is sure enough to compare, else undefined. */
export const trustedValue = (field: ReadField | undefined): string | undefined =>
  field && field.confidence >= TRUSTED_CONFIDENCE ? field.value : undefined;

export const READING_STATUSES = ['pending', 'done', 'failed'] as const;

export const receiptReading = z.object({
  status: z.enum(READING_STATUSES),
  fields: z.partialRecord(z.enum(READ_FIELD_NAMES), readField),
  /** Spanish, shown when status is 'failed' ("no se pudo leer …"). */
  message: z.string().optional(),
});
export type ReceiptReading = z.infer<typeof receiptReading>;
