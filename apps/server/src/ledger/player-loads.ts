/**
 * What "a load" (carga) means everywhere: a DEPOSIT movement of the ledger. Every credit that reached
 * a player writes one, whether it came from an approved receipt or from a cashier; a bonus is a
 * separate DEPOSITBONO movement and is never a load. The dashboard and the audiences both read a
 * player's loads through this fragment.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * One player's loads before an instant, as a subquery (`ins_date`, `amount`) to aggregate over: the
 * caller picks what it needs (the dashboard only the last date, a single descent; the audiences the
 * count, sum and last date). Its filter matches the partial index fund_movements_deposit_client_idx
 * on (client_id, ins_date) where transaction_type = 'DEPOSIT', so each player costs one index range.
 */
export const playerLoads = (clientId: SQL, before: SQL) => sql`(
  select fm.ins_date, fm.amount from fund_movements fm
  where fm.client_id = ${clientId} and fm.transaction_type = 'DEPOSIT' and fm.ins_date < ${before}
)`;
