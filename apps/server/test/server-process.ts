import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything printed so far. */
  stdout(): string;
  stderr(): string;
  /** The exit code once the process ends. */
  exited: Promise<number | null>;
  /** Resolves when the server says it listens; rejects if it ends first. */
  listening: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `npm start`'s server (src/main.ts) as its own process, on 127.0.0.1, with JSON logs. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      JWT_SECRET: 'j'.repeat(40),
      SECRETS_KEY: 's'.repeat(40),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => {
      if (out.includes('Panel Comprobantes en')) resolve();
    });
    void exited.then((code) => reject(new Error(`the server ended (${code}): ${err || out}`)));
  });
  listening.catch(() => undefined);
  return {
    child,
    port,
    stdout: () => out,
    stderr: () => err,
    exited,
    listening,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits for the process to end, at most `ms`; kills it and fails past that, so a hang is a failure. */
export async function endsWithin(server: ServerProcess, ms: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), ms)));
  const result = await Promise.race([server.exited, limit]);
  clearTimeout(timer);
  if (result === 'hung') {
    await server.stop('SIGKILL');
    throw new Error(`the server did not end within ${ms} ms: ${server.stdout()} ${server.stderr()}`);
  }
  return result;
}

/**
 * Resolves once the server answers /api/health: for a server whose log level hides the line
 * `listening` waits for. Fails if it ends first or does not answer within a minute.
 */
export async function answering(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server ended: ${server.stderr()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
