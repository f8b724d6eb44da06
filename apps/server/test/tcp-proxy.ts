import net from 'node:net';

/**
 * A TCP proxy in front of the test's PostgreSQL, to play what a database does to a server:
 * `forward` passes bytes, `refuse` drops every connection (a database down or restarting), `silent`
 * accepts and never answers (a database that hangs). Only on 127.0.0.1.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'refuse' | 'silent' = 'forward';
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'refuse') return client.destroy();
    if (mode === 'silent') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Switches mode; leaving `forward` also cuts every open connection. */
    set(next: typeof mode) {
      mode = next;
      if (next !== 'forward') for (const socket of open) socket.destroy();
    },
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
