import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { installHeavyReads } from './heavy-reads';

/**
 * Heavy reads give way to the requests operators wait on (docs/architecture.md 'Heavy reads give
 * way'): a slice of an export or a dashboard card waits while such a request is in flight, and goes
 * on by itself when the queue stays busy.
 */
let app: FastifyInstance;
afterEach(() => app.close());

// A turn never comes by the clock here unless a test asks: what lets a heavy read go is visible.
async function start(
  maxWaitMs = 600_000,
  oneAtATime = false,
): Promise<{ base: string; release: () => void; order: string[] }> {
  app = Fastify();
  installHeavyReads(app, { oneAtATime, maxWaitMs });
  const order: string[] = [];
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  app.get('/queue', async () => {
    await held;
    order.push('queue');
    return 'ok';
  });
  app.get('/heavy', async (request) => {
    order.push('heavy arrived');
    await app.giveWay(request);
    order.push('heavy');
    return 'ok';
  });
  // A heavy read whose statement takes until the test releases it.
  app.get('/long', async (request) => {
    await app.giveWay(request);
    order.push('long starts');
    await held;
    order.push('long ends');
    return 'ok';
  });
  // An export: its page read, its turn ends while the file still goes out.
  app.get('/export', async (request) => {
    const done = await app.giveWay(request);
    order.push('page read');
    done();
    await held;
    return 'ok';
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, release, order };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * With `held` in flight (once it logs `mark`, or after 20 ms when it logs nothing), a heavy read is
 * answered at once; then `held` is let go.
 */
async function answeredBeside(
  started: Awaited<ReturnType<typeof start>>,
  held: Promise<unknown>,
  mark?: string,
) {
  if (mark) await until(() => started.order.includes(mark));
  else await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await fetch(`${started.base}/heavy`)).status).toBe(200);
  expect(started.order).toEqual([...(mark ? [mark] : []), 'heavy arrived', 'heavy']);
  started.release();
  await held;
}

describe('heavy reads', () => {
  it('wait while an operator request is in flight, and go on as soon as it is answered', async () => {
    const { base, release, order } = await start();
    const queue = fetch(`${base}/queue`);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the queue request has arrived
    const heavy = fetch(`${base}/heavy`);
    await until(() => order.includes('heavy arrived'));
    release();
    await Promise.all([queue, heavy]);
    expect(order).toEqual(['heavy arrived', 'queue', 'heavy']);
  });

  it('are never stopped by a queue that stays busy', async () => {
    const started = await start(50);
    await answeredBeside(started, fetch(`${started.base}/queue`));
  });

  it('do not wait on a realtime socket, which stays open all shift', async () => {
    const started = await start();
    // The socket's upgrade request, held open as a WebSocket is.
    await answeredBeside(
      started,
      app.inject({ method: 'GET', url: '/queue', headers: { upgrade: 'websocket' } }),
    );
  });

  it('on the embedded engine, take turns: one heavy statement at a time holds the connection', async () => {
    const { base, release, order } = await start(50, true);
    const long = fetch(`${base}/long`);
    await until(() => order.includes('long starts'));
    const heavy = fetch(`${base}/heavy`);
    await until(() => order.includes('heavy arrived'));
    await new Promise((resolve) => setTimeout(resolve, 100)); // past the longest wait for operators
    expect(order).toEqual(['long starts', 'heavy arrived']);
    release();
    await Promise.all([long, heavy]);
    expect(order).toEqual(['long starts', 'heavy arrived', 'long ends', 'heavy']);
  });

  it('on the embedded engine, let the next go once the page is read, not once the file is sent', async () => {
    const started = await start(50, true);
    await answeredBeside(started, fetch(`${started.base}/export`), 'page read');
  });

  it('on PostgreSQL, run side by side', async () => {
    const started = await start(50, false);
    await answeredBeside(started, fetch(`${started.base}/long`), 'long starts');
  });
});
