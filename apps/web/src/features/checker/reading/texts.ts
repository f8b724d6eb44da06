import type { ReadFieldName } from '@panel/domain/receipt-reading/receipt-reading';

/** The checker's texts about the server's reading (docs/features/receipt-reading.md). */
export const READING_TEXTS = {
  title: 'Leído por el servidor',
  pending: 'Leyendo el comprobante…',
  notRead: 'Este comprobante llegó antes de que el servidor leyera los archivos',
  loadError: 'No se pudo cargar la lectura del comprobante',
  confidence: (share: number) => `${Math.round(share * 100)} %`,
  confidenceLabel: 'Confianza',
  amountMismatch: (read: string, message: string) =>
    `El monto leído (${read}) no coincide con el del mensaje (${message})`,
  accountMismatch: (read: string, assigned: string) =>
    `La cuenta que recibió (${read}) no es la cuenta asignada (${assigned})`,
  amountMatch: 'Monto leído coincide',
  amountDoubtful: 'Monto no leído con seguridad: compárelo en el comprobante',
  doubtful: 'dudoso',
  doubtfulLabel: 'Leído con poca confianza: no se compara con el mensaje ni con la cuenta',
  accountMatch: 'Cuenta coincide',
  fields: {
    amount: 'Monto',
    dateTime: 'Fecha y hora',
    operationNumber: 'N° de operación',
    senderName: 'Envía',
    senderTaxId: 'CUIT/CUIL',
    receiverName: 'Recibe',
    receiverAccount: 'CBU/CVU o alias',
    bankApp: 'Banco o app',
  } satisfies Record<ReadFieldName, string>,
} as const;
