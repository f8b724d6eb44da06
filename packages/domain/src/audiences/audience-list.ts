import type { ListColumn } from '../lists/list-columns';
import { listQuery } from '../lists/list-query';
import type { AudienceView } from './audience-rules';

/**
 * The Público list (docs/features/lists.md): a handful of audiences per island, sorted and searched
 * in the browser. A range column sorts by its minimum (ties keep the server's order); the CSV gives
 * each end a column of its own.
 */
export const AUDIENCE_SORT_KEYS = ['name', 'chargesQuantity', 'daysInactive', 'chargeAmount'] as const;
export type AudienceSortKey = (typeof AUDIENCE_SORT_KEYS)[number];

export const audienceListQuery = listQuery(AUDIENCE_SORT_KEYS);

type Range = 'chargesQuantity' | 'daysInactive' | 'chargeAmount';
const RANGE_LABELS: Record<Range, string> = {
  chargesQuantity: 'Cantidad de cargas',
  daysInactive: 'Días inactivo',
  chargeAmount: 'Monto de carga',
};

/** The screen's sortable columns, in order. */
export const AUDIENCE_COLUMNS: readonly ListColumn<AudienceView, AudienceSortKey>[] = [
  { key: 'name', label: 'Nombre', value: (a) => a.name, searchable: true },
  ...(Object.keys(RANGE_LABELS) as Range[]).map((range): ListColumn<AudienceView, AudienceSortKey> => ({
    key: range,
    label: RANGE_LABELS[range],
    value: (a) => a[`${range}Min`],
    numeric: true,
  })),
];

/** The CSV's columns: the name and each range's two ends. */
export const AUDIENCE_CSV_COLUMNS: readonly ListColumn<AudienceView>[] = [
  AUDIENCE_COLUMNS[0]!,
  ...(Object.keys(RANGE_LABELS) as Range[]).flatMap((range): ListColumn<AudienceView>[] => [
    { key: range, label: `${RANGE_LABELS[range]} desde`, value: (a) => a[`${range}Min`], numeric: true },
    {
      key: `${range}Max`,
      label: `${RANGE_LABELS[range]} hasta`,
      value: (a) => a[`${range}Max`],
      numeric: true,
    },
  ]),
];
