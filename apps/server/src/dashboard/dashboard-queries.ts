/**
 * The dashboard's figures aggregated from the raw rows, each group by ONE SQL statement: the
 * reference the summaries must equal (summary-queries.ts answers the cards; the property test and
 * the bench compare with these), and the Clientes CSV lists. No row reaches JavaScript but the answer's. Days, buckets and shifts are Buenos Aires time, converted
 * by the database (`AT TIME ZONE`), so the server's clock and zone play no part.
 *
 * Sources: loads and bonuses are the ledger's DEPOSIT and DEPOSITBONO movements (every credit that
 * reached a player, from an approved receipt or a cashier; the audiences read loads the same way,
 * see ledger/player-loads.ts); receipts give the transactions card;
 * the audit rows that carry `decision_ms` (receipt decisions) give the operators' card.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@panel/domain/date-range';
import {
  bucketUnit,
  PLAYER_LISTS,
  INACTIVITY_DAYS,
  SHIFTS,
  type ChartMode,
  type PlayerList,
  type PlayersAnswer,
  type LoadsAnswer,
  type OperatorsAnswer,
  type TransactionsAnswer,
  type ValuesAnswer,
} from '@panel/domain/dashboard/dashboard-stats';
import { queryRows, type DbOrTx } from '../db/connection';
import { startOfDay, ZONE } from '../db/business-time';
import type { KeysetPage } from '../csv/csv';
import { playerLoads } from '../ledger/player-loads';

/** Buenos Aires hour of an instant column, and the shift it falls in (docs/features/dashboard.md). */
const localHour = (instant: SQL) => sql`extract(hour from ${instant} at time zone ${ZONE})`;
const inShift = (hour: SQL, index: number) =>
  sql`(${hour} >= ${sql.raw(String(SHIFTS[index]!.from))} and ${hour} < ${sql.raw(String(SHIFTS[index]!.to))})`;
const shiftIndex = (hour: SQL) =>
  sql`case ${sql.join(
    SHIFTS.map((_, i) => sql`when ${inShift(hour, i)} then ${sql.raw(String(i))}`),
    sql` `,
  )} end`;

/** Centavos (sum or average) to pesos with two decimals, as a JSON number. */
export const pesos = (centavos: SQL) => sql`round(coalesce(${centavos}, 0) / 100.0, 2)::float8`;

/** The island's loads and bonuses in the range: the ledger movements of its players. */
const islandCredits = (tenantId: number, range: DayRange) => sql`
  select fm.transaction_type as kind, fm.amount, fm.client_id, fm.ins_date
  from fund_movements fm
  join clients c on c.id = fm.client_id
  where c.tenant_id = ${tenantId}
    and fm.transaction_type in ('DEPOSIT', 'DEPOSITBONO')
    and fm.ins_date >= ${startOfDay(range.start)} and fm.ins_date < ${startOfDay(range.end)}`;

export const served = (range: DayRange): [string, string] => [range.start, range.end];

/** The chart's buckets (days or months, as timestamps) of a range, empty ones included. */
export function bucketSeries(range: DayRange): SQL {
  const unit = bucketUnit(range);
  const trunc = sql.raw(`'${unit}'`);
  return sql`select generate_series(
    date_trunc(${trunc}, ${range.start}::date::timestamp),
    date_trunc(${trunc}, ${range.end}::date::timestamp - interval '1 day'),
    ${sql.raw(`'1 ${unit}'`)}::interval) as bucket`;
}

export interface LoadRow {
  fecha: string | null;
  cantidad: number;
  cantidadbono: number;
  valor: number;
  valorbono: number;
  clientes: number;
}

/** Cargas: one row per day (or month) of the range, empty ones included, plus the range's total. */
export async function loadsStats(
  db: DbOrTx,
  tenantId: number,
  range: DayRange,
  mode: ChartMode,
): Promise<LoadsAnswer> {
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
}

/** The Cargas answer from its bucket rows and the whole range's row (`fecha` null). */
export function loadsAnswerFrom(rows: LoadRow[], range: DayRange, mode: ChartMode): LoadsAnswer {
  const whole = rows.find((r) => r.fecha === null);
  const items = rows.filter((r): r is LoadRow & { fecha: string } => r.fecha !== null);
  return {
    date: served(range),
    options: mode,
    unit: bucketUnit(range),
    items,
    data: {
      cantidad: whole?.cantidad ?? 0,
      cantidadbono: whole?.cantidadbono ?? 0,
      valor: whole?.valor ?? 0,
      valorbono: whole?.valorbono ?? 0,
    },
    clients: whole?.clientes ?? 0,
  };
}

/**
 * Transacciones: the receipts uploaded in the range by their current status. Pending ones wait for
 * a decision (a deferred one that came back waits again); deferred ones ('notfound', 'Pospuesto')
 * count apart; bonus counts the approved ones whose load carried a bonus.
 */
export async function transactionsStats(
  db: DbOrTx,
  tenantId: number,
  range: DayRange,
): Promise<TransactionsAnswer> {
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
}

/** Valores: totals and averages of loads and of bonuses, and the value loaded in each shift. */
export async function valuesStats(db: DbOrTx, tenantId: number, range: DayRange): Promise<ValuesAnswer> {
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
}

export type ValuesFigures = Pick<ValuesAnswer, 'total' | 'promedio' | 'totalbono' | 'promediobono' | 'time'>;
export function valuesAnswerFrom(row: ValuesFigures, range: DayRange): ValuesAnswer {
  return {
    date: served(range),
    turnos: SHIFTS.map((s) => s.label),
    color: SHIFTS.map((s) => s.color),
    ...row,
  };
}

/**
 * Operadores: average minutes from upload to decision per shift (by the decision's Buenos Aires
 * hour) and how many decisions, from the audit rows that carry `decision_ms`.
 */
export async function operatorsStats(
  db: DbOrTx,
  tenantId: number,
  range: DayRange,
): Promise<OperatorsAnswer> {
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
}

/** One row per shift, in SHIFTS order. */
export interface ShiftDecisions {
  shift: number;
  interventions: number;
  minutes: number;
}
export function operatorsAnswerFrom(rows: ShiftDecisions[], range: DayRange): OperatorsAnswer {
  return {
    date: served(range),
    turnos: SHIFTS.map((s) => s.label),
    color: SHIFTS.map((s) => s.color),
    time: rows.map((r) => r.minutes),
    intervenciones: rows.map((r) => r.interventions),
    data: rows.reduce((sum, r) => sum + r.interventions, 0),
  };
}

/**
 * The Clientes card's populations, written once for the counts and the CSV lists so a list always
 * holds as many players as its count says. `lastLoad` is the player's latest DEPOSIT before the
 * range ends. Inactivity is measured back from the range's end, or from now while the range is
 * still running: a player inactive N days registered at least N days before and has not loaded since.
 */
interface PlayerColumns {
  createdAt: SQL;
  lastLoad: SQL;
}

function listCondition(list: PlayerList, range: DayRange, p: PlayerColumns): SQL {
  const start = startOfDay(range.start);
  const idleSince = (days: number) =>
    sql`(least(${startOfDay(range.end)}, now()) - ${sql.raw(`interval '${days} days'`)})`;
  const noLoadsFor = (days: number) =>
    sql`(${p.createdAt} <= ${idleSince(days)} and (${p.lastLoad} is null or ${p.lastLoad} < ${idleSince(days)}))`;
  switch (list) {
    case 'total':
      return sql`true`;
    case 'new':
      return sql`${p.createdAt} >= ${start}`;
    case 'active':
      return sql`${p.lastLoad} >= ${start}`;
    case 'inactive':
      return sql`(${p.lastLoad} is null or ${p.lastLoad} < ${start})`;
    case 'noLoads3':
      return noLoadsFor(3);
    case 'noLoads7':
      return noLoadsFor(7);
    case 'noLoads15':
      return noLoadsFor(15);
    case 'noLoads30':
      return noLoadsFor(30);
  }
}

/**
 * Players registered before the range ends, with their last load: one index probe each, joined
 * laterally so it runs once per player (as a plain subquery column the planner repeats it in every
 * filter that reads it).
 */
const islandPlayers = (tenantId: number, range: DayRange, extra: SQL = sql``, lastLoad = true) => sql`
  select c.id, c.panel_username, c.phone, c.created_at ${lastLoad ? sql`, l.last_load` : sql``}
  from clients c
  ${
    lastLoad
      ? sql`cross join lateral (
    select max(d.ins_date) as last_load from ${playerLoads(sql`c.id`, startOfDay(range.end))} d) l`
      : sql``
  }
  where c.tenant_id = ${tenantId} and c.created_at < ${startOfDay(range.end)} ${extra}`;

/** The lists that only look at registration dates: an export of them reads the players alone. */
const REGISTRATION_LISTS: readonly PlayerList[] = ['total', 'new'];

const PLAYER_COLUMNS: PlayerColumns = { createdAt: sql`created_at`, lastLoad: sql`last_load` };

export const INACTIVITY_LISTS = {
  3: 'noLoads3',
  7: 'noLoads7',
  15: 'noLoads15',
  30: 'noLoads30',
} as const satisfies Record<(typeof INACTIVITY_DAYS)[number], PlayerList>;

export async function playersStats(db: DbOrTx, tenantId: number, range: DayRange): Promise<PlayersAnswer> {
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
}

export function playersAnswerFrom(c: Record<PlayerList, number>, range: DayRange): PlayersAnswer {
  return {
    date: served(range),
    data: { total: c.total, nuevos: c.new, inactivos: c.inactive, activos: c.active },
    inactive: INACTIVITY_DAYS.map((days) => ({ days, count: c[INACTIVITY_LISTS[days]] })),
    listados: PLAYER_LISTS.map((list) => ({ list, count: c[list] })),
  };
}

export interface ListedPlayer {
  id: number;
  panelUsername: string;
  phone: string;
  /** The day of sign-up in Buenos Aires, yyyy-mm-dd (the CSV writes dd-mm-yyyy). */
  createdDay: string;
}

/** A Clientes list in id order, all of it or one keyset page (see csv/large-csv.ts). */
export function playerListQuery(tenantId: number, list: PlayerList, range: DayRange, page?: KeysetPage): SQL {
  const after = page ? sql`and c.id > ${page.afterId}` : sql``;
  return sql`
    select p.id, p.panel_username as "panelUsername", p.phone,
      (p.created_at at time zone ${ZONE})::date::text as "createdDay"
    from (${islandPlayers(tenantId, range, after, !REGISTRATION_LISTS.includes(list))}) p
    where ${listCondition(list, range, PLAYER_COLUMNS)}
    order by p.id
    ${page ? sql`limit ${page.limit}` : sql``}`;
}
