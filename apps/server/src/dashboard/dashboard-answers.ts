/**
 * The Estadisticas cards' answers as the API sends them, built from the few rows each card's query
 * returns (summary-queries.ts reads them from the summaries; the raw reference the tests compare
 * with, test/dashboard-reference.ts, from the movements), so both shape them alike.
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
import type { DbOrTx } from '../db/connection';

type Card<Answer, Extra extends unknown[] = []> = (
  db: DbOrTx,
  tenantId: number,
  range: DayRange,
  ...extra: Extra
) => Promise<Answer>;

/**
 * The Estadisticas cards, one island's figures over a range: answered from the summaries
 * (summary-queries.ts) and, for the tests to compare, from the raw rows (test/dashboard-reference.ts).
 */
export interface CardFigures {
  loadsStats: Card<LoadsAnswer, [mode: ChartMode]>;
  transactionsStats: Card<TransactionsAnswer>;
  valuesStats: Card<ValuesAnswer>;
  operatorsStats: Card<OperatorsAnswer>;
  playersStats: Card<PlayersAnswer>;
}

/** Centavos (sum or average) to pesos with two decimals, as a JSON number. */
export const pesos = (centavos: SQL) => sql`round(coalesce(${centavos}, 0) / 100.0, 2)::float8`;

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

export type ValuesFigures = Pick<ValuesAnswer, 'total' | 'promedio' | 'totalbono' | 'promediobono' | 'time'>;
export function valuesAnswerFrom(row: ValuesFigures, range: DayRange): ValuesAnswer {
  return {
    date: served(range),
    turnos: SHIFTS.map((s) => s.label),
    color: SHIFTS.map((s) => s.color),
    ...row,
  };
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

export const INACTIVITY_LISTS = {
  3: 'noLoads3',
  7: 'noLoads7',
  15: 'noLoads15',
  30: 'noLoads30',
} as const satisfies Record<(typeof INACTIVITY_DAYS)[number], PlayerList>;

export function playersAnswerFrom(c: Record<PlayerList, number>, range: DayRange): PlayersAnswer {
  return {
    date: served(range),
    data: { total: c.total, nuevos: c.new, inactivos: c.inactive, activos: c.active },
    inactive: INACTIVITY_DAYS.map((days) => ({ days, count: c[INACTIVITY_LISTS[days]] })),
    listados: PLAYER_LISTS.map((list) => ({ list, count: c[list] })),
  };
}
