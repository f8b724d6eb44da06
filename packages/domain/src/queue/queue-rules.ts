import { z } from 'zod';
import { wirePesosToCentavos } from '../money';
import { absentAsEmpty, firstRule } from '../rules';
import { MAX_RECEIPT_PESOS } from '../receipts/receipt-rules';

/** How long a claim holds a receipt without a renewal (docs/features/queue.md). */
export const LEASE_SECONDS = 60;
/** /checker renews the claims it holds this often (docs/features/queue.md). */
export const RENEW_SECONDS = 5;
/**
 * A claim not renewed for this long (three missed renewals) belongs to a browser that went silent:
 * when another operator asks and nothing else is free, it is taken over before its lease runs out.
 */
export const SILENT_SECONDS = 3 * RENEW_SECONDS;

/**
 * Receipts one operator may hold at once, per island (docs/features/queue.md 'Claims with limits').
 * /checker holds the receipt on screen and the next, plus each decided one for its 5 s of undo: seven
 * at one decision a second. The default leaves room above that; the range is what Islas accepts.
 */
export const CLAIM_LIMIT = { default: 10, min: 1, max: 50 } as const;

/** docs/features/queue.md: the team queue's Spanish texts that the server answers. */
export const QUEUE_MESSAGES = {
  /** 409: a decision, a renewal or a confirmation on a receipt another operator holds. */
  heldByOther: 'Este comprobante lo está revisando otro operador',
  released: 'Comprobante liberado',
  claimNotFound: 'Nadie está revisando ese comprobante',
  /** Four eyes: the first approval waits for a second operator. */
  awaitingConfirmation: 'Aprobación registrada: falta la confirmación de otro operador',
  /** 422: the operator who asked for the approval cannot confirm it. */
  ownConfirmation: 'No puede confirmar su propia aprobación: debe hacerlo otro operador',
  /** 409: an edit on a receipt already waiting for a confirmation. */
  confirmationPending: 'Este comprobante espera la confirmación de otro operador: apruébelo o rechácelo',
  /** 422: the system never starts a four-eyes wait; such a receipt stays with the operators. */
  systemNeedsOperator: 'El monto necesita la aprobación de un operador',
  fourEyesInvalid: 'Los montos deben ser positivos, hasta $ 100.000.000 y con hasta 2 decimales',
  fourEyesSaved: 'Doble control actualizado',
  /** 409: a claim past the island's limit of receipts held at once. */
  claimLimitReached: (limit: number) =>
    `Ya tiene ${limit} ${limit === 1 ? 'comprobante tomado' : 'comprobantes tomados'}, el máximo de la isla: ` +
    'decida o libere alguno antes de tomar otro',
  /** 409: the asker of a four-eyes approval claiming or renewing the receipt left for someone else. */
  askerCannotHold:
    'Usted pidió la aprobación de este comprobante: queda para que otro operador la confirme o la rechace',
  claimLimitInvalid: `El máximo de comprobantes tomados por operador debe ser un número entero entre ${CLAIM_LIMIT.min} y ${CLAIM_LIMIT.max}`,
  islandNotFound: 'No se encontró la isla',
} as const;

/** An island's four-eyes limits, in centavos; null = off. */
export interface FourEyesLimits {
  fourEyesAbove: number | null;
  fourEyesEditAbove: number | null;
}

/**
 * Four eyes (docs/features/queue.md): an approval above `fourEyesAbove`, or an edit that raises the
 * amount above the message amount and above `fourEyesEditAbove`, needs a second operator. Centavos.
 */
export function needsSecondOperator(
  limits: FourEyesLimits,
  receipt: { amount: number },
  approvedAmount: number,
  edited: boolean,
): boolean {
  if (limits.fourEyesAbove !== null && approvedAmount > limits.fourEyesAbove) return true;
  return (
    edited &&
    limits.fourEyesEditAbove !== null &&
    approvedAmount > receipt.amount &&
    approvedAmount > limits.fourEyesEditAbove
  );
}

const limitInvalid = (pesos: number | null) =>
  pesos !== null && (!(pesos > 0) || pesos > MAX_RECEIPT_PESOS || wirePesosToCentavos(pesos) === null);

const claimLimitInvalid = (limit: number | undefined) =>
  limit !== undefined && (!Number.isInteger(limit) || limit < CLAIM_LIMIT.min || limit > CLAIM_LIMIT.max);

/**
 * POST /api/tenants/{id}/four-eyes: each limit in pesos, or null to turn it off; and the receipts an
 * operator may hold at once (left out: unchanged).
 */
export const fourEyesBody = absentAsEmpty(
  z
    .object({
      fourEyesAbove: z.number().nullable().default(null),
      fourEyesEditAbove: z.number().nullable().default(null),
      claimLimit: z.number().optional(),
    })
    .superRefine(
      firstRule(
        (v: { fourEyesAbove: number | null; fourEyesEditAbove: number | null; claimLimit?: number }) => {
          if (limitInvalid(v.fourEyesAbove) || limitInvalid(v.fourEyesEditAbove))
            return QUEUE_MESSAGES.fourEyesInvalid;
          return claimLimitInvalid(v.claimLimit) ? QUEUE_MESSAGES.claimLimitInvalid : undefined;
        },
      ),
    ),
);
export type FourEyesBody = z.infer<typeof fourEyesBody>;
