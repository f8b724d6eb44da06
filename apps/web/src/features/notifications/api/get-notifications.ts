import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@panel/domain/notifications/notification-endpoints';
import {
  NOTIFICATION_LIST_PAGE,
  type NotificationOrder,
} from '@panel/domain/notifications/notification-list';
import { call, downloadLink } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '@/lib/realtime-connection';

/** Where a page of the list starts: after a notice, before one, or at the top. */
export interface NotificationCursor {
  after?: number;
  before?: number;
}

/**
 * One page of the list in its order (docs/features/lists.md): one row more than the page is asked
 * for, to know whether the list goes on past it in the direction read.
 */
export async function getNotificationPage(order: NotificationOrder, cursor: NotificationCursor) {
  const rows = await call(notificationEndpoints.list, {
    query: {
      ...order,
      limit: NOTIFICATION_LIST_PAGE + 1,
      ...(cursor.after ? { beforeId: cursor.after } : cursor.before ? { backFromId: cursor.before } : {}),
    },
  });
  const more = rows.length > NOTIFICATION_LIST_PAGE;
  if (cursor.before) {
    // Read backwards: the extra row is the farthest one, at the start.
    return { rows: more ? rows.slice(1) : rows, hasPrevious: more, hasNext: true };
  }
  return {
    rows: rows.slice(0, NOTIFICATION_LIST_PAGE),
    hasPrevious: cursor.after !== undefined,
    hasNext: more,
  };
}

/** The realtime 'notifications' event refreshes this query (its key starts with the channel's). */
export const notificationPageQueryOptions = (order: NotificationOrder, cursor: NotificationCursor) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'page', order, cursor],
    queryFn: () => getNotificationPage(order, cursor),
    placeholderData: keepPreviousData,
  });

export function useNotificationPage(order: NotificationOrder, cursor: NotificationCursor) {
  return useQuery(notificationPageQueryOptions(order, cursor));
}

/** The CSV of every notice the list shows for this order and search. */
export const exportNotifications = (order: NotificationOrder) =>
  downloadLink(notificationEndpoints.export, { query: order });
