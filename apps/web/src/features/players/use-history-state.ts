import { isDay, type Day } from '@panel/domain/date-range';
import { HISTORY_SORT_KEYS, type HistorySortKey } from '@panel/domain/players/history-list';
import { MOVEMENT_FILTERS, type MovementFilter } from '@panel/domain/ledger/movements';
import type { SortDirection } from '@panel/domain/lists/list-query';
import { useUrlParams } from '@/lib/use-url-params';

export const FILTER_ORDER = Object.keys(MOVEMENT_FILTERS) as MovementFilter[];

/** The Cajeros URL's parameters of the open history modal (docs/features/lists.md). */
export const HISTORY_PARAMS = {
  player: 'history',
  types: 'htypes',
  start: 'hstart',
  end: 'hend',
  sort: 'hsort',
  dir: 'hdir',
  page: 'hpage',
} as const;
const CLOSED = Object.fromEntries(Object.values(HISTORY_PARAMS).map((name) => [name, null]));
const FIRST_PAGE = { [HISTORY_PARAMS.page]: null };

/**
 * The history modal's state in the Cajeros URL, so a reload reopens the same page: `history` (the
 * player), `htypes` (the toggles on, comma separated; absent: all; `none`: none), `hstart`/`hend`
 * (the days picked, both shown), `hsort`/`hdir` and `hpage`. A filter, dates or order change goes
 * back to page 1; closing removes them all (docs/features/players.md).
 */
export function useHistoryState() {
  const { params, update } = useUrlParams();
  const P = HISTORY_PARAMS;
  const typesParam = params.get(P.types);
  const on = typesParam === null ? FILTER_ORDER : typesParam.split(',');
  const filters = Object.fromEntries(FILTER_ORDER.map((key) => [key, on.includes(key)])) as Record<
    MovementFilter,
    boolean
  >;
  const day = (name: string): Day | null => {
    const value = params.get(name);
    return value && isDay(value) ? value : null;
  };
  const start = day(P.start);
  const end = start ? (day(P.end) ?? start) : null;
  const sortParam = params.get(P.sort);
  const sort = HISTORY_SORT_KEYS.find((key) => key === sortParam);
  const dir: SortDirection = params.get(P.dir) === 'desc' ? 'desc' : 'asc';
  const pageParam = Number(params.get(P.page));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  return {
    player: params.get(P.player),
    filters,
    range: [start, end] as [Day | null, Day | null],
    sort,
    dir,
    page,
    open: (username: string) => update({ ...CLOSED, [P.player]: username }),
    close: () => update(CLOSED),
    setFilters: (next: MovementFilter[]) =>
      update({
        [P.types]: next.length === FILTER_ORDER.length ? null : next.length === 0 ? 'none' : next.join(','),
        ...FIRST_PAGE,
      }),
    setRange: ([first, last]: [Day | null, Day | null]) =>
      // A range counts once it is whole; clearing it shows every date.
      update({
        [P.start]: first && last ? first : null,
        [P.end]: first && last ? last : null,
        ...FIRST_PAGE,
      }),
    toggleSort: (key: HistorySortKey) =>
      update({ [P.sort]: key, [P.dir]: sort === key && dir === 'asc' ? 'desc' : 'asc', ...FIRST_PAGE }),
    setPage: (next: number) => update({ [P.page]: next > 1 ? String(next) : null }),
  };
}
