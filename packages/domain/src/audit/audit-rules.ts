import { z } from 'zod';
import {
  addDays,
  DATE_RANGE_MESSAGES,
  dateRangeMessage,
  DAY_ON_THE_WIRE,
  FIRST_DAY,
  isDay,
  LAST_DAY,
  type DayRange,
} from '../date-range';
import { AUDIT_ENTITY_CODES } from './audit-names';

/**
 * GET /api/audit and its CSV (docs/features/audit.md): filters by user, action, record type, record
 * and Buenos Aires days `from`..`to` (both included), newest first, a page at a time by key: `before`
 * is the id of the last row already shown.
 */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_FILE = 'auditoria.csv';
export const AUDIT_COLUMNS = ['Fecha', 'Usuario', 'Isla', 'Acción', 'Registro', 'Id', 'Cambios'] as const;

export const AUDIT_MESSAGES = {
  badDay: 'Fecha inválida: use el formato AAAA-MM-DD',
  recordWithoutType: 'Indique el tipo de registro del registro buscado',
} as const;

const positiveId = z.coerce
  .number({ error: 'El identificador debe ser un número' })
  .int('El identificador debe ser un número entero')
  .positive('El identificador debe ser positivo')
  .max(2147483647, 'El identificador es demasiado grande');
// Each end alone stays in the project's calendar: the day after 9999-12-31 is no date at all.
const day = z
  .string()
  .max(10)
  .refine(isDay, AUDIT_MESSAGES.badDay)
  .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, DATE_RANGE_MESSAGES.outOfCalendar)
  .meta(DAY_ON_THE_WIRE);

const filterShape = {
  user: z.string().trim().max(60).optional(),
  action: z.string().trim().max(60).optional(),
  entity: z.enum(AUDIT_ENTITY_CODES).optional(),
  entityId: positiveId.optional(),
  from: day.optional(),
  to: day.optional(),
};

function checkFilters(
  query: { entity?: string; entityId?: number; from?: string; to?: string },
  ctx: z.RefinementCtx,
) {
  if (query.entityId !== undefined && !query.entity)
    ctx.addIssue({ code: 'custom', message: AUDIT_MESSAGES.recordWithoutType });
  const range = rangeOf(query.from, query.to);
  const message = range && dateRangeMessage(range);
  if (message) ctx.addIssue({ code: 'custom', message });
}

export const auditFilters = z.object(filterShape).superRefine(checkFilters);
export type AuditFilters = z.infer<typeof auditFilters>;

/** The list adds the page key and size to the filters; the CSV takes the filters alone. */
export const auditListQuery = z
  .object({
    ...filterShape,
    before: positiveId.optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .superRefine(checkFilters);
export type AuditListQuery = z.input<typeof auditListQuery>;

/** `from`..`to` as the excluded-end range of docs/features/money.md; one side alone is open. */
export function rangeOf(from?: string, to?: string): DayRange | null {
  // The object's check runs even when a day failed its own: a bad day is already its issue.
  if (!from || !to || !isDay(from) || !isDay(to)) return null;
  return { start: from, end: addDays(to, 1) };
}

export const auditChangeView = z.object({ field: z.string(), before: z.string(), after: z.string() });

export const auditRowView = z.object({
  id: z.number().int(),
  at: z.string(),
  islandId: z.number().int().nullable(),
  islandName: z.string().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** Who acted: a user (`username`), the system, or a user deleted since (docs/features/audit.md). */
  actor: z.enum(['user', 'system', 'deleted']).optional(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  changes: z.array(auditChangeView),
});
export type AuditRowView = z.infer<typeof auditRowView>;

export const auditPageAnswer = z.object({
  items: z.array(auditRowView),
  /** The `before` of the next page, null on the last one. */
  next: z.number().int().nullable(),
});
export type AuditPageAnswer = z.infer<typeof auditPageAnswer>;
