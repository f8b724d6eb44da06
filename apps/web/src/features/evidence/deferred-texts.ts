import { RECEIPT_STATUS_NAMES } from '@panel/domain/audit/audit-names';

/**
 * Spanish texts of acting on 'Pospuestos' and of the return delay's warning (docs/features/evidence.md).
 * 'Pospuesto' is the one name of the state (docs/glossary.md); 'Saltar' stays only as /checker's button.
 */
export const DEFERRED_ACTION_TEXTS = {
  open: 'Abrir',
  openLabel: (id: number) => `Abrir el comprobante pospuesto n.º ${id}`,
  actions: 'Acciones',
  modalTitle: (id: number) => `Comprobante ${RECEIPT_STATUS_NAMES.notfound.toLowerCase()} n.º ${id}`,
  imageAlt: (id: number) => `Imagen del comprobante n.º ${id}`,
  openFile: 'Abrir el archivo',
  amount: 'Monto',
  player: 'Cliente',
  reason: 'Motivo',
  since: 'Pospuesto desde',
  by: 'Pospuesto por',
  deletedUser: 'Usuario borrado',
  holder: 'Titular recibido',
  noHolder: 'Todavía no se recibió',
  returnsAt: 'Vuelve solo',
  bringBack: 'Devolver a la cola',
  bringBackHint: 'Vuelve como pendiente, detrás de los comprobantes que ya esperan.',
  reject: 'Rechazar',
  rejectReason: 'Motivo del rechazo',
  rejectPlaceholder: 'Elija un motivo',
  close: 'Cerrar',
  loadError: 'No se pudo abrir el comprobante pospuesto',
  /** Islas: a shorter return delay, before it is saved. */
  previewTitle: 'Devolver pospuestos a la cola',
  previewMessage: (count: number) =>
    count === 1
      ? 'Esto devuelve 1 comprobante a la cola. Vuelve detrás de los que ya esperan. ¿Guardar el plazo?'
      : `Esto devuelve ${count} comprobantes a la cola. Vuelven detrás de los que ya esperan. ¿Guardar el plazo?`,
  previewConfirm: 'Guardar y devolver',
} as const;
