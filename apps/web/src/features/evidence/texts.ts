import { DEFER_REASONS, REJECT_REASONS } from '@panel/domain/receipts/receipt-rules';
import { DUPLICATE_KIND_LABELS } from '@panel/domain/evidence/duplicates';
import { DEFERRED_TITLE } from './title';

/** Spanish texts of the evidence feature (docs/features/evidence.md). */
/** How often a shown age ('Pospuesto hace') is read again: it counts whole minutes. */
export const AGE_TICK_MS = 30_000;

export const EVIDENCE_TEXTS = {
  matchesTitle: 'Avisos del banco',
  noMatches: 'Ningún aviso del banco coincide todavía',
  strong: 'Coincide',
  usedBy: (id: number) => `Ya confirmó el comprobante n.º ${id}`,
  score: (score: number) => `${score} / 100`,
  amount: 'Monto',
  account: 'Cuenta',
  sender: 'Titular',
  time: 'Hora',
  minutes: (minutes: number) =>
    minutes >= 0 ? `aviso ${minutes} min antes de la carga` : `aviso ${-minutes} min después de la carga`,
  outOfWindow: 'fuera de la ventana',
  holderComparedWith: (name: string) => `comparado con «${name}»`,
  agreement: { agrees: 'coincide', differs: 'no coincide', unknown: 'sin dato' },
  proofUsed: (id: number) => `Al aprobar se usa el aviso n.º ${id} como prueba`,

  duplicatesTitle: 'Posible comprobante repetido',
  duplicateKind: DUPLICATE_KIND_LABELS,
  duplicateOf: (id: number) => `Comprobante n.º ${id}`,
  decidedAt: (when: string) => `decidido el ${when}`,
  undecided: 'sin decidir',
  rejectDuplicate: `Rechazar: ${REJECT_REASONS.PRELOADED_AMOUNT}`,
  earlierTitle: (id: number) => `Comprobante anterior n.º ${id}`,
  earlierError: 'No se pudo abrir el comprobante anterior',
  close: 'Cerrar',
  openReceipt: (id: number) => `Abrir el comprobante n.º ${id}`,
  usedNotice: 'Este aviso ya confirmó el',
  usedNoticeLink: (id: number) => `n.º ${id}`,
  usedNoticeHint: 'Aprobarlo acreditaría la misma transferencia dos veces.',
  approveAnywayTitle: 'Aviso ya usado',
  approveAnyway: 'Aprobar igual',
  approveAnywayQuestion: '¿Aprobar igual?',
  autoHeld: (reason: string) => `No se aprobó solo: ${reason}`,
  returnedTitle: 'Volvió de Pospuestos',
  returnedDeferred: (when: string, ago: string) => `Pospuesto el ${when} (hace ${ago})`,
  returnedBack: (cause: string, when: string) => `${cause} el ${when}`,
  returnedHolder: (name: string) => `Titular enviado: «${name}»`,

  title: DEFERRED_TITLE,
  deferredIntro:
    'Comprobantes pospuestos: vuelven solos a la cola cuando llega su aviso o pasa el plazo de la isla.',
  deferredEmpty: 'No hay comprobantes pospuestos',
  deferredLabel: 'Comprobantes pospuestos',
  reasonLabel: (code: string | null) =>
    code === null ? '' : (({ ...REJECT_REASONS, ...DEFER_REASONS } as Record<string, string>)[code] ?? code),
  id: 'N.º',
  player: 'Cliente',
  reason: 'Motivo',
  age: 'Pospuesto hace',
  returnsAt: 'Vuelve',
  ageText: (ms: number) => {
    const minutes = Math.max(0, Math.floor(ms / 60_000));
    const hours = Math.floor(minutes / 60);
    if (hours >= 24) return `${Math.floor(hours / 24)} d ${hours % 24} h`;
    return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  },
  never: 'cuando llegue el aviso',
  whenHolder: 'cuando el BOT entregue el titular',
  /** The player's message about the deferral (docs/features/player-messages.md). */
  undelivered: 'Aviso no entregado',
  playerMessage: 'Aviso al jugador',
  messageState: (state: 'pending' | 'delivered' | 'failed' | undefined, error: string | null) =>
    state === 'delivered'
      ? 'Entregado'
      : state === 'pending'
        ? 'Por entregar'
        : state === 'failed'
          ? `No entregado${error ? `: ${error}` : ''}`
          : 'Ninguno',
  loadError: 'No se pudo cargar la lista',
  autoTitle: 'Aprobados por el sistema',
  autoEmpty: 'El sistema todavía no aprobó comprobantes',
  autoLabel: 'Comprobantes aprobados por el sistema',
  notice: 'Aviso',
  at: 'Fecha',
  settings: {
    action: (name: string) => `Aprobación automática y pospuestos de ${name}`,
    title: (name: string) => `Evidencia de ${name}`,
    autoApprove: 'Aprobación automática',
    autoApproveHint:
      'Aprueba sola un comprobante con un único aviso del banco que coincide (monto, cuenta y hora), sin repetidos y por debajo del límite de doble control.',
    returnMinutes: 'Devolver pospuestos tras (minutos)',
    returnMinutesHint: 'Vacío: vuelven solo cuando llega su aviso',
    saveMinutes: 'Guardar plazo',
    loadError: 'No se pudo leer la configuración',
  },
  statusLabels: { pending: 'Pendiente', approve: 'Aprobado', rejected: 'Rechazado', notfound: 'Pospuesto' },
} as const;
