import { sql } from 'drizzle-orm';
import type { DayRange } from '@panel/domain/date-range';
import type { WithdrawalsAnswer } from '@panel/domain/dashboard/dashboard-stats';
import { queryRows, type DbOrTx } from '../db/connection';
import { startOfDay } from '../db/business-time';
import { pesos, served } from './dashboard-answers';

/**
 * The Retiros card (docs/features/withdrawals.md 'Dashboard'), read from the rows themselves: a
 * range's WITHDRAW movements by date (a partial index), those tied to a paid request counted apart
 * from the cashiers' own, and the requests filed in the range by their state now.
 */
export async function withdrawalsStats(
  db: DbOrTx,
  tenantId: number,
  range: DayRange,
): Promise<WithdrawalsAnswer> {
  const from = startOfDay(range.start);
  const to = startOfDay(range.end);
  const [row] = await queryRows<{
    cajerosCantidad: number;
    cajerosValor: number;
    pagadosCantidad: number;
    pagadosValor: number;
    solicitadosCantidad: number;
    solicitadosValor: number;
    enCursoCantidad: number;
    enCursoValor: number;
    rechazados: number;
    cancelados: number;
  }>(
    db,
    sql`
    with moved as (
      select m.amount, exists (select 1 from withdrawal_requests w where w.withdraw_movement_id = m.id) as requested
        from fund_movements m join clients c on c.id = m.client_id
       where m.transaction_type = 'WITHDRAW' and m.ins_date >= ${from} and m.ins_date < ${to}
         and c.tenant_id = ${tenantId}
    ), filed as (
      select state, amount from withdrawal_requests
       where tenant_id = ${tenantId} and created_at >= ${from} and created_at < ${to}
    )
    select
      (select count(*) from moved where not requested)::int as "cajerosCantidad",
      (select ${pesos(sql`sum(amount)`)} from moved where not requested) as "cajerosValor",
      (select count(*) from moved where requested)::int as "pagadosCantidad",
      (select ${pesos(sql`sum(amount)`)} from moved where requested) as "pagadosValor",
      (select count(*) from filed)::int as "solicitadosCantidad",
      (select ${pesos(sql`sum(amount)`)} from filed) as "solicitadosValor",
      (select count(*) from filed where state in ('solicitado', 'aprobado'))::int as "enCursoCantidad",
      (select ${pesos(sql`sum(amount)`)} from filed where state in ('solicitado', 'aprobado')) as "enCursoValor",
      (select count(*) from filed where state = 'rechazado')::int as rechazados,
      (select count(*) from filed where state = 'cancelado')::int as cancelados`,
  );
  const r = row!;
  const pair = (cantidad: number, valor: number) => ({ cantidad: Number(cantidad), valor: Number(valor) });
  return {
    date: served(range),
    data: {
      cajeros: pair(r.cajerosCantidad, r.cajerosValor),
      pagados: pair(r.pagadosCantidad, r.pagadosValor),
      solicitados: pair(r.solicitadosCantidad, r.solicitadosValor),
      enCurso: pair(r.enCursoCantidad, r.enCursoValor),
      rechazados: Number(r.rechazados),
      cancelados: Number(r.cancelados),
    },
  };
}
