import { z } from 'zod';

/**
 * The query of a list that sorts, searches and pages (docs/features/lists.md): `sort` is one of the
 * list's column keys, `dir` asc or desc, `q` the search text, `page` from 1. Every part is optional,
 * so a spec call without them answers as before.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const MAX_SEARCH = 100;
/** Rows per page of every list (docs/features/lists.md). */
export const LIST_PAGE_SIZE = 25;

export const LIST_MESSAGES = {
  sort: (keys: readonly string[]) => `Orden inválido: se puede ordenar por ${keys.join(', ')}`,
  dir: 'La dirección del orden debe ser asc o desc',
  search: `La búsqueda admite hasta ${MAX_SEARCH} caracteres`,
  page: 'La página debe ser un número entero desde 1',
} as const;

/** What decides the rows a list shows and exports: its order and search (the page only slices them). */
export interface ListQuery<K extends string = string> {
  sort?: K;
  dir?: SortDirection;
  q?: string;
}

/** `page` on the wire: 1, 2, 3… */
export const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, LIST_MESSAGES.page)
  .transform(Number)
  .optional();

/** The query schema of a list whose columns sort by these keys. */
export function listQuery<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return z.object({
    sort: z.enum(sortKeys, { error: LIST_MESSAGES.sort(sortKeys) }).optional(),
    dir: z.enum(SORT_DIRECTIONS, { error: LIST_MESSAGES.dir }).optional(),
    q: z.string().max(MAX_SEARCH, LIST_MESSAGES.search).optional(),
    page: pageParam,
  });
}
