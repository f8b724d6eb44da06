import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { inArray, sql } from 'drizzle-orm';
import {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CHANNEL,
  REALTIME_CLOSE,
  REALTIME_EVENTS,
  type RealtimeEventMessage,
  type RealtimeEventName,
} from '@panel/domain/realtime';
import type { Database } from '../db/connection';
import { panelUsers } from '../db/schema';

/** The PostgreSQL channel every instance LISTENs on; its payload is a `Notice`. */
export const PG_CHANNEL = 'panel_realtime';
const HEARTBEAT_MS = 30_000;

interface Notice {
  tenantId: number;
  event: RealtimeEventName;
}

export interface Realtime {
  /**
   * Tells every instance's sockets of the island that something changed. Call it after the
   * transaction commits; it never throws (a lost notice only delays a refresh).
   */
  publish(tenantId: number, event: RealtimeEventName): Promise<void>;
  /** Takes a freshly upgraded socket: waits for its auth message, then delivers its island's events. */
  accept(socket: WebSocket): void;
  /** Authenticated sockets on this instance (metrics). */
  connections(): number;
}

/** What a service needs to tell an island's screens of a change it committed (news.ts, notifications.ts). */
export interface RealtimeDeps {
  realtime: Pick<Realtime, 'publish'>;
}

interface Subscriber {
  socket: WebSocket;
  userId: number;
  tenantId: number;
  /** Of the token the socket signed in with: a sign-out or a password change moves the user's on. */
  sessionVersion: number;
  alive: boolean;
}

const frame = (event: RealtimeEventName): string =>
  JSON.stringify({ channel: REALTIME_CHANNEL, event } satisfies RealtimeEventMessage);

function parseNotice(payload: string): Notice | null {
  try {
    const notice = JSON.parse(payload) as Partial<Notice>;
    if (!Number.isInteger(notice.tenantId) || !REALTIME_EVENTS.includes(notice.event as RealtimeEventName))
      return null;
    return notice as Notice;
  } catch {
    return null;
  }
}

/**
 * Per-island fan-out (docs/features/shell.md): publish() is a pg_notify; each instance LISTENs and forwards to its
 * own authenticated sockets of that island. Heartbeats drop dead sockets and re-read the users, so a
 * blocked user, one moved to another island, or a session ended meanwhile stops receiving events.
 */
export async function startRealtime(
  app: FastifyInstance,
  database: Pick<Database, 'listen'>,
  authenticate: (
    token: string,
  ) => Promise<{ userId: number; tenantId: number; sessionVersion: number } | null>,
): Promise<Realtime> {
  const byIsland = new Map<number, Set<Subscriber>>();
  const all = new Set<Subscriber>();

  const deliver = (tenantId: number, event: RealtimeEventName) => {
    const data = frame(event);
    for (const s of byIsland.get(tenantId) ?? []) s.socket.send(data);
  };
  const add = (s: Subscriber) => {
    all.add(s);
    let island = byIsland.get(s.tenantId);
    if (!island) byIsland.set(s.tenantId, (island = new Set()));
    island.add(s);
  };
  const remove = (s: Subscriber) => {
    all.delete(s);
    const island = byIsland.get(s.tenantId);
    island?.delete(s);
    if (island?.size === 0) byIsland.delete(s.tenantId);
  };

  const stopListening = await database.listen(
    PG_CHANNEL,
    (payload) => {
      const notice = parseNotice(payload);
      if (notice) deliver(notice.tenantId, notice.event);
    },
    // Notices sent while the LISTEN connection was down are lost: everyone refreshes once.
    () => {
      for (const tenantId of byIsland.keys()) for (const event of REALTIME_EVENTS) deliver(tenantId, event);
    },
  );

  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  heartbeat.unref();
  async function beat() {
    for (const s of all) {
      if (!s.alive) {
        s.socket.terminate();
        continue;
      }
      s.alive = false;
      s.socket.ping();
    }
    if (all.size === 0) return;
    try {
      const ids = [...new Set([...all].map((s) => s.userId))];
      const rows = await app.db
        .select({
          id: panelUsers.id,
          tenantId: panelUsers.tenantId,
          active: panelUsers.active,
          sessionVersion: panelUsers.sessionVersion,
        })
        .from(panelUsers)
        .where(inArray(panelUsers.id, ids));
      const current = new Map(rows.map((r) => [r.id, r]));
      for (const s of all) {
        const user = current.get(s.userId);
        if (!user?.active || user.tenantId !== s.tenantId || user.sessionVersion !== s.sessionVersion)
          s.socket.close(REALTIME_CLOSE.unauthorized);
      }
    } catch (error) {
      app.log.warn({ err: error }, 'realtime: no se pudo revisar a los usuarios conectados');
    }
  }

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const s of all) s.socket.close(REALTIME_CLOSE.goingAway);
  });
  app.addHook('onClose', async () => {
    await stopListening().catch(() => undefined);
  });

  return {
    async publish(tenantId, event) {
      try {
        const notice: Notice = { tenantId, event };
        await app.db.execute(sql`select pg_notify(${PG_CHANNEL}, ${JSON.stringify(notice)})`);
      } catch (error) {
        app.log.warn({ err: error, tenantId, event }, 'realtime: no se pudo publicar');
      }
    },

    connections: () => all.size,

    accept(socket) {
      let subscriber: Subscriber | null = null;
      const timer = setTimeout(() => socket.close(REALTIME_CLOSE.authTimeout), REALTIME_AUTH_TIMEOUT_MS);
      socket.once('message', (data) => {
        clearTimeout(timer);
        let token: unknown;
        try {
          const message = JSON.parse(data.toString()) as { type?: unknown; token?: unknown };
          if (message.type !== 'auth') throw new Error('not auth');
          token = message.token;
        } catch {
          socket.close(REALTIME_CLOSE.badMessage);
          return;
        }
        if (typeof token !== 'string' || !token) {
          socket.close(REALTIME_CLOSE.unauthorized);
          return;
        }
        authenticate(token).then(
          (who) => {
            if (socket.readyState !== socket.OPEN) return;
            if (!who) {
              socket.close(REALTIME_CLOSE.unauthorized);
              return;
            }
            subscriber = { socket, ...who, alive: true };
            add(subscriber);
            socket.send(JSON.stringify({ type: 'ready' }));
          },
          (error: unknown) => {
            app.log.warn({ err: error }, 'realtime: error al autenticar');
            socket.close(REALTIME_CLOSE.goingAway);
          },
        );
      });
      socket.on('pong', () => {
        if (subscriber) subscriber.alive = true;
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (subscriber) remove(subscriber);
      });
      socket.on('error', () => socket.terminate());
    },
  };
}
