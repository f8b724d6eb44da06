import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeEventName } from '@panel/domain/realtime';
import { connectRealtime, realtimeUrl, type RealtimeStatus, type SocketLike } from './realtime';
import { externalStore } from './external-store';
import { useSession } from './session';

/** Queries the realtime events refresh. The features read them under these keys. */
export const PENDING_IDS_QUERY_KEY = ['pendingids'] as const;
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** Every receipt's reading (docs/features/receipt-reading.md): one event refreshes those on screen. */
export const READING_QUERY_KEY = ['reading'] as const;
/** The Retiros list, the payout queue's figures and the header badge (docs/features/withdrawals.md). */
export const WITHDRAWALS_QUERY_KEY = ['withdrawals'] as const;

const EVENT_QUERIES: Record<RealtimeEventName, QueryKey> = {
  news: PENDING_IDS_QUERY_KEY,
  notifications: NOTIFICATIONS_QUERY_KEY,
  reading: READING_QUERY_KEY,
  withdrawals: WITHDRAWALS_QUERY_KEY,
};

const status = externalStore<RealtimeStatus>('closed');

/** The channel's state, for a 'live' indicator. */
export const useRealtimeStatus = (): RealtimeStatus => status.useValue();

function refreshAll(queryClient: QueryClient): void {
  for (const queryKey of Object.values(EVENT_QUERIES)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps one realtime connection open while a user is signed in, for the session's token: closed on
 * logout or when the app unmounts, reopened for a new session. Events refresh their queries; after
 * a reconnection everything is refreshed, since events may have been missed meanwhile.
 */
export function useRealtimeConnection(createSocket?: (url: string) => SocketLike): void {
  const token = useSession()?.accessToken;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const connection = connectRealtime({
      url: realtimeUrl(),
      token,
      createSocket,
      onStatus: status.set,
      onEvent: (event) => void queryClient.invalidateQueries({ queryKey: EVENT_QUERIES[event] }),
      onReady: (resumed) => {
        if (resumed) refreshAll(queryClient);
      },
    });
    return () => connection.close();
  }, [token, queryClient, createSocket]);
}
