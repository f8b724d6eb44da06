import { formatDayTime } from '../dates';
import { formatCentavos, formatPesos } from '../money';
import { fieldLabel, valueLabel } from './audit-labels';
import { AUDIT_ACTORS } from './audit-names';

/** One field of a change: what it was and what it became, as text ('—' when absent). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Never shown, whatever an older row may hold: secrets stay out of the trail (docs/features/audit.md). */
const SECRET = /password(?!Changed)|hash|secret|token|key/i;
/** Whether the player's password is the island's default: a yes or no, not a secret. */
const NOT_SECRET = new Set(['defaultPassword']);
/** The record's own id is the row's record column already. */
const hidden = (field: string) => field === 'id' || (SECRET.test(field) && !NOT_SECRET.has(field));
export const ABSENT = '—';

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { valor: value };

/** Fields the services write in integer centavos (receipts, players' movements, accounts' balance). */
const CENTAVOS = new Set([
  'amount',
  'newAmount',
  'unloaded',
  'bonus',
  'balance',
  'balanceBefore',
  'balanceAfter',
  'fourEyesAbove',
  'fourEyesEditAbove',
]);
/** Fields written in pesos: an island's minimums (its modal's fields) and an audience's amounts. */
const PESOS = new Set(['chargeAmountMin', 'chargeAmountMax']);
const ISLAND_PESOS = new Set(['charge', 'bonus', 'withdraw']);
/** Flags stored as 0 / 1. */
const FLAGS = new Set(['blacklistbonus']);
const DATES = new Set(['decidedAt', 'createdAt', 'requestedAt']);

/** The records a field's id points at; the trail shows their names (docs/features/audit.md). */
export const AUDIT_REFERENCES = {
  decidedBy: 'user',
  requestedBy: 'user',
  confirmedBy: 'user',
  userId: 'user',
  bankAccountId: 'bankAccount',
  bankId: 'bank',
  tenantId: 'island',
  clientId: 'client',
  referredByClientId: 'client',
  botId: 'bot',
} as const;
export type AuditReferenceKind = (typeof AUDIT_REFERENCES)[keyof typeof AUDIT_REFERENCES];
/** The names the reader found for the ids a page refers to; a user missing there was deleted. */
export type AuditNames = Partial<Record<AuditReferenceKind, ReadonlyMap<number, string>>>;

export interface AuditContext {
  /** The row's record type: an island's `bonus` is a peso amount, a receipt's is centavos. */
  entity?: string;
  names?: AuditNames;
}

const referenceOf = (field: string): AuditReferenceKind | undefined =>
  (AUDIT_REFERENCES as Record<string, AuditReferenceKind>)[field];

function asText(field: string, value: unknown, context: AuditContext): string {
  if (value === undefined || value === null || value === '') return ABSENT;
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  const kind = referenceOf(field);
  if (kind && typeof value === 'number') {
    const name = context.names?.[kind]?.get(value);
    return name ?? (kind === 'user' && context.names?.user ? AUDIT_ACTORS.deleted : `n.º ${value}`);
  }
  if (field === 'noticeId' && typeof value === 'number') return `n.º ${value}`;
  if (typeof value === 'string') {
    if (DATES.has(field) && !Number.isNaN(Date.parse(value))) return formatDayTime(new Date(value));
    return valueLabel(field, value) ?? value;
  }
  if (typeof value === 'number') {
    if (context.entity === 'island' && ISLAND_PESOS.has(field)) return formatPesos(value);
    if (PESOS.has(field)) return formatPesos(value);
    if (CENTAVOS.has(field) && Number.isSafeInteger(value)) return formatCentavos(value);
    if (FLAGS.has(field) && (value === 0 || value === 1)) return value ? 'sí' : 'no';
    return valueLabel(field, String(value)) ?? String(value);
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string'))
    return value.length ? value.map((v) => `n.º ${v}`).join(', ') : ABSENT;
  return JSON.stringify(value);
}

/**
 * The fields a change touched, before → after: fields present on either side whose text differs, in
 * the order they first appear, in Spanish (labels, pesos, names). A creation shows only 'after', a
 * deletion only 'before'.
 */
export function auditChanges(before: unknown, after: unknown, context: AuditContext = {}): AuditChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((f) => !hidden(f));
  return fields
    .map((field) => ({
      field,
      before: asText(field, was[field], context),
      after: asText(field, is[field], context),
    }))
    .filter((change) => change.before !== change.after);
}

/** The ids of each kind a row's before and after refer to, so a page reads their names once. */
export function auditReferences(rows: readonly { before: unknown; after: unknown }[]) {
  const ids: Partial<Record<AuditReferenceKind, Set<number>>> = {};
  for (const row of rows)
    for (const side of [asRecord(row.before), asRecord(row.after)])
      for (const [field, value] of Object.entries(side)) {
        const kind = referenceOf(field);
        if (kind && typeof value === 'number' && Number.isSafeInteger(value))
          (ids[kind] ??= new Set()).add(value);
      }
  return ids;
}

/** One line per change for a CSV cell: 'Estado: Pendiente → Aprobado | Monto: $ 100,00 → $ 120,00'. */
export const changesText = (changes: readonly AuditChange[]): string =>
  changes.map((c) => `${fieldLabel(c.field)}: ${c.before} → ${c.after}`).join(' | ');
