import { formatPesos } from '@panel/domain/money';
import { CLAIM_LIMIT } from '@panel/domain/queue/queue-rules';

/** Spanish texts of the team queue (docs/features/queue.md): claims, undo, four eyes. */
export const QUEUE_TEXTS = {
  othersReviewing: (count: number) =>
    count === 1 ? '1 operador más revisando' : `${count} operadores más revisando`,
  othersReviewingShort: (count: number) => `+${count}`,
  undo: 'Deshacer',
  undoNotice: (label: string, seconds: number) => `${label}. Se envía en ${seconds} s.`,
  decisionLabels: {
    approve: 'Aprobado',
    rejected: 'Rechazado',
    notfound: 'Pospuesto',
    edit: 'Editado y aprobado',
  },

  confirmTitle: 'Aprobación a confirmar',
  confirmBody: (username: string, pesos: number, edited: boolean) =>
    `${username} aprobó ${edited ? 'con el monto editado a ' : ''}${formatPesos(pesos)}. ` +
    'Aprobar lo confirma y acredita; Rechazar o Saltar lo anulan.',

  claimsButton: 'Revisores',
  claimsTitle: 'Quién revisa qué',
  claimsEmpty: 'Nadie está revisando comprobantes en este momento.',
  claimsReceipt: 'Comprobante',
  claimsUser: 'Operador',
  claimsSince: 'Hace',
  claimsAmount: 'Monto',
  claimsAwaiting: 'A confirmar',
  release: 'Liberar',
  releaseLabel: (id: number, username: string) => `Liberar el comprobante ${id} de ${username}`,

  fourEyesTitle: 'Doble control',
  fourEyesHint: 'Por encima de estos montos hace falta un segundo operador que confirme. Vacío = apagado.',
  fourEyesAbove: 'Aprobar más de',
  fourEyesEditAbove: 'Editar subiendo el monto a más de',
  claimLimit: 'Comprobantes tomados a la vez',
  claimLimitHint: `Por operador: el que ve, el siguiente y los que esperan Deshacer. Sugerido: ${CLAIM_LIMIT.default}.`,
  fourEyesSave: 'Guardar doble control',
} as const;
