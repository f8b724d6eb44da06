/**
 * The Estadisticas cards read from the summaries (docs/architecture.md 'Dashboard summaries'): a few
 * rows per island and day, never the raw movements, so any range up to two years costs about the
 * same. A key may hold several delta rows until dashboard_compact() merges them: reads always sum. Every figure equals the raw
 * aggregation of test/dashboard-reference.ts (summary-queries.test.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@panel/domain/date-range';
import {
  bucketUnit,
  INACTIVITY_DAYS,
  SHIFTS,
  type PlayerList,
  type TransactionsAnswer,
} from '@panel/domain/dashboard/dashboard-stats';
import { queryRowsWithoutJit } from '../db/connection';
import { startOfDay, ZONE } from '../db/business-time';
import {
  bucketSeries,
  playersAnswerFrom,
  INACTIVITY_LISTS,
  loadsAnswerFrom,
  operatorsAnswerFrom,
  pesos,
  served,
  valuesAnswerFrom,
  type CardFigures,
  type LoadRow,
  type ShiftDecisions,
  type ValuesFigures,
} from './dashboard-answers';

const inRange = (range: DayRange) => sql`day >= ${range.start}::date and day < ${range.end}::date`;
const NO_DAY = sql`'-infinity'::date`;

/**
 * Players with a load in [from, to) (days): each counts once, as its first load day there, the one
 * whose previous load day is before `from`. Whole months come from island_month_loaders, the days
 * at either edge from player_load_days, each edge its own range of the index so that it is read
 * from the index alone (one scan for both edges would fetch every row from the table).
 */
function loadersBetween(tenantId: number, from: SQL, to: SQL): SQL {
  const firstMonth = sql`(date_trunc('month', ${from} - 1) + interval '1 month')::date`;
  const lastMonth = sql`date_trunc('month', ${to})::date`;
  const firstLoadDays = (start: SQL, end: SQL) => sql`(select count(*) from player_load_days
      where tenant_id = ${tenantId} and day >= ${start} and day < ${end}
        and coalesce(prev_day, ${NO_DAY}) < ${from})`;
  return sql`(
    (select coalesce(sum(players), 0) from island_month_loaders
      where tenant_id = ${tenantId} and month >= ${firstMonth} and month < ${lastMonth} and prev_day < ${from})
    + ${firstLoadDays(from, sql`least(${firstMonth}, ${to})`)}
    + ${firstLoadDays(sql`greatest(${lastMonth}, ${firstMonth})`, to)})::int`;
}

export const loadsStats: CardFigures['loadsStats'] = async (db, tenantId, range, mode) => {
  const unit = bucketUnit(range);
  const trunc = sql.raw(`'${unit}'`);
  const bucketDay = sql`date_trunc(${trunc}, day::timestamp)`;
  const [start, end] = [sql`${range.start}::date`, sql`${range.end}::date`];
  // A day's loaders are on its day row; a month bucket counts its players over the part in range.
  const bucketLoaders =
    unit === 'day'
      ? sql`(select sum(loaders)::int from island_day_stats where tenant_id = ${tenantId} and day = b.bucket::date)`
      : loadersBetween(
          tenantId,
          sql`greatest(b.bucket::date, ${start})`,
          sql`least((b.bucket + interval '1 month')::date, ${end})`,
        );
  const rows = await queryRowsWithoutJit<LoadRow>(
    db,
    sql`
    with buckets as (${bucketSeries(range)}),
    totals as (
      select ${bucketDay} as bucket, grouping(${bucketDay}) as whole,
        sum(loads)::int as cantidad, sum(bonuses)::int as cantidadbono,
        ${pesos(sql`sum(load_sum)`)} as valor, ${pesos(sql`sum(bonus_sum)`)} as valorbono
      from island_shift_stats
      where tenant_id = ${tenantId} and ${inRange(range)}
      group by grouping sets ((${bucketDay}), ())
    )
    select to_char(b.bucket, 'YYYY-MM-DD') as fecha,
      coalesce(t.cantidad, 0) as cantidad, coalesce(t.cantidadbono, 0) as cantidadbono,
      coalesce(t.valor, 0) as valor, coalesce(t.valorbono, 0) as valorbono,
      coalesce(${bucketLoaders}, 0) as clientes
    from buckets b left join totals t on t.whole = 0 and t.bucket = b.bucket
    union all
    select null, coalesce(t.cantidad, 0), coalesce(t.cantidadbono, 0), coalesce(t.valor, 0),
      coalesce(t.valorbono, 0), ${loadersBetween(tenantId, start, end)}
    from (select 1) one left join totals t on t.whole = 1
    order by fecha nulls last`,
  );
  return loadsAnswerFrom(rows, range, mode);
};

export const transactionsStats: CardFigures['transactionsStats'] = async (db, tenantId, range) => {
  const [data] = await queryRowsWithoutJit<TransactionsAnswer['data']>(
    db,
    sql`
    select coalesce(sum(receipts), 0)::int as total, coalesce(sum(approved), 0)::int as aprobados,
      coalesce(sum(pending), 0)::int as pendientes, coalesce(sum(deferred), 0)::int as pospuestos,
      coalesce(sum(rejected), 0)::int as rechazados,
      coalesce(sum(bonus_receipts), 0)::int as bonus
    from island_day_stats where tenant_id = ${tenantId} and ${inRange(range)}`,
  );
  return { date: served(range), data: data! };
};

/** An average in centavos as the raw one computes it: the numeric sum over the count. */
const average = (sum: SQL, count: SQL) => sql`(${sum})::numeric / nullif(${count}, 0)`;

export const valuesStats: CardFigures['valuesStats'] = async (db, tenantId, range) => {
  const [row] = await queryRowsWithoutJit<ValuesFigures>(
    db,
    sql`
    select ${pesos(sql`sum(load_sum)`)} as total,
      ${pesos(average(sql`sum(load_sum)`, sql`sum(loads)`))} as promedio,
      ${pesos(sql`sum(bonus_sum)`)} as totalbono,
      ${pesos(average(sql`sum(bonus_sum)`, sql`sum(bonuses)`))} as promediobono,
      array[${sql.join(
        SHIFTS.map((_, i) => pesos(sql`sum(load_sum) filter (where shift = ${sql.raw(String(i))})`)),
        sql`, `,
      )}] as time
    from island_shift_stats where tenant_id = ${tenantId} and ${inRange(range)}`,
  );
  return valuesAnswerFrom(row!, range);
};

export const operatorsStats: CardFigures['operatorsStats'] = async (db, tenantId, range) => {
  const rows = await queryRowsWithoutJit<ShiftDecisions>(
    db,
    sql`
    select s.shift, coalesce(sum(d.decisions), 0)::int as interventions,
      coalesce(round(${average(sql`sum(d.decision_ms_sum)`, sql`sum(d.decisions)`)} / 60000.0, 1), 0)::float8 as minutes
    from generate_series(0, ${sql.raw(String(SHIFTS.length - 1))}) as s(shift)
    left join island_shift_stats d
      on d.shift = s.shift and d.tenant_id = ${tenantId} and ${inRange(range)}
    group by s.shift
    order by s.shift`,
  );
  return operatorsAnswerFrom(rows, range);
};

/**
 * Clientes, as player-lists.ts defines it: registrations come from the day rows; a player is
 * active when loaded in the range (less the rare one registered after the range, from a history
 * imported with earlier loads); inactive N days counts those registered by the instant N days back
 * that have not loaded since, by load day with the instant compared on the edge day.
 */
export const playersStats: CardFigures['playersStats'] = async (db, tenantId, range) => {
  const [start, end] = [sql`${range.start}::date`, sql`${range.end}::date`];
  const endsAt = startOfDay(range.end);
  const registered = (condition: SQL) =>
    sql`(select coalesce(sum(registered), 0) from island_day_stats where tenant_id = ${tenantId} and ${condition})`;
  const registeredBy = (instant: SQL) => sql`(${registered(sql`day < dashboard_day(${instant})`)}
    + (select count(*) from clients where tenant_id = ${tenantId}
        and created_at >= (dashboard_day(${instant})::timestamp at time zone ${ZONE})
        and created_at <= ${instant}))`;
  // Registered by the instant N days back and loaded since (by the row holding their first load at
  // or after it): one scan over the longest window answers the four lists.
  const idleSince = (days: number) => sql`(least(${endsAt}, now()) - ${sql.raw(`interval '${days} days'`)})`;
  // The instant and its day are each worked out once (a subquery), not again for every row read.
  const loadedSince = (instant: SQL) => {
    const [at, day] = [sql`(select ${instant})`, sql`(select dashboard_day(${instant}))`];
    return sql`count(*) filter (where day >= ${day} and last_at >= ${at}
      and coalesce(prev_at, '-infinity') < ${at} and signed_up_at <= ${at})`;
  };
  const longest = idleSince(Math.max(...INACTIVITY_DAYS));
  const [c] = await queryRowsWithoutJit<Record<PlayerList, number>>(
    db,
    sql`
    with f as materialized (
      select ${registered(sql`day < ${end}`)}::int as total,
        ${registered(sql`${inRange(range)}`)}::int as new,
        (${loadersBetween(tenantId, start, end)} - (select count(*) from player_load_days
          where tenant_id = ${tenantId} and first_at < signed_up_at and signed_up_at >= ${endsAt}
            and ${inRange(range)} and coalesce(prev_day, ${NO_DAY}) < ${start}))::int as active
    ),
    loaded as materialized (
      select ${sql.join(
        INACTIVITY_DAYS.map((days) => sql`${loadedSince(idleSince(days))} as ${sql.identifier(`d${days}`)}`),
        sql`, `,
      )}
      from player_load_days
      where tenant_id = ${tenantId} and day >= dashboard_day(${longest}) and day < ${end}
    )
    select total, new, active, total - active as inactive,
      ${sql.join(
        INACTIVITY_DAYS.map(
          (days) =>
            sql`(${registeredBy(idleSince(days))} - ${sql.identifier(`d${days}`)})::int as ${sql.identifier(INACTIVITY_LISTS[days])}`,
        ),
        sql`, `,
      )}
    from f, loaded`,
  );
  return playersAnswerFrom(c!, range);
};
