import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@panel/domain/notifications/notification-endpoints';
import { NOTIFICATIONS_PAGE, type NotificationsAnswer } from '@panel/domain/notifications/notification-view';
import { call } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '@/lib/realtime-connection';

/** Newest first, a page at a time; `beforeId` reads older ones. */
export const getNotifications = (beforeId?: number): Promise<NotificationsAnswer> =>
  call(notificationEndpoints.list, { query: { beforeId } });

/** The realtime 'notifications' event refreshes this query (its key is the channel's). */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < NOTIFICATIONS_PAGE ? undefined : last[last.length - 1]?.id),
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
