import type { ReadField, ReceiptReading } from '../receipt-reading/receipt-reading';

/** The server's reading counts for a field from this confidence up (docs/features/evidence.md). */
export const READING_MIN_CONFIDENCE = 0.6;

/** Keys of the bot's `ocrData` that carry an operation number, in the order they are tried. */
const OCR_OPERATION_KEYS = ['operacion', 'numeroOperacion', 'nroOperacion', 'referencia'] as const;

export type HolderSource = 'reading' | 'ocr' | 'player';

/** What a receipt claims about its transfer, from the server's reading first, then the bot's OCR. */
export interface ReceiptClaims {
  holderName: string | null;
  holderSource: HolderSource | null;
  /** The sender's CUIT/CUIL (11 digits) when read or sent by the bot (`cuit`, `cuil`). */
  holderTaxId: string | null;
  operationNumber: string | null;
}

const readValue = (field: ReadField | undefined) =>
  field && field.confidence >= READING_MIN_CONFIDENCE && field.value.trim() ? field.value.trim() : null;

const ocrValue = (ocr: Record<string, string> | null, keys: readonly string[]) => {
  for (const key of keys) {
    const value = ocr?.[key]?.trim();
    if (value) return value;
  }
  return null;
};

/**
 * One place that reads both sources (docs/features/evidence.md): the server's own reading
 * (`receipts.reading`) when done and confident, else the bot's `ocrData` (`titular`, `operacion`),
 * else, for the holder, the player's name.
 */
export function receiptClaims(
  ocrData: Record<string, string> | null,
  reading: ReceiptReading | null,
  playerName: string,
): ReceiptClaims {
  const fields = reading?.status === 'done' ? reading.fields : {};
  const readHolder = readValue(fields.senderName);
  const ocrHolder = ocrValue(ocrData, ['titular']);
  const holder: [string | null, HolderSource | null] = readHolder
    ? [readHolder, 'reading']
    : ocrHolder
      ? [ocrHolder, 'ocr']
      : playerName.trim()
        ? [playerName.trim(), 'player']
        : [null, null];
  const operation = readValue(fields.operationNumber) ?? ocrValue(ocrData, OCR_OPERATION_KEYS);
  const taxId = (readValue(fields.senderTaxId) ?? ocrValue(ocrData, ['cuit', 'cuil']) ?? '').replace(
    /\D/g,
    '',
  );
  return {
    holderName: holder[0],
    holderSource: holder[1],
    holderTaxId: taxId.length === 11 ? taxId : null,
    operationNumber: operation ? normalizeOperationNumber(operation) : null,
  };
}

/** Operation numbers compare without spaces, dashes or leading zeros, in upper case. */
export function normalizeOperationNumber(value: string): string {
  return value
    .replace(/[\s\-./]/g, '')
    .replace(/^0+(?=.)/, '')
    .toUpperCase();
}
