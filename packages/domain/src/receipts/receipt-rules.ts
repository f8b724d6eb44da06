import { z } from 'zod';
import { centavosToPesos, parseAmount, pesosToCentavos, wirePesosToCentavos } from '../money';
import { absentAsEmpty } from '../rules';
import { centavosRefusal, type AmountBounds } from '../typed-amount';

/** Receipt states of docs/features/receipts.md: pending until an operator approves, rejects or defers (notfound) it. */
export const RECEIPT_STATUSES = ['pending', 'approve', 'rejected', 'notfound'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
/** What POST /api/put/{id} accepts: every status but pending. */
export const RECEIPT_DECISIONS = ['approve', 'rejected', 'notfound'] as const;
export type ReceiptDecision = (typeof RECEIPT_DECISIONS)[number];

/** Reject reason codes of docs/features/receipts.md, with the label the reject modal shows (docs/features/receipts.md). */
export const REJECT_REASONS = {
  AMOUNT_NOT_MATCH: 'El monto no coincide',
  USERACCOUNT_NOT_MATCH: 'El titular de la cuenta no coincide',
  FAKE_IMAGE: 'Imagen falsa',
  PRELOADED_AMOUNT: 'Comprobante ya cargado',
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;

/** Defer codes of docs/features/receipts.md, with the label the defer modal shows (docs/features/receipts.md). */
export const DEFER_REASONS = {
  NOT_FOUND: 'El pago todavía no se registró',
  ASK_BA_OWNER: 'Pedir el nombre del titular de la cuenta',
} as const;
export type DeferReason = keyof typeof DEFER_REASONS;

export const isRejectReason = (value: unknown): value is RejectReason =>
  typeof value === 'string' && Object.hasOwn(REJECT_REASONS, value);
export const isDeferReason = (value: unknown): value is DeferReason =>
  typeof value === 'string' && Object.hasOwn(DEFER_REASONS, value);

/** Largest amount a receipt or an edit may carry, in pesos (a cap so nothing overflows). */
export const MAX_RECEIPT_PESOS = 100_000_000;

export const RECEIPT_MESSAGES = {
  approved: 'Comprobante aprobado',
  rejected: 'Comprobante rechazado',
  deferred: 'Comprobante pospuesto',
  editedAndApproved: 'Monto editado y comprobante aprobado',
  statusInvalid: 'El estado debe ser approve, rejected o notfound',
  rejectReasonRequired: 'Debe elegir un motivo de rechazo válido',
  deferReasonRequired: 'Debe elegir un motivo válido para posponer',
  /** 422 when another operator decided the receipt first (docs/features/receipts.md). */
  alreadyDecided: 'Este comprobante ya fue procesado por otro operador',
  notFound: 'No se encontró el comprobante',
  playerNotFound: 'No se encontró el cliente',
  /** docs/features/receipts.md, in order. */
  editAmountRequired: 'Debe ingresar un monto para modificar el original',
  editAmountInvalid: 'Ingrese un monto válido, por ejemplo 1.500,50',
  editAmountPositive: 'El monto debe ser mayor a 0',
  editAmountDecimals: 'El monto admite hasta 2 decimales',
  editAmountTooBig: 'El monto es demasiado grande',
  editConfirm: 'Editar el monto y aceptar el comprobante. ¿Continuar?',
  editFailurePrefix: 'Hubo un error al editar y aprobar: ',
  fileLinkInvalid: 'El enlace del archivo no es válido o ya venció. Vuelva a abrir el comprobante.',
  fileMissing: 'No se encontró el archivo del comprobante',
} as const;

/** docs/features/receipts.md: 'Hubo un error al editar y aprobar: ...' with the server's message. */
export const editFailureText = (detail: string) => `${RECEIPT_MESSAGES.editFailurePrefix}${detail}`;

/** The decision's status and reason: a rejection needs a reject code, a deferral a defer code. */
export function decisionMessage(input: { status: unknown; reason?: unknown }): string | undefined {
  if (!(RECEIPT_DECISIONS as readonly unknown[]).includes(input.status))
    return RECEIPT_MESSAGES.statusInvalid;
  if (input.status === 'rejected' && !isRejectReason(input.reason))
    return RECEIPT_MESSAGES.rejectReasonRequired;
  if (input.status === 'notfound' && !isDeferReason(input.reason))
    return RECEIPT_MESSAGES.deferReasonRequired;
  return undefined;
}

/** Pesos as sent (a number) or typed (text the Argentine way, '1.500,50'); null when unreadable. */
function pesosFromInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const centavos = parseAmount(value);
  return centavos === null ? null : centavosToPesos(centavos);
}

/** What the edit field accepts (docs/features/receipts.md); the web's money field types into it. */
export const EDIT_AMOUNT_BOUNDS: AmountBounds = {
  required: RECEIPT_MESSAGES.editAmountRequired,
  belowMin: RECEIPT_MESSAGES.editAmountPositive,
  max: pesosToCentavos(MAX_RECEIPT_PESOS),
  aboveMax: RECEIPT_MESSAGES.editAmountTooBig,
};

/** Edit and approve (docs/features/receipts.md): the first failing rule's message, or undefined. */
export function editAmountMessage(value: unknown): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    return RECEIPT_MESSAGES.editAmountRequired;
  const pesos = pesosFromInput(value);
  if (pesos === null) return RECEIPT_MESSAGES.editAmountInvalid;
  const centavos = wirePesosToCentavos(pesos);
  // Zero or less is refused as such, whatever its decimals.
  if (centavos === null && pesos > 0) return RECEIPT_MESSAGES.editAmountDecimals;
  return centavosRefusal(centavos ?? 0, EDIT_AMOUNT_BOUNDS);
}

const firstFailing =
  <T>(rule: (value: T) => string | undefined) =>
  (value: T, ctx: z.RefinementCtx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** POST /api/put/{id}: `reason` is a code of docs/features/receipts.md (ignored on approve). */
const decisionFields = z
  .object({
    // Checked in the spec's order by `decisionMessage`; the document lists the decisions.
    status: z
      .string()
      .max(20)
      .meta({ enum: [...RECEIPT_DECISIONS] }),
    reason: z.string().max(40).nullish(),
    /** Approve with this bank notice as proof: it is consumed (docs/features/evidence.md). */
    noticeId: z.number().int().positive().max(2147483647).optional(),
    /** A supervisor approves although the transfer's notice confirmed another receipt (docs/features/evidence.md). */
    confirmUsedNotice: z.boolean().optional(),
  })
  .superRefine(firstFailing(decisionMessage))
  .transform((v) => ({
    status: v.status as ReceiptDecision,
    reason: v.status === 'approve' ? null : (v.reason as RejectReason | DeferReason),
    ...(v.status === 'approve' && v.noticeId !== undefined ? { noticeId: v.noticeId } : {}),
    ...(v.status === 'approve' && v.confirmUsedNotice === true ? { confirmUsedNotice: true } : {}),
  }));
export const decisionBody = absentAsEmpty(decisionFields, { status: '' });
export type DecisionBody = z.infer<typeof decisionBody>;

/**
 * POST /api/document/{id}: the receipt as the web holds it plus `newamount` in pesos (a number, or
 * text typed the Argentine way); only newamount is read, and comes out in centavos.
 */
const editAndApproveFields = z
  .looseObject({
    newamount: z.union([z.number(), z.string().max(30)]).nullish(),
    /** As on POST /api/put/{id}: a supervisor approves over a notice that confirmed another receipt. */
    confirmUsedNotice: z.boolean().optional(),
  })
  .superRefine(firstFailing((v: { newamount?: unknown }) => editAmountMessage(v.newamount)))
  .transform((v) => ({
    newAmountCentavos: pesosToCentavos(pesosFromInput(v.newamount)!),
    ...(v.confirmUsedNotice === true ? { confirmUsedNotice: true } : {}),
  }));
export const editAndApproveBody = absentAsEmpty(editAndApproveFields);
export type EditAndApproveBody = z.infer<typeof editAndApproveBody>;

/** Audit actions a decision writes (the dashboard's operators card reads them with decision_ms). */
export const RECEIPT_AUDIT_ACTIONS = {
  approve: 'receipt.approve',
  rejected: 'receipt.reject',
  notfound: 'receipt.defer',
  editAndApprove: 'receipt.edit_approve',
} as const;
