import { formatDayTime } from '@panel/domain/dates';

/** Data shown on a synthetic bank-transfer receipt (used by the PNG and PDF renderers). */
export interface ReceiptData {
  amountCentavos: number;
  bankName: string;
  sender: string;
  date: Date;
  reference: string;
}

export const RECEIPT_TITLE = 'Comprobante de transferencia';
/** The detail lines printed under the amount, in order. */
export function receiptDetailLines(receipt: ReceiptData): string[] {
  return [
    `De: ${receipt.sender}`,
    `Fecha: ${formatDayTime(receipt.date)}`,
    `Referencia: ${receipt.reference}`,
  ];
}
