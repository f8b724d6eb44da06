import { applyListQuery, type ListColumn } from '@panel/domain/lists/list-columns';
import { LIST_PAGE_SIZE, type ListQuery, type SortDirection } from '@panel/domain/lists/list-query';
import { useUrlParams } from './use-url-params';

/**
 * The sort, direction and search a list's URL holds (`?sort=&dir=&q=`; unknown values read as the
 * defaults), what the list's call sends of them, and the URL change a click on a sortable header
 * makes: a first click sorts ascending, the next one descending (docs/features/lists.md).
 */
export function listOrderOf<K extends string>(params: URLSearchParams, sortKeys: readonly K[]) {
  const sortParam = params.get('sort');
  const sort = sortKeys.find((key) => key === sortParam);
  const dir: SortDirection = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const q = params.get('q') ?? '';
  // What the list's call and its export send (no page: an export takes every page).
  const query: ListQuery<K> = {
    ...(sort ? { sort, dir } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  };
  const sortedBy = (key: K) => ({ sort: key, dir: sort === key && dir === 'asc' ? 'desc' : 'asc' });
  return { sort, dir, q, query, sortedBy };
}

/**
 * A list's sort, direction, search and page, kept in the URL (`?sort=&dir=&q=&page=`), so a reload
 * or a shared link shows the same list (docs/features/lists.md). Unknown values read as the defaults.
 */
export function useListState<K extends string>(sortKeys: readonly K[]) {
  const { params, update } = useUrlParams();
  const { sortedBy, ...order } = listOrderOf(params, sortKeys);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  return {
    ...order,
    page,
    /** A first click sorts ascending, the next one descending. */
    toggleSort: (key: K) => update({ ...sortedBy(key), page: null }),
    setSearch: (text: string) => update({ q: text, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
  };
}

export type ListState<K extends string> = ReturnType<typeof useListState<K>>;

/**
 * A small list sorted, searched and paged in the browser, by the same rule as its CSV export
 * (`applyListQuery`). A page past the end shows the last one.
 */
export function shownRows<Row, K extends string>(
  rows: readonly Row[] | undefined,
  columns: readonly ListColumn<Row, K>[],
  state: Pick<ListState<K>, 'query' | 'page'>,
) {
  const all = applyListQuery(rows ?? [], columns, state.query);
  const totalPages = Math.max(1, Math.ceil(all.length / LIST_PAGE_SIZE));
  const page = Math.min(state.page, totalPages);
  return {
    rows: all.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    total: all.length,
    page,
    totalPages,
  };
}

/** A small list's URL state and the rows it shows now: what a browser-sorted list screen needs. */
export function useClientList<Row, K extends string>(
  sortKeys: readonly K[],
  columns: readonly ListColumn<Row, K>[],
  rows: readonly Row[] | undefined,
) {
  const list = useListState(sortKeys);
  return { list, shown: shownRows(rows, columns, list) };
}
