import { formatCentavos } from '../money';
import { fieldLabel } from './audit-labels';

/** One field of a change: what it was and what it became, as text ('—' when absent). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Never shown, whatever an older row may hold: secrets stay out of the trail (docs/features/audit.md). */
const SECRET = /password|hash|secret|token|key/i;
/** The record's own id is the row's record column already. */
const hidden = (field: string) => field === 'id' || SECRET.test(field);
export const ABSENT = '—';

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { valor: value };

/** Fields the services write in integer centavos (receipts, players' movements, accounts' balance). */
const CENTAVOS = new Set(['amount', 'newAmount', 'bonus', 'balance', 'balanceBefore', 'balanceAfter']);

function asText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return ABSENT;
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return CENTAVOS.has(field) && Number.isSafeInteger(value) ? formatCentavos(value) : String(value);
  return JSON.stringify(value);
}

/**
 * The fields a change touched, before → after: fields present on either side whose text differs, in
 * the order they first appear. A creation shows only 'after', a deletion only 'before'.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((f) => !hidden(f));
  return fields
    .map((field) => ({ field, before: asText(field, was[field]), after: asText(field, is[field]) }))
    .filter((change) => change.before !== change.after);
}

/** One line per change for a CSV cell: 'Estado: pending → approve | Monto: 100 → 120'. */
export const changesText = (changes: readonly AuditChange[]): string =>
  changes.map((c) => `${fieldLabel(c.field)}: ${c.before} → ${c.after}`).join(' | ');
