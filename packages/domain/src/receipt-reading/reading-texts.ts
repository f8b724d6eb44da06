/** Why a reading ends 'failed' (docs/features/receipt-reading.md); each has its Spanish message. */
export const READING_FAILURES = [
  'corrupt',
  'encrypted',
  'tooManyPages',
  'tooLarge',
  'notReceipt',
  'timeout',
  'crashed',
  'missingFile',
] as const;
export type ReadingFailure = (typeof READING_FAILURES)[number];

export const READING_FAILURE_MESSAGES: Record<ReadingFailure, string> = {
  corrupt: 'No se pudo leer: el archivo está dañado o no es una imagen ni un PDF válido',
  encrypted: 'No se pudo leer: el PDF está protegido con contraseña',
  tooManyPages: 'No se pudo leer: el PDF tiene demasiadas páginas para ser un comprobante',
  tooLarge: 'No se pudo leer: la imagen o la página del PDF es demasiado grande para ser un comprobante',
  notReceipt:
    'No se pudo leer: no parece un comprobante de transferencia (no se encontró monto ni número de operación)',
  timeout: 'No se pudo leer: el archivo tardó demasiado en leerse',
  crashed: 'No se pudo leer: la lectura falló varias veces',
  missingFile: 'No se pudo leer: el archivo del comprobante no está guardado',
};
