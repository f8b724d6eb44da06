import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

/** A test socket on /api/realtime that keeps every message and its close code, to await in order. */
export interface TestSocket {
  ws: WebSocket;
  next(): Promise<unknown>;
  closed: Promise<number>;
}

export async function openRealtime(app: FastifyInstance, firstMessage?: unknown): Promise<TestSocket> {
  const ws = await app.injectWS('/api/realtime');
  const queue: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const message: unknown = JSON.parse(data.toString());
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  if (firstMessage !== undefined) ws.send(JSON.stringify(firstMessage));
  return {
    ws,
    closed,
    next: () =>
      queue.length > 0
        ? Promise.resolve(queue.shift())
        : new Promise((resolve) => {
            waiting.push(resolve);
          }),
  };
}

/** A socket authenticated with `token`, past its `ready`. */
export async function openAuthenticated(app: FastifyInstance, token: string): Promise<TestSocket> {
  const socket = await openRealtime(app, { type: 'auth', token });
  const ready = await socket.next();
  if ((ready as { type?: string }).type !== 'ready')
    throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return socket;
}
