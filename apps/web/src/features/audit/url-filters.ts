import type { AuditFilterValues } from '@/components/audit-history/audit-api';

/** The filters kept in the URL (docs/features/audit.md), so a reload or a shared link shows the same list. */
export const FILTER_KEYS = ['user', 'action', 'entity', 'entityId', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterForm = Record<FilterKey, string>;

export function formFromUrl(search: URLSearchParams): FilterForm {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key) ?? ''])) as FilterForm;
}

/** Only the filled filters, as the URL and the API take them. */
export function urlFromForm(form: FilterForm): Record<string, string> {
  return Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (form[key].trim() ? [[key, form[key].trim()]] : [])),
  );
}

/** What the API is asked; the server checks each value and answers a Spanish 400 for a bad one. */
export const filtersFromUrl = (search: URLSearchParams): AuditFilterValues =>
  urlFromForm(formFromUrl(search)) as AuditFilterValues;
