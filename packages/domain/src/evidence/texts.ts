/** Spanish messages of the evidence feature (docs/features/evidence.md). */
export const EVIDENCE_MESSAGES = {
  noticeNotFound: 'No se encontró el aviso bancario',
  noticeUsed: (receiptId: number) => `Este aviso ya confirmó el comprobante #${receiptId}`,
  noticeMismatch: 'El aviso no coincide con el comprobante (monto o cuenta)',
  holderReceived: 'Nombre del titular recibido: el comprobante volvió a la cola',
  holderNotAsked: 'Este comprobante no está pospuesto esperando el nombre del titular',
  receiptNotFound: 'No se encontró el comprobante',
  islandNotFound: 'No se encontró la isla',
  settingsSaved: 'Configuración de evidencia guardada',
  settingsRead: 'Configuración de evidencia',
  /** 'Pospuestos' actions (docs/features/evidence.md). */
  returnedByHand: 'Comprobante devuelto a la cola',
  notDeferred: 'Este comprobante ya no está pospuesto',
} as const;

/** Audit actions of the feature. */
export const EVIDENCE_AUDIT_ACTIONS = {
  returned: 'receipt.return',
  autoApproved: 'receipt.auto_approve',
  holderName: 'receipt.holder_name',
  settings: 'island.evidence',
} as const;

/** Why a deferred receipt returned to the queue, as the audit row says. */
export type ReturnCause = 'notice' | 'delay' | 'holder' | 'hand';
