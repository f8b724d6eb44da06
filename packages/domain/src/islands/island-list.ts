import type { ListColumn } from '../lists/list-columns';
import { listQuery } from '../lists/list-query';
import type { IslandView } from './island-view';

/** The Islas list's columns (docs/features/lists.md): a handful of islands, sorted in the browser. */
export const ISLAND_SORT_KEYS = ['name', 'status', 'url', 'prefix'] as const;
export type IslandSortKey = (typeof ISLAND_SORT_KEYS)[number];

export const islandListQuery = listQuery(ISLAND_SORT_KEYS);

/** On screen, 'Estado' is the 'Inactiva' badge beside the name; the CSV has it as a column. */
export const ISLAND_COLUMNS: readonly ListColumn<IslandView, IslandSortKey>[] = [
  { key: 'name', label: 'Nombre', value: (island) => island.name, searchable: true },
  { key: 'status', label: 'Estado', value: (island) => (island.active ? 'Activa' : 'Inactiva') },
  { key: 'url', label: 'URL', value: (island) => island.url, searchable: true },
  { key: 'prefix', label: 'Prefijo', value: (island) => island.prefix, searchable: true },
];
