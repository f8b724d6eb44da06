import { z } from 'zod';
import { formatDayTime } from '../dates';
import { LIST_PAGE_SIZE, listQuery } from '../lists/list-query';
import { pesosAnswer } from '../wire-pesos';

/**
 * The players directory (docs/features/players.md 'Directorio'): every player of the caller's island,
 * sorted and paged by the server (an island holds up to ~100,000), searched by username, phone or
 * name, with the same rows as CSV.
 */
export const DIRECTORY_SORT_KEYS = ['balance', 'lastLoad', 'created', 'status'] as const;
export type DirectorySortKey = (typeof DIRECTORY_SORT_KEYS)[number];

/** Without `sort`, the newest players first (as the Cajeros search lists them). */
export const DIRECTORY_DEFAULT_SORT = { sort: 'created', dir: 'desc' } as const;

/** `?sort=&dir=&q=&page=`, with the Spanish 400s of every list (lists/list-query.ts). */
export const directoryQuery = listQuery(DIRECTORY_SORT_KEYS);
/** The export: the same order and search, every page. */
export const directoryExportQuery = directoryQuery.omit({ page: true });

/**
 * A player's state, from two flags: the island's bonus block (`blacklistbonus`) and the gaming
 * platform's lock (too many wrong passwords, or the platform's own call). Sorted by this number.
 */
export const PLAYER_STATUSES = [0, 1, 2, 3] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];
export const PLAYER_STATUS_LABELS: Record<PlayerStatus, string> = {
  0: 'Activo',
  1: 'Bonus bloqueado',
  2: 'Usuario bloqueado',
  3: 'Bonus y usuario bloqueados',
};
export const statusFlags = (status: number) => ({
  bonusBlocked: (status & 1) === 1,
  locked: (status & 2) === 2,
});

export const directoryRow = z.object({
  id: z.number(),
  panelUsername: z.string(),
  name: z.string(),
  phone: z.string(),
  balance: pesosAnswer(),
  lastLoadAt: z.string().nullable().describe('ISO 8601; null: never loaded'),
  createdAt: z.string().describe('ISO 8601'),
  status: z.number().int().min(0).max(3).describe('0 activo; +1 bonus bloqueado; +2 usuario bloqueado'),
});
export type DirectoryRow = z.infer<typeof directoryRow>;

export const directoryAnswer = z.object({
  items: z.array(directoryRow),
  total: z.number().describe('jugadores que coinciden con la búsqueda'),
  page: z.number().describe('la página mostrada (una pedida después de la última muestra la última)'),
  pageSize: z.literal(LIST_PAGE_SIZE),
});
export type DirectoryAnswer = z.infer<typeof directoryAnswer>;

/** The screen's columns, in order; their labels are the CSV's headers too. */
export const DIRECTORY_COLUMN_LABELS = {
  panelUsername: 'Usuario',
  name: 'Nombre',
  phone: 'Teléfono',
  balance: 'Saldo',
  lastLoad: 'Última carga',
  created: 'Alta',
  status: 'Estado',
} as const;

export const DIRECTORY_CSV_HEADER = Object.values(DIRECTORY_COLUMN_LABELS);

/** Shown for a player never loaded. */
export const NEVER_LOADED = 'Sin cargas';

/** A row as the CSV writes it: phone kept as text by the caller, amounts in pesos, Buenos Aires time. */
export const directoryCells = (row: DirectoryRow) =>
  [
    row.panelUsername,
    row.name,
    row.phone,
    row.balance,
    row.lastLoadAt ? formatDayTime(new Date(row.lastLoadAt)) : '',
    formatDayTime(new Date(row.createdAt)),
    PLAYER_STATUS_LABELS[row.status as PlayerStatus] ?? String(row.status),
  ] as const;
