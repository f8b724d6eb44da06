import { sql } from 'drizzle-orm';
import type { Caller } from '@panel/domain/auth/caller';
import type { DayRange } from '@panel/domain/date-range';
import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import { LIST_PAGE_SIZE } from '@panel/domain/lists/list-query';
import { centavosToPesos } from '@panel/domain/money';
import type { MyShiftAnswer, MyShiftMovement } from '@panel/domain/players/my-shift';
import { queryRows, type DbOrTx } from '../db/connection';

/** 00:00 of a Buenos Aires day as an instant, computed by the database (docs/features/money.md). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/**
 * The caller's own loads and withdrawals by hand in the range (docs/features/players.md 'Mi turno'):
 * the ledger movements their `client.deposit` / `client.pay` audit rows name. A retried submission
 * writes a second audit row for the same movement, so movements are taken once (distinct). Then the
 * withdrawal requests the caller paid (docs/features/withdrawals.md), each its one WITHDRAW.
 */
const mine = (caller: Caller, range: DayRange) => sql`
  (select distinct fm.id, fm.ins_date, fm.transaction_type, fm.amount, c.panel_username, false as payout
  from audit_log a
  join fund_movements fm on fm.external_transaction_id = a.after ->> 'externalTransactionId'
  join clients c on c.id = fm.client_id
  where a.tenant_id = ${caller.tenantId} and a.actor_user_id = ${caller.id}
    and a.action in ('client.deposit', 'client.pay')
    and a.created_at >= ${dayStart(range.start)}
    and fm.ins_date >= ${dayStart(range.start)} and fm.ins_date < ${dayStart(range.end)})
  union all
  (select fm.id, fm.ins_date, fm.transaction_type, fm.amount, c.panel_username, true as payout
  from withdrawal_requests w
  join fund_movements fm on fm.id = w.withdraw_movement_id
  join clients c on c.id = w.client_id
  where w.tenant_id = ${caller.tenantId} and w.paid_by = ${caller.id}
    and w.paid_at >= ${dayStart(range.start)} and w.paid_at < ${dayStart(range.end)})`;

interface MovementRow {
  id: number;
  ins_date: Date | string;
  transaction_type: string;
  amount: number | string;
  panel_username: string;
  payout: boolean;
}

export function toShiftMovement(row: MovementRow): MyShiftMovement {
  return {
    id: Number(row.id),
    at: new Date(row.ins_date).toISOString(),
    kind: row.payout ? 'payout' : row.transaction_type === 'DEPOSIT' ? 'load' : 'withdrawal',
    panelUsername: row.panel_username,
    amount: centavosToPesos(Number(row.amount)),
  };
}

interface TotalsRow {
  loads: number | string;
  loads_amount: number | string;
  withdrawals: number | string;
  withdrawals_amount: number | string;
  payouts: number | string;
  payouts_amount: number | string;
}

/** One page of the movements (newest first) and the totals of the whole range, in one statement each. */
export async function myShift(
  db: DbOrTx,
  caller: Caller,
  range: DayRange,
  page: number,
): Promise<MyShiftAnswer> {
  const [totals] = await queryRows<TotalsRow>(
    db,
    sql`with mine as (${mine(caller, range)})
      select count(*) filter (where transaction_type = 'DEPOSIT') as loads,
        coalesce(sum(amount) filter (where transaction_type = 'DEPOSIT'), 0) as loads_amount,
        count(*) filter (where transaction_type = 'WITHDRAW' and not payout) as withdrawals,
        coalesce(sum(amount) filter (where transaction_type = 'WITHDRAW' and not payout), 0) as withdrawals_amount,
        count(*) filter (where payout) as payouts,
        coalesce(sum(amount) filter (where payout), 0) as payouts_amount
      from mine`,
  );
  const rows = await queryRows<MovementRow>(
    db,
    sql`with mine as (${mine(caller, range)})
      select * from mine order by id desc limit ${LIST_PAGE_SIZE} offset ${(page - 1) * LIST_PAGE_SIZE}`,
  );
  const loads = Number(totals!.loads_amount);
  const withdrawals = Number(totals!.withdrawals_amount);
  return {
    items: rows.map(toShiftMovement),
    total: Number(totals!.loads) + Number(totals!.withdrawals) + Number(totals!.payouts),
    page,
    totals: {
      loads: { count: Number(totals!.loads), amount: centavosToPesos(loads) },
      withdrawals: { count: Number(totals!.withdrawals), amount: centavosToPesos(withdrawals) },
      payouts: { count: Number(totals!.payouts), amount: centavosToPesos(Number(totals!.payouts_amount)) },
      net: centavosToPesos(loads - withdrawals),
    },
  };
}

/** The CSV's pages: oldest first, by key (keysetPages). */
export const myShiftPage =
  (db: DbOrTx, caller: Caller, range: DayRange) =>
  (afterId: number, limit: number): Promise<MovementRow[]> =>
    queryRows<MovementRow>(
      db,
      sql`with mine as (${mine(caller, range)}) select * from mine where id > ${afterId} order by id limit ${limit}`,
    );
