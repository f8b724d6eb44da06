import type { ListQuery } from './list-query';

/** A cell's plain value: what sorting, searching and the CSV read. */
export type ListValue = string | number | boolean | null;

/**
 * One column of a list (docs/features/lists.md): its key (the `sort` value), its Spanish header (the
 * CSV's too) and its value. `text` keeps digits as text in a spreadsheet (CBU, phone); `searchable`
 * columns are what the search box looks in.
 */
export interface ListColumn<Row, K extends string = string> {
  key: K;
  label: string;
  value: (row: Row) => ListValue;
  searchable?: boolean;
  text?: boolean;
  /** A figure: right-aligned on screen. */
  numeric?: boolean;
}

/** Lower case without accents, so 'nacion' finds 'Nación'. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Empty values last whichever the direction; numbers by value, text in Spanish order. */
function compareValues(a: ListValue, b: ListValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The rows a list shows for a query, in its order, before paging: the one rule the browser and the
 * CSV export both apply, so an export equals the list on screen.
 */
export function applyListQuery<Row, K extends string>(
  rows: readonly Row[],
  columns: readonly ListColumn<Row, K>[],
  query: ListQuery<K>,
): Row[] {
  const needle = foldForSearch(query.q?.trim() ?? '');
  const searchable = columns.filter((column) => column.searchable);
  const found = needle
    ? rows.filter((row) =>
        searchable.some((column) => foldForSearch(String(column.value(row) ?? '')).includes(needle)),
      )
    : [...rows];
  const column = columns.find((candidate) => candidate.key === query.sort);
  if (!column) return found;
  const sign = query.dir === 'desc' ? -1 : 1;
  return found
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
