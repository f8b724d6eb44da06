import { z } from 'zod';
import { dayRangeFields, readDayRange } from '../date-range';
import { formatDayTime } from '../dates';
import { pageParam } from '../lists/list-query';
import { pesosAnswer } from '../wire-pesos';

/**
 * 'Mi turno' (docs/features/players.md): the loads and withdrawals the signed-in cashier made by hand
 * at Cajeros in a range of days, with their totals, for the cash count at the end of a shift. Receipt
 * approvals are not in it: that money reached a bank account, not the cashier's drawer. A payer's
 * shift lists the withdrawal requests they paid (docs/features/withdrawals.md), apart from the net.
 */
export const MY_SHIFT_KINDS = ['load', 'withdrawal', 'payout'] as const;
export type MyShiftKind = (typeof MY_SHIFT_KINDS)[number];

/** The range, and the page of the movements (25 each, newest first). */
export const myShiftQuery = z
  .object({
    ...dayRangeFields,
    page: pageParam,
  })
  .transform((query, ctx) => ({ range: readDayRange(query, ctx), page: query.page ?? 1 }));

export const myShiftMovement = z.object({
  id: z.number(),
  at: z.string().describe('ISO 8601'),
  kind: z.enum(MY_SHIFT_KINDS),
  panelUsername: z.string(),
  amount: pesosAnswer(),
});
export type MyShiftMovement = z.infer<typeof myShiftMovement>;

const total = z.object({ count: z.number(), amount: pesosAnswer() });

export const myShiftAnswer = z.object({
  items: z.array(myShiftMovement),
  total: z.number().describe('movimientos en el rango'),
  page: z.number(),
  totals: z.object({
    loads: total,
    withdrawals: total,
    /** Withdrawal requests the caller paid from the island's bank account (rol 4). */
    payouts: total,
    /** Loads minus withdrawals: what the drawer should hold beyond its opening cash. */
    net: pesosAnswer('cargas menos retiros, en pesos'),
  }),
});
export type MyShiftAnswer = z.infer<typeof myShiftAnswer>;

/** A movement's kind in words, on screen and in the CSV. */
export const MY_SHIFT_KIND_LABELS = {
  load: 'Carga',
  withdrawal: 'Retiro',
  payout: 'Pago de retiro',
} satisfies Record<MyShiftKind, string>;

/** The CSV's columns: as the screen shows them (Buenos Aires time, amount in pesos). */
export const MY_SHIFT_CSV_HEADER = ['Fecha', 'Tipo', 'Usuario', 'Monto'] as const;
export const myShiftCells = (m: MyShiftMovement) =>
  [formatDayTime(new Date(m.at)), MY_SHIFT_KIND_LABELS[m.kind], m.panelUsername, m.amount] as const;
