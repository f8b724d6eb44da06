import type { ListColumn } from '../lists/list-columns';
import { listQuery } from '../lists/list-query';
import type { BotView } from './bot-rules';

/** The Bots list's columns (docs/features/lists.md): a bot or two per island, sorted in the browser. */
export const BOT_SORT_KEYS = ['name', 'status', 'url', 'island'] as const;
export type BotSortKey = (typeof BOT_SORT_KEYS)[number];

export const botListQuery = listQuery(BOT_SORT_KEYS);

/** On screen, 'Estado' is the badges beside the name; the CSV has it as a column. */
export const BOT_COLUMNS: readonly ListColumn<BotView, BotSortKey>[] = [
  { key: 'name', label: 'Bot', value: (bot) => bot.name, searchable: true },
  {
    key: 'status',
    label: 'Estado',
    value: (bot) => `${bot.active ? 'Activo' : 'Inactivo'}${bot.assigned ? ', asignado' : ''}`,
  },
  { key: 'url', label: 'URL', value: (bot) => bot.url, searchable: true },
  { key: 'island', label: 'Isla', value: (bot) => bot.tenant.name, searchable: true },
];
