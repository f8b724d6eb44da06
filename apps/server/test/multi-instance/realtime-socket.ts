import WebSocket from 'ws';

/** A signed-in realtime socket on the instance at `base`; `next(event)` resolves at that event's next arrival. */
export async function realtimeSocket(
  base: string,
  token: string,
): Promise<{ next(event: string): Promise<void>; close(): void }> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`);
  const waiting: { event: string; resolve: () => void }[] = [];
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type?: string; event?: string };
      if (message.type === 'ready') resolve();
      for (const w of waiting.filter((w) => w.event === message.event)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  return {
    next: (event) => new Promise((resolve) => waiting.push({ event, resolve })),
    close: () => ws.close(),
  };
}
