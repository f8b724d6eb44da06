import { z } from 'zod';
import { dayRangeQuery } from '../date-range';

/**
 * Operator figures (docs/features/dashboard.md 'Operator figures'): per operator and per shift of
 * the range, the receipt decisions they made and how long the receipts waited from upload to
 * decision (p50, p90, minutes with one decimal), and the oldest receipt still waiting.
 */

/** GET /api/supervision/operators?start=&end=: the dashboard's range rule (end excluded, optional). */
export const operatorFiguresQuery = dayRangeQuery;
export type OperatorFiguresQuery = z.input<typeof operatorFiguresQuery>;

const count = z.number().int().nonnegative();

export const operatorShiftFigures = z.object({
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** A person, the system (automatic approvals) or users deleted since; both of the latter have no userId. */
  actor: z.enum(['user', 'system', 'deleted']).optional(),
  /** Index into SHIFTS (0: 08-16, 1: 16-00, 2: 00-08, Buenos Aires). */
  shift: z.number().int().min(0).max(2),
  decisions: count,
  approvals: count,
  rejections: count,
  deferrals: count,
  p50Minutes: z.number(),
  p90Minutes: z.number(),
});
export type OperatorShiftFigures = z.infer<typeof operatorShiftFigures>;

export const operatorFiguresAnswer = z.object({
  date: z.tuple([z.string(), z.string()]),
  rows: z.array(operatorShiftFigures),
  pending: count,
  /** The receipt waiting longest, null when none waits. */
  oldestPending: z
    .object({ id: z.number().int(), uploadedAt: z.string(), waitingMinutes: z.number() })
    .nullable(),
});
export type OperatorFiguresAnswer = z.infer<typeof operatorFiguresAnswer>;
