import type { ListColumn } from '../lists/list-columns';
import { listQuery } from '../lists/list-query';
import type { IgnoredNumber } from './ignored-number-rules';

/**
 * The Números ignorados list's one column (docs/features/lists.md): a few dozen numbers per island,
 * sorted in the browser. Digits sort by value; the CSV keeps them as text.
 */
export const IGNORED_NUMBER_SORT_KEYS = ['phone'] as const;
export type IgnoredNumberSortKey = (typeof IGNORED_NUMBER_SORT_KEYS)[number];

export const ignoredNumberListQuery = listQuery(IGNORED_NUMBER_SORT_KEYS);

export const IGNORED_NUMBER_COLUMNS: readonly ListColumn<IgnoredNumber, IgnoredNumberSortKey>[] = [
  { key: 'phone', label: 'Número', value: (item) => item.phone, searchable: true, text: true },
];
