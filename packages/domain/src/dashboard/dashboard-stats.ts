import { z } from 'zod';
import { dateRangeValue, dayRangeFields, daysBetween, readDayRange, type DayRange } from '../date-range';
import { pesosAnswer } from '../wire-pesos';

/**
 * The statistics dashboard (docs/features/dashboard.md). The spec names the fields of
 * each answer but not their shape; the shapes below are ours and are the contract of both sides.
 * Money is pesos with two decimals, times are minutes with one decimal, days are 'YYYY-MM-DD' in
 * Buenos Aires, and `date` is the resolved range [start, end) the figures cover.
 */

/** The Cargas card's chart modes (docs/features/dashboard.md), sent as `options`. */
export const CHART_MODES = ['Cargas', 'Valor', 'Clientes'] as const;
export type ChartMode = (typeof CHART_MODES)[number];

/** POST /api/dashboard/{cliente,trans,cargas,operador,valor}: `{ value: [start, end], options }`. */
export const statsBody = z.object({
  value: dateRangeValue,
  options: z.enum(CHART_MODES).optional(),
});
export type StatsBody = z.input<typeof statsBody>;

/** Shifts of docs/features/dashboard.md in Buenos Aires hours, `to` excluded; 16–00 ends at midnight. */
export const SHIFTS = [
  { label: '08-16', from: 8, to: 16, color: '#2f9e44' },
  { label: '16-00', from: 16, to: 24, color: '#1971c2' },
  { label: '00-08', from: 0, to: 8, color: '#6741d9' },
] as const;

export function shiftOfHour(hour: number): number {
  return SHIFTS.findIndex((s) => hour >= s.from && hour < s.to);
}

/** Inactivity buckets of docs/features/dashboard.md: +3 days, +1 week, +15 days, +1 month. */
export const INACTIVITY_DAYS = [3, 7, 15, 30] as const;

/** The Clientes card's eight CSV lists (docs/features/dashboard.md), in the card's order. */
export const PLAYER_LISTS = [
  'total',
  'new',
  'inactive',
  'active',
  'noLoads3',
  'noLoads7',
  'noLoads15',
  'noLoads30',
] as const;
export type PlayerList = (typeof PLAYER_LISTS)[number];

export const PLAYER_LIST_FILE = 'export.csv';
export const PLAYER_LIST_COLUMNS = ['panelUsername', 'phone', 'createdAt'] as const;

/** GET /api/dashboard/clients.csv?list=…&start=…&end=…: the same range rule as the cards. */
export const playerListQuery = z
  .object({ list: z.enum(PLAYER_LISTS), ...dayRangeFields })
  .transform((query, ctx) => ({ list: query.list, range: readDayRange(query, ctx) }));

/** Short ranges are drawn day by day; longer ones month by month, so a year stays readable. */
export const MAX_DAILY_BUCKETS = 62;
export type BucketUnit = 'day' | 'month';
export function bucketUnit(range: DayRange): BucketUnit {
  return daysBetween(range.start, range.end) <= MAX_DAILY_BUCKETS ? 'day' : 'month';
}

const count = z.number().int().nonnegative();
const pesos = pesosAnswer();
const servedRange = z.tuple([z.string(), z.string()]);
const perShift = <T extends z.ZodType>(item: T) => z.array(item).length(SHIFTS.length);

/** Cargas: loads (DEPOSIT) and bonuses (DEPOSITBONO) per bucket; `data` and `clients` for the range. */
export const loadsAnswer = z.object({
  date: servedRange,
  options: z.enum(CHART_MODES),
  unit: z.enum(['day', 'month']),
  items: z.array(
    z.object({
      fecha: z.string(),
      cantidad: count,
      cantidadbono: count,
      valor: pesos,
      valorbono: pesos,
      clientes: count,
    }),
  ),
  data: z.object({ cantidad: count, cantidadbono: count, valor: pesos, valorbono: pesos }),
  /** Players with at least one load in the range (not the sum of the buckets: a player counts once). */
  clients: count,
});

/**
 * Transacciones: receipts uploaded in the range by their current status. `pendientes` wait for a
 * first decision (or came back to the queue), `pospuestos` are deferred ('notfound'), so
 * total = aprobados + pendientes + pospuestos + rechazados; `bonus` counts approved ones whose load
 * carried a bonus.
 */
export const transactionsAnswer = z.object({
  date: servedRange,
  data: z.object({
    total: count,
    aprobados: count,
    pendientes: count,
    pospuestos: count,
    rechazados: count,
    bonus: count,
  }),
});

/** Clientes: counts, inactivity buckets and the size of each CSV list. */
export const playersAnswer = z.object({
  date: servedRange,
  data: z.object({ total: count, nuevos: count, inactivos: count, activos: count }),
  inactive: z.array(z.object({ days: z.number().int(), count })).length(INACTIVITY_DAYS.length),
  listados: z.array(z.object({ list: z.enum(PLAYER_LISTS), count })).length(PLAYER_LISTS.length),
});

/** Operadores: average upload-to-decision minutes per shift and the interventions behind them. */
export const operatorsAnswer = z.object({
  date: servedRange,
  turnos: perShift(z.string()),
  time: perShift(z.number()),
  color: perShift(z.string()),
  intervenciones: perShift(count),
  /** Total interventions (decisions) in the range. */
  data: count,
});

/** Valores: load totals and averages; `time` is the value loaded in each shift. */
export const valuesAnswer = z.object({
  date: servedRange,
  turnos: perShift(z.string()),
  time: perShift(pesos),
  color: perShift(z.string()),
  total: pesos,
  promedio: pesos,
  totalbono: pesos,
  promediobono: pesos,
});

const countAndValue = z.object({ cantidad: count, valor: pesos });

/**
 * Retiros (docs/features/withdrawals.md 'Dashboard'): cashiers' own withdrawals of Cajeros apart from
 * the requests paid through rol 4's queue, both by the date the money left; and the requests filed
 * in the range by where they stand now.
 */
export const withdrawalsAnswer = z.object({
  date: servedRange,
  data: z.object({
    cajeros: countAndValue,
    pagados: countAndValue,
    solicitados: countAndValue,
    enCurso: countAndValue,
    rechazados: count,
    cancelados: count,
  }),
});
export type WithdrawalsAnswer = z.infer<typeof withdrawalsAnswer>;

export type LoadsAnswer = z.infer<typeof loadsAnswer>;
export type TransactionsAnswer = z.infer<typeof transactionsAnswer>;
export type PlayersAnswer = z.infer<typeof playersAnswer>;
export type OperatorsAnswer = z.infer<typeof operatorsAnswer>;
export type ValuesAnswer = z.infer<typeof valuesAnswer>;
