import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  realtimeServerMessage,
  type RealtimeAuthMessage,
  type RealtimeEventName,
  type RealtimeServerMessage,
} from '@panel/domain/realtime';

/** Reconnection waits 1 s, doubling up to 15 s (contracts: realtime). */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 15_000;

/** What the client needs of a WebSocket; tests hand in a fake. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type RealtimeStatus = 'connecting' | 'ready' | 'waiting' | 'refused' | 'closed';

export interface RealtimeOptions {
  url: string;
  token: string;
  onEvent: (event: RealtimeEventName) => void;
  /**
   * After each successful authentication. `resumed` is true on any socket after the first: events
   * may have been missed while disconnected.
   */
  onReady?: (resumed: boolean) => void;
  onStatus?: (status: RealtimeStatus) => void;
  createSocket?: (url: string) => SocketLike;
}

export interface RealtimeConnection {
  close(): void;
}

/** ws(s)://<this host>/api/realtime, so the Vite dev proxy and the built app both work. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

function parseMessage(data: unknown): RealtimeServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const result = realtimeServerMessage.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The panel's realtime channel: authenticates with the session token in its first message (a
 * browser cannot set headers on a WebSocket), reports the island's events, and reconnects by itself
 * with backoff. A refused token (close code 4401) ends it: a new session opens a new connection.
 */
export function connectRealtime({
  url,
  token,
  onEvent,
  onReady,
  onStatus,
  createSocket = (address) => new WebSocket(address),
}: RealtimeOptions): RealtimeConnection {
  let socket: SocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let delay = RECONNECT_FIRST_MS;
  let firstSocket = true;
  let stopped = false;

  const open = () => {
    retryTimer = null;
    onStatus?.('connecting');
    const current = createSocket(url);
    const resumed = !firstSocket;
    firstSocket = false;
    socket = current;
    current.onopen = () => {
      const auth: RealtimeAuthMessage = { type: 'auth', token };
      current.send(JSON.stringify(auth));
    };
    current.onmessage = (message) => {
      const parsed = parseMessage(message.data);
      if (!parsed) return;
      if ('type' in parsed) {
        delay = RECONNECT_FIRST_MS;
        onStatus?.('ready');
        onReady?.(resumed);
      } else {
        onEvent(parsed.event);
      }
    };
    current.onclose = (event) => {
      if (socket !== current || stopped) return;
      socket = null;
      if (event.code === REALTIME_CLOSE.unauthorized) {
        stopped = true;
        onStatus?.('refused');
        return;
      }
      onStatus?.('waiting');
      retryTimer = setTimeout(open, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    // An error is always followed by a close, which schedules the retry.
    current.onerror = () => undefined;
  };

  open();
  return {
    close() {
      if (stopped) return;
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      current?.close(1000, 'fin de sesión');
      onStatus?.('closed');
    },
  };
}
