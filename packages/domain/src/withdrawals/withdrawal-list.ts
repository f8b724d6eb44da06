import { z } from 'zod';
import { formatDayTime } from '../dates';
import type { ListColumn } from '../lists/list-columns';
import { LIST_MESSAGES, MAX_SEARCH, SORT_DIRECTIONS, pageParam } from '../lists/list-query';
import { WITHDRAWAL_STATE_LABELS, WITHDRAWAL_STATES } from './withdrawal-rules';
import type { WithdrawalView } from './withdrawal-view';

/**
 * The Retiros list (docs/features/withdrawals.md 'States'): the island's requests, newest first
 * unless sorted; `state` narrows to one state, `q` searches the player and the destination.
 */
export const WITHDRAWAL_SORT_KEYS = ['createdAt', 'username', 'amount', 'state'] as const;
export type WithdrawalSortKey = (typeof WITHDRAWAL_SORT_KEYS)[number];
export const WITHDRAWAL_LIST_PAGE = 25;

const orderFields = {
  sort: z.enum(WITHDRAWAL_SORT_KEYS, { error: LIST_MESSAGES.sort(WITHDRAWAL_SORT_KEYS) }).optional(),
  dir: z.enum(SORT_DIRECTIONS, { error: LIST_MESSAGES.dir }).optional(),
  q: z.string().max(MAX_SEARCH, LIST_MESSAGES.search).optional(),
  state: z.enum(WITHDRAWAL_STATES, { error: 'Estado inválido' }).optional(),
};

export const withdrawalListQuery = z.object({ ...orderFields, page: pageParam });
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;
export const withdrawalExportQuery = z.object(orderFields);

/** Hours since the request was filed, as the list's 'Antigüedad' shows it. */
export const ageLabel = (createdAt: string, now: Date) => {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
};

/** The list's columns and the CSV's headers. */
export const WITHDRAWAL_COLUMNS: readonly ListColumn<
  WithdrawalView,
  WithdrawalSortKey | 'destination' | 'people'
>[] = [
  { key: 'createdAt', label: 'Fecha', value: (w) => formatDayTime(new Date(w.createdAt)) },
  { key: 'username', label: 'Cliente', value: (w) => w.username, searchable: true },
  { key: 'amount', label: 'Monto', value: (w) => w.amount, numeric: true },
  { key: 'destination', label: 'Destino', value: (w) => w.destination, searchable: true, text: true },
  { key: 'state', label: 'Estado', value: (w) => WITHDRAWAL_STATE_LABELS[w.state] },
  {
    key: 'people',
    label: 'Quién',
    value: (w) =>
      [
        w.requestedBy && `pidió ${w.requestedBy}`,
        w.approvedBy && `aprobó ${w.approvedBy}`,
        w.paidBy && `pagó ${w.paidBy}`,
        w.closedBy && `cerró ${w.closedBy}`,
      ]
        .filter(Boolean)
        .join(', '),
  },
];
