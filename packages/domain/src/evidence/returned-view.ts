import { z } from 'zod';
import { DEFER_REASONS } from '../receipts/receipt-rules';

/** What brought a deferred receipt back to the queue, as the `receipt.return` audit row says. */
export const RETURN_CAUSES = ['notice', 'delay', 'holder', 'hand'] as const;
export type ReturnCauseCode = (typeof RETURN_CAUSES)[number];

/** The causes as /checker names them (docs/features/evidence.md, "Deferred receipts come back"). */
export const RETURN_CAUSE_LABELS: Record<ReturnCauseCode, string> = {
  notice: 'Llegó el aviso del banco',
  delay: 'Pasó el plazo de la isla',
  holder: 'El bot envió el titular',
  hand: 'Un operador lo devolvió desde Pospuestos',
};

/**
 * GET /api/get/{id} `returned` (optional on the wire): the story of a pending receipt that came back
 * from 'Pospuestos', from its latest `receipt.return` audit row; null when it never was deferred.
 */
export const returnedView = z.object({
  deferredAt: z.string().describe('ISO 8601: when the operator deferred it'),
  reason: z.string().nullable().describe('the defer code (NOT_FOUND, ASK_BA_OWNER)'),
  cause: z.enum(RETURN_CAUSES),
  returnedAt: z.string().describe('ISO 8601: when it came back'),
  holderName: z.string().nullable().describe('the holder name the bot handed in, if that brought it back'),
});
export type ReturnedView = z.infer<typeof returnedView>;

/** A defer code's label; an unknown code as it is. */
export const deferReasonLabel = (code: string | null): string | null =>
  code === null ? null : ((DEFER_REASONS as Record<string, string>)[code] ?? code);
