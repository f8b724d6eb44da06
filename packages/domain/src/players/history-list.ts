import { z } from 'zod';
import { dateRangeValue, DAY_ON_THE_WIRE, type DayRange } from '../date-range';
import { formatDayTime } from '../dates';
import {
  currencyName,
  isDebit,
  MOVEMENT_FILTERS,
  MOVEMENT_LABELS,
  type MovementFilter,
} from '../ledger/movements';
import type { ListColumn } from '../lists/list-columns';
import { LIST_MESSAGES, SORT_DIRECTIONS } from '../lists/list-query';
import type { MovementView } from './player-view';

/**
 * The movement history (docs/features/players.md, docs/features/lists.md): up to 100,000 movements
 * per player, sorted and paged by the server. Without `sort`: newest first, as the spec's modal.
 * 'date' is the ledger's order (id, the order the movements were made); 'amount' the movement's
 * amount, sign aside, then id.
 */
export const HISTORY_SORT_KEYS = ['date', 'amount'] as const;
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];

export const historyOrderFields = {
  sort: z.enum(HISTORY_SORT_KEYS, { error: LIST_MESSAGES.sort(HISTORY_SORT_KEYS) }).optional(),
  dir: z.enum(SORT_DIRECTIONS, { error: LIST_MESSAGES.dir }).optional(),
};

const FILTER_KEYS = Object.keys(MOVEMENT_FILTERS) as MovementFilter[];

export const HISTORY_EXPORT_MESSAGES = {
  types: `Los tipos de movimiento son ${FILTER_KEYS.join(', ')}, separados por comas, o none`,
  username: 'Debe seleccionar un cliente',
} as const;

/**
 * GET /api/clients/history.csv: the modal's player, filters (`types`: the toggles on, comma
 * separated; absent: all; `none` or empty: none), date range (`start`, `end` as the modal's `value`) and order.
 */
export const historyExportQuery = z
  .object({
    username: z.string().trim().min(1, HISTORY_EXPORT_MESSAGES.username).max(100),
    types: z
      .string()
      .max(60)
      .regex(
        new RegExp(`^(none|(${FILTER_KEYS.join('|')})(,(${FILTER_KEYS.join('|')}))*)?$`),
        HISTORY_EXPORT_MESSAGES.types,
      )
      .meta({ example: 'withdrawals,deposits' })
      .optional(),
    start: z.string().max(40).meta(DAY_ON_THE_WIRE).optional(),
    end: z.string().max(40).meta(DAY_ON_THE_WIRE).optional(),
    ...historyOrderFields,
  })
  .transform((query, ctx) => {
    let value: DayRange | undefined;
    if (query.start) {
      const parsed = dateRangeValue.safeParse([query.start, query.end]);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      value = parsed.data;
    }
    const on = query.types === undefined ? FILTER_KEYS : query.types.split(',');
    const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, on.includes(key)])) as Record<
      MovementFilter,
      boolean
    >;
    return { username: query.username, value, filters, sort: query.sort, dir: query.dir };
  });
export type HistoryExportQuery = z.infer<typeof historyExportQuery>;

/** The total as the modal shows it: a withdrawal or a bet below zero. */
const signed = (m: MovementView) => (isDebit(m.transactionType) ? -m.amount : m.amount);

/** The history's columns as the modal shows them; the CSV's headers. Only date and amount sort. */
export const HISTORY_COLUMNS: readonly ListColumn<MovementView>[] = [
  { key: 'date', label: 'Fecha', value: (m) => formatDayTime(new Date(m.insDate)) },
  { key: 'type', label: 'Tipo', value: (m) => MOVEMENT_LABELS[m.transactionType] },
  { key: 'amount', label: 'Total', value: signed, numeric: true },
  { key: 'before', label: 'Antes', value: (m) => m.balanceBefore, numeric: true },
  { key: 'after', label: 'Después', value: (m) => m.balanceAfter, numeric: true },
  { key: 'brand', label: 'Marca', value: (m) => m.brand },
  { key: 'game', label: 'Juego', value: (m) => m.game },
  { key: 'currency', label: 'Moneda', value: (m) => currencyName(m.currencyCode) },
];
