/**
 * The dashboard's figures aggregated from the raw rows, each group by ONE SQL statement: the
 * reference the summaries must equal (summary-queries.ts answers the cards; summary-queries.test.ts
 * and summary-backfill.test.ts compare them with these). Test support only: nothing in src/ runs
 * it. Days, buckets and shifts are Buenos Aires time, converted by the database (`AT TIME ZONE`).
 *
 * Sources: loads and bonuses are the ledger's DEPOSIT and DEPOSITBONO movements (every credit that
 * reached a player, from an approved receipt or a cashier; the audiences read loads the same way,
 * see src/ledger/player-loads.ts); receipts give the transactions card; the audit rows that carry
 * `decision_ms` (receipt decisions) give the operators' card; Clientes counts the conditions of the
 * CSV lists (src/dashboard/player-lists.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@panel/domain/date-range';
import {
  bucketUnit,
  PLAYER_LISTS,
  SHIFTS,
  type PlayerList,
  type TransactionsAnswer,
} from '@panel/domain/dashboard/dashboard-stats';
import { queryRows } from '../src/db/connection';
import { startOfDay, ZONE } from '../src/db/business-time';
import {
  bucketSeries,
  loadsAnswerFrom,
  operatorsAnswerFrom,
  pesos,
  playersAnswerFrom,
  served,
  valuesAnswerFrom,
  type CardFigures,
  type LoadRow,
  type ShiftDecisions,
  type ValuesFigures,
} from '../src/dashboard/dashboard-answers';
import { islandPlayers, listCondition, PLAYER_COLUMNS } from '../src/dashboard/player-lists';

/** Buenos Aires hour of an instant column, and the shift it falls in (docs/features/dashboard.md). */
const localHour = (instant: SQL) => sql`extract(hour from ${instant} at time zone ${ZONE})`;
const inShift = (hour: SQL, index: number) =>
  sql`(${hour} >= ${sql.raw(String(SHIFTS[index]!.from))} and ${hour} < ${sql.raw(String(SHIFTS[index]!.to))})`;
const shiftIndex = (hour: SQL) =>
  sql`case ${sql.join(
    SHIFTS.map((_, i) => sql`when ${inShift(hour, i)} then ${sql.raw(String(i))}`),
    sql` `,
  )} end`;

/** The island's loads and bonuses in the range: the ledger movements of its players. */
const islandCredits = (tenantId: number, range: DayRange) => sql`
  select fm.transaction_type as kind, fm.amount, fm.client_id, fm.ins_date
  from fund_movements fm
  join clients c on c.id = fm.client_id
  where c.tenant_id = ${tenantId}
    and fm.transaction_type in ('DEPOSIT', 'DEPOSITBONO')
    and fm.ins_date >= ${startOfDay(range.start)} and fm.ins_date < ${startOfDay(range.end)}`;

/** Cargas: one row per day (or month) of the range, empty ones included, plus the range's total. */
export const loadsStats: CardFigures['loadsStats'] = async (db, tenantId, range, mode) => {
  const trunc = sql.raw(`'${bucketUnit(range)}'`);
  const rows = await queryRows<LoadRow>(
    db,
    sql`
    with credits as (${islandCredits(tenantId, range)}),
    buckets as (${bucketSeries(range)}),
    totals as (
      select date_trunc(${trunc}, ins_date at time zone ${ZONE}) as bucket,
        grouping(date_trunc(${trunc}, ins_date at time zone ${ZONE})) as whole,
        count(*) filter (where kind = 'DEPOSIT')::int as cantidad,
        count(*) filter (where kind = 'DEPOSITBONO')::int as cantidadbono,
        ${pesos(sql`sum(amount) filter (where kind = 'DEPOSIT')`)} as valor,
        ${pesos(sql`sum(amount) filter (where kind = 'DEPOSITBONO')`)} as valorbono,
        count(distinct client_id) filter (where kind = 'DEPOSIT')::int as clientes
      from credits
      group by grouping sets ((date_trunc(${trunc}, ins_date at time zone ${ZONE})), ())
    )
    select to_char(b.bucket, 'YYYY-MM-DD') as fecha,
      coalesce(t.cantidad, 0) as cantidad, coalesce(t.cantidadbono, 0) as cantidadbono,
      coalesce(t.valor, 0) as valor, coalesce(t.valorbono, 0) as valorbono,
      coalesce(t.clientes, 0) as clientes
    from buckets b left join totals t on t.whole = 0 and t.bucket = b.bucket
    union all
    select null, cantidad, cantidadbono, valor, valorbono, clientes from totals where whole = 1
    order by fecha nulls last`,
  );
  return loadsAnswerFrom(rows, range, mode);
};

/**
 * Transacciones: the receipts uploaded in the range by their current status. Pending ones wait for
 * a decision (a deferred one that came back waits again); deferred ones ('notfound', 'Pospuesto')
 * count apart; bonus counts the approved ones whose load carried a bonus.
 */
export const transactionsStats: CardFigures['transactionsStats'] = async (db, tenantId, range) => {
  const [data] = await queryRows<TransactionsAnswer['data']>(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where r.status = 'approve')::int as aprobados,
      count(*) filter (where r.status = 'pending')::int as pendientes,
      count(*) filter (where r.status = 'notfound')::int as pospuestos,
      count(*) filter (where r.status = 'rejected')::int as rechazados,
      count(*) filter (where r.status = 'approve' and exists (
        select 1 from client_transactions ct where ct.receipt_id = r.id and ct.bonus_amount > 0))::int as bonus
    from receipts r
    where r.tenant_id = ${tenantId}
      and r.created_at >= ${startOfDay(range.start)} and r.created_at < ${startOfDay(range.end)}`,
  );
  return { date: served(range), data: data! };
};

/** Valores: totals and averages of loads and of bonuses, and the value loaded in each shift. */
export const valuesStats: CardFigures['valuesStats'] = async (db, tenantId, range) => {
  const [row] = await queryRows<ValuesFigures>(
    db,
    sql`
    with credits as (
      select kind, amount, ${localHour(sql`ins_date`)} as h from (${islandCredits(tenantId, range)}) m
    )
    select ${pesos(sql`sum(amount) filter (where kind = 'DEPOSIT')`)} as total,
      ${pesos(sql`avg(amount) filter (where kind = 'DEPOSIT')`)} as promedio,
      ${pesos(sql`sum(amount) filter (where kind = 'DEPOSITBONO')`)} as totalbono,
      ${pesos(sql`avg(amount) filter (where kind = 'DEPOSITBONO')`)} as promediobono,
      array[${sql.join(
        SHIFTS.map((_, i) =>
          pesos(sql`sum(amount) filter (where kind = 'DEPOSIT' and ${inShift(sql`h`, i)})`),
        ),
        sql`, `,
      )}] as time
    from credits`,
  );
  return valuesAnswerFrom(row!, range);
};

/**
 * Operadores: average minutes from upload to decision per shift (by the decision's Buenos Aires
 * hour) and how many decisions, from the audit rows that carry `decision_ms`.
 */
export const operatorsStats: CardFigures['operatorsStats'] = async (db, tenantId, range) => {
  const rows = await queryRows<ShiftDecisions>(
    db,
    sql`
    select s.shift, coalesce(d.interventions, 0)::int as interventions, coalesce(d.minutes, 0)::float8 as minutes
    from generate_series(0, ${sql.raw(String(SHIFTS.length - 1))}) as s(shift)
    left join (
      select ${shiftIndex(localHour(sql`created_at`))} as shift,
        count(*) as interventions,
        round(avg(decision_ms) / 60000.0, 1) as minutes
      from audit_log
      where tenant_id = ${tenantId} and decision_ms is not null
        and created_at >= ${startOfDay(range.start)} and created_at < ${startOfDay(range.end)}
      group by 1
    ) d on d.shift = s.shift
    order by s.shift`,
  );
  return operatorsAnswerFrom(rows, range);
};

export const playersStats: CardFigures['playersStats'] = async (db, tenantId, range) => {
  const [counts] = await queryRows<Record<PlayerList, number>>(
    db,
    sql`
    select ${sql.join(
      PLAYER_LISTS.map(
        (list) =>
          sql`count(*) filter (where ${listCondition(list, range, PLAYER_COLUMNS)})::int as ${sql.identifier(list)}`,
      ),
      sql`, `,
    )}
    from (${islandPlayers(tenantId, range)}) p`,
  );
  return playersAnswerFrom(counts!, range);
};
