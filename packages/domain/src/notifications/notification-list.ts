import { z } from 'zod';
import { formatDayTime } from '../dates';
import type { ListColumn } from '../lists/list-columns';
import { LIST_MESSAGES, MAX_SEARCH, SORT_DIRECTIONS } from '../lists/list-query';
import { NOTIFICATIONS_PAGE, type NotificationView } from './notification-view';

/**
 * The Notificaciones list (docs/features/lists.md, docs/features/notifications.md): 100,000s of
 * notices per island, so the server sorts, searches and pages them by key (the sorted column, then
 * id). Without `sort` the list is the spec's: newest first by the bank's date.
 */
export const NOTIFICATION_SORT_KEYS = ['date', 'bank', 'from', 'amount', 'account'] as const;
export type NotificationSortKey = (typeof NOTIFICATION_SORT_KEYS)[number];

/** Rows per page of the Notificaciones screen. */
export const NOTIFICATION_LIST_PAGE = 25;

const rowId = z.coerce.number().int().positive().max(2147483647);

/** The list's order and search: what the screen keeps in its URL and its export takes. */
export const notificationOrderFields = {
  sort: z.enum(NOTIFICATION_SORT_KEYS, { error: LIST_MESSAGES.sort(NOTIFICATION_SORT_KEYS) }).optional(),
  dir: z.enum(SORT_DIRECTIONS, { error: LIST_MESSAGES.dir }).optional(),
  q: z.string().max(MAX_SEARCH, LIST_MESSAGES.search).optional(),
};

/**
 * GET /api/notifications: `beforeId` continues after that notice in the list's order (without a
 * sort: the older ones, as the spec's 'Ver anteriores'); `backFromId` answers the page just before
 * that notice, still in the list's order ('Página anterior'), and is read only without `beforeId`.
 */
export const notificationsListQuery = z.object({
  beforeId: rowId.optional(),
  backFromId: rowId.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(NOTIFICATIONS_PAGE),
  ...notificationOrderFields,
});

/** GET /api/notifications/export.csv: every notice the list shows for this order and search. */
export const notificationExportQuery = z.object(notificationOrderFields);
export type NotificationOrder = z.infer<typeof notificationExportQuery>;

/** The list's columns (and the CSV's headers); 'Comprobante' shows but does not sort. */
export const NOTIFICATION_COLUMNS: readonly ListColumn<NotificationView, NotificationSortKey>[] = [
  { key: 'date', label: 'Fecha', value: (n) => formatDayTime(new Date(n.date)) },
  { key: 'bank', label: 'App del banco', value: (n) => n.bank, searchable: true },
  { key: 'from', label: 'Remitente', value: (n) => n.from, searchable: true },
  { key: 'amount', label: 'Monto', value: (n) => n.amount, numeric: true },
  { key: 'account', label: 'Cuenta receptora', value: (n) => n.bankaccount.name, searchable: true },
];
/** The CSV's last column: the receipt a notice confirmed. */
export const NOTIFICATION_RECEIPT_LABEL = 'Comprobante';
