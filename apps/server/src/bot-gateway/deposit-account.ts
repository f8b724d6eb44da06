import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import { queryRows, type DbOrTx } from '../db/connection';

/** A bank's limits (docs/features/banks.md), centavos except the count. */
export interface BankLimits {
  transacBottomLimit: number;
  transacTopLimit: number;
  dailyTopLimit: number;
  monthlyTopLimit: number;
  topLimitInUse: number;
  dailyTransacLimit: number;
}

/** What an account already received: loads pending or approved, by Buenos Aires day and month. */
export interface AccountUsage {
  balance: number;
  dayTotal: number;
  dayCount: number;
  monthTotal: number;
}

/**
 * Whether one more load of `amount` fits the account under its bank's limits. Each limit applies to
 * each account of the bank (a bank's rules bind every account holder), counting the loads players
 * were sent to it that are still pending or were approved (an edited amount counts as edited):
 * transacBottomLimit ≤ amount ≤ transacTopLimit; today's total + amount ≤ dailyTopLimit; this month's
 * total + amount ≤ monthlyTopLimit; balance + amount ≤ topLimitInUse; today's count < dailyTransacLimit.
 */
export function accountAllows(limits: BankLimits, usage: AccountUsage, amount: number): boolean {
  return (
    amount >= limits.transacBottomLimit &&
    amount <= limits.transacTopLimit &&
    usage.dayTotal + amount <= limits.dailyTopLimit &&
    usage.monthTotal + amount <= limits.monthlyTopLimit &&
    usage.balance + amount <= limits.topLimitInUse &&
    usage.dayCount < limits.dailyTransacLimit
  );
}

export interface DepositAccount {
  id: number;
  name: string;
  number: string;
  bank: { bankname: string };
}

type Row = BankLimits & AccountUsage & { id: number; name: string; number: string; bankname: string };

/**
 * The active account of the island that should receive a load of `amount` (centavos), or null when no
 * account's limits allow it. Among those that do, the one that received least today, so loads spread.
 */
export async function pickDepositAccount(
  db: DbOrTx,
  tenantId: number,
  amount: number,
): Promise<DepositAccount | null> {
  const zone = BUSINESS_TIME_ZONE;
  const rows = await queryRows<Record<keyof Row, string | number>>(
    db,
    sql`
      with bounds as (
        select date_trunc('day', now() at time zone ${zone}) at time zone ${zone} as day_start,
               date_trunc('month', now() at time zone ${zone}) at time zone ${zone} as month_start
      )
      select a.id, a.name, a.number, b.bankname, a.amount as "balance",
             b.transac_bottom_limit as "transacBottomLimit", b.transac_top_limit as "transacTopLimit",
             b.daily_top_limit as "dailyTopLimit", b.monthly_top_limit as "monthlyTopLimit",
             b.top_limit_in_use as "topLimitInUse", b.daily_transac_limit as "dailyTransacLimit",
             coalesce(sum(coalesce(r.new_amount, r.amount)) filter (where r.created_at >= bounds.day_start), 0) as "dayTotal",
             count(r.id) filter (where r.created_at >= bounds.day_start) as "dayCount",
             coalesce(sum(coalesce(r.new_amount, r.amount)), 0) as "monthTotal"
      from bank_accounts a
      join banks b on b.id = a.bank_id
      cross join bounds
      left join receipts r on r.bank_account_id = a.id
        and r.status in ('pending', 'approve')
        and r.created_at >= bounds.month_start
      where a.tenant_id = ${tenantId} and a.active
      group by a.id, b.id, bounds.day_start
      order by a.id`,
  );
  const candidates = rows
    .map((raw) => {
      const n = (v: string | number) => Number(v);
      return {
        id: n(raw.id),
        name: String(raw.name),
        number: String(raw.number),
        bankname: String(raw.bankname),
        limits: {
          transacBottomLimit: n(raw.transacBottomLimit),
          transacTopLimit: n(raw.transacTopLimit),
          dailyTopLimit: n(raw.dailyTopLimit),
          monthlyTopLimit: n(raw.monthlyTopLimit),
          topLimitInUse: n(raw.topLimitInUse),
          dailyTransacLimit: n(raw.dailyTransacLimit),
        },
        usage: {
          balance: n(raw.balance),
          dayTotal: n(raw.dayTotal),
          dayCount: n(raw.dayCount),
          monthTotal: n(raw.monthTotal),
        },
      };
    })
    .filter((c) => accountAllows(c.limits, c.usage, amount))
    .sort((a, b) => a.usage.dayTotal - b.usage.dayTotal || a.id - b.id);
  const best = candidates[0];
  return best
    ? { id: best.id, name: best.name, number: best.number, bank: { bankname: best.bankname } }
    : null;
}
