import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/test/fake-socket';
import { storeSession } from '@/test/render';
import {
  NOTIFICATIONS_QUERY_KEY,
  PENDING_IDS_QUERY_KEY,
  READING_QUERY_KEY,
  WITHDRAWALS_QUERY_KEY,
  useRealtimeConnection,
} from './realtime-connection';
import { clearSession, setSession } from './session';

function mount() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useRealtimeConnection(), { wrapper });
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...view, invalidate, invalidated };
}

const latest = () => {
  const socket = FakeSocket.latest();
  if (!socket) throw new Error('no socket');
  return socket;
};

describe('useRealtimeConnection', () => {
  it('opens nothing without a session', () => {
    mount();
    expect(FakeSocket.made).toHaveLength(0);
  });

  it("authenticates with the session's token and refreshes the queries its events name", () => {
    storeSession(1, { accessToken: 'jwt-admin' });
    const { invalidated } = mount();
    expect(latest().url).toBe('ws://localhost:3000/api/realtime');
    act(() => latest().open());
    expect(latest().sent).toEqual([JSON.stringify({ type: 'auth', token: 'jwt-admin' })]);
    act(() => {
      latest().receive({ type: 'ready' });
      latest().receive({ channel: 'transactions', event: 'news' });
    });
    expect(invalidated()).toEqual([PENDING_IDS_QUERY_KEY]);
    act(() => latest().receive({ channel: 'transactions', event: 'notifications' }));
    expect(invalidated()).toEqual([PENDING_IDS_QUERY_KEY, NOTIFICATIONS_QUERY_KEY]);
  });

  it('refreshes everything after a reconnection, since events may have been missed', () => {
    vi.useFakeTimers();
    try {
      storeSession(1);
      const { invalidated } = mount();
      act(() => latest().drop(1006));
      act(() => vi.advanceTimersByTime(1000));
      expect(FakeSocket.made).toHaveLength(2);
      act(() => {
        latest().open();
        latest().receive({ type: 'ready' });
      });
      expect(invalidated()).toEqual([
        PENDING_IDS_QUERY_KEY,
        NOTIFICATIONS_QUERY_KEY,
        READING_QUERY_KEY,
        WITHDRAWALS_QUERY_KEY,
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on logout, reopens for a new session, and closes when unmounted', () => {
    const first = storeSession(1, { accessToken: 'jwt-1' });
    const { unmount } = mount();
    const initial = latest();
    act(() => clearSession());
    expect(initial.closedWith).toBe(1000);
    expect(FakeSocket.made).toHaveLength(1);

    act(() => void setSession({ ...first, accessToken: 'jwt-2' }));
    expect(FakeSocket.made).toHaveLength(2);
    act(() => latest().open());
    expect(latest().sent[0]).toContain('jwt-2');

    unmount();
    expect(latest().closedWith).toBe(1000);
  });
});
