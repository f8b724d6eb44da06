import { sql } from 'drizzle-orm';
import { SHIFTS } from '@panel/domain/dashboard/dashboard-stats';
import type { DayRange } from '@panel/domain/date-range';
import { EVIDENCE_AUDIT_ACTIONS } from '@panel/domain/evidence/texts';
import { RECEIPT_AUDIT_ACTIONS as A } from '@panel/domain/receipts/receipt-rules';
import type { OperatorFiguresAnswer, OperatorShiftFigures } from '@panel/domain/supervision/operator-figures';
import { queryRows, type DbOrTx } from '../db/connection';
import { startOfDay, ZONE } from '../db/business-time';
import { served } from '../dashboard/dashboard-answers';

/**
 * Operator figures (docs/features/dashboard.md 'Operator figures') from the receipt decisions' audit
 * rows (those with `decision_ms`), read through `audit_log_decision_idx` (island, date) and bounded by
 * the range (two years at most). Percentiles need the rows themselves, so they are not kept in the
 * summary tables; the bench measures this query.
 */

/** Shifts are 8 hours from SHIFTS[0].from (08-16, 16-00, 00-08): the shift of a Buenos Aires hour. */
const SHIFT_HOURS = 24 / SHIFTS.length;
const shiftOf = (instant: ReturnType<typeof sql>) =>
  sql`floor(mod(extract(hour from ${instant} at time zone ${ZONE})::int - ${sql.raw(String(SHIFTS[0].from))} + 24, 24) / ${sql.raw(String(SHIFT_HOURS))})::int`;

const minutes = (fraction: number) =>
  sql`coalesce(round((percentile_cont(${sql.raw(String(fraction))}) within group (order by a.decision_ms) / 60000.0)::numeric, 1), 0)::float8`;

/** 'user'; 'deleted' for a user deleted since (named, or not when deleted before migration 0020); or 'system'. */
const actorKind = sql`case when u.deleted_at is not null or a.actor_deleted then 'deleted' when a.actor_user_id is not null then 'user' else 'system' end`;

export async function operatorFigures(
  db: DbOrTx,
  tenantId: number,
  range: DayRange,
): Promise<OperatorFiguresAnswer> {
  // The system (automatic approvals, no user ever) and users deleted since are rows of their own,
  // never folded into a person (docs/features/dashboard.md 'Operator figures').
  const rows = await queryRows<OperatorShiftFigures>(
    db,
    sql`
    select a.actor_user_id as "userId", u.username, ${actorKind} as actor, ${shiftOf(sql`a.created_at`)} as shift,
      count(*)::int as decisions,
      count(*) filter (where a.action in (${A.approve}, ${A.editAndApprove}, ${EVIDENCE_AUDIT_ACTIONS.autoApproved}))::int as approvals,
      count(*) filter (where a.action = ${A.rejected})::int as rejections,
      count(*) filter (where a.action = ${A.notfound})::int as deferrals,
      ${minutes(0.5)} as "p50Minutes",
      ${minutes(0.9)} as "p90Minutes"
    from audit_log a
    left join panel_users u on u.id = a.actor_user_id
    where a.tenant_id = ${tenantId} and a.decision_ms is not null
      and a.created_at >= ${startOfDay(range.start)} and a.created_at < ${startOfDay(range.end)}
    group by a.actor_user_id, u.username, 3, 4
    order by 3 desc, u.username, 4`,
  );
  const [waiting] = await queryRows<{ pending: number; id: number | null; uploadedAt: Date | string | null }>(
    db,
    sql`
    select (select count(*)::int from receipts where tenant_id = ${tenantId} and status = 'pending') as pending,
      oldest.id, oldest.created_at as "uploadedAt"
    from (select 1) one
    left join lateral (
      select id, created_at from receipts where tenant_id = ${tenantId} and status = 'pending' order by id limit 1
    ) oldest on true`,
  );
  const uploadedAt = waiting?.uploadedAt ? new Date(waiting.uploadedAt) : null;
  return {
    date: served(range),
    rows,
    pending: waiting?.pending ?? 0,
    oldestPending:
      waiting?.id && uploadedAt
        ? {
            id: waiting.id,
            uploadedAt: uploadedAt.toISOString(),
            waitingMinutes: Math.max(0, Math.round((Date.now() - uploadedAt.getTime()) / 6000) / 10),
          }
        : null,
  };
}
