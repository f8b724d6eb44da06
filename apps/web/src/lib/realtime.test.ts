import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, realtimeUrl, type RealtimeStatus } from './realtime';
import { FakeSocket } from '@/test/fake-socket';

function connect() {
  const sockets: FakeSocket[] = [];
  const events: string[] = [];
  const readies: boolean[] = [];
  const statuses: RealtimeStatus[] = [];
  const connection = connectRealtime({
    url: 'ws://panel.test/api/realtime',
    token: 'jwt-1',
    onEvent: (event) => events.push(event),
    onReady: (resumed) => readies.push(resumed),
    onStatus: (status) => statuses.push(status),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const last = () => sockets[sockets.length - 1]!;
  return { connection, sockets, events, readies, statuses, last };
}

describe('realtime client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds the address from the page: ws on http, wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/realtime',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'panel.example' })).toBe(
      'wss://panel.example/api/realtime',
    );
  });

  it('authenticates with its first message and reports the events after ready', () => {
    const rt = connect();
    expect(rt.last().url).toBe('ws://panel.test/api/realtime');
    rt.last().open();
    expect(rt.last().sent).toEqual([JSON.stringify({ type: 'auth', token: 'jwt-1' })]);

    rt.last().receive({ type: 'ready' });
    rt.last().receive({ channel: 'transactions', event: 'news' });
    rt.last().receive({ channel: 'transactions', event: 'notifications' });
    expect(rt.readies).toEqual([false]);
    expect(rt.events).toEqual(['news', 'notifications']);
    expect(rt.statuses).toEqual(['connecting', 'ready']);
  });

  it('ignores messages it does not understand', () => {
    const rt = connect();
    rt.last().open();
    rt.last().receiveRaw('no es json');
    rt.last().receive({ channel: 'otro', event: 'news' });
    rt.last().receive({ channel: 'transactions', event: 'borrado' });
    expect(rt.events).toEqual([]);
  });

  it('reconnects by itself, waiting 1 s doubling up to 15 s', () => {
    const rt = connect();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const before = rt.sockets.length;
      rt.last().drop(1006);
      let waited = 0;
      while (rt.sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    expect(rt.statuses.filter((s) => s === 'waiting')).toHaveLength(6);
  });

  it('starts again from 1 s once a reconnection is accepted, and says it resumed', () => {
    const rt = connect();
    rt.last().drop(1006);
    vi.advanceTimersByTime(1000);
    rt.last().drop(1006);
    vi.advanceTimersByTime(2000);
    expect(rt.sockets).toHaveLength(3);

    rt.last().open();
    rt.last().receive({ type: 'ready' });
    expect(rt.last().sent[0]).toBe(JSON.stringify({ type: 'auth', token: 'jwt-1' }));
    expect(rt.readies).toEqual([true]);

    rt.last().drop(1001);
    vi.advanceTimersByTime(999);
    expect(rt.sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(rt.sockets).toHaveLength(4);
  });

  it('does not retry after the server refuses the token (4401)', () => {
    const rt = connect();
    rt.last().open();
    rt.last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(rt.sockets).toHaveLength(1);
    expect(rt.statuses.at(-1)).toBe('refused');
  });

  it('closes for good when asked, also while waiting to reconnect', () => {
    const rt = connect();
    rt.last().open();
    rt.connection.close();
    expect(rt.last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(rt.sockets).toHaveLength(1);

    const waiting = connect();
    waiting.last().drop(1006);
    waiting.connection.close();
    vi.advanceTimersByTime(60_000);
    expect(waiting.sockets).toHaveLength(1);
    expect(waiting.statuses.at(-1)).toBe('closed');
  });
});
