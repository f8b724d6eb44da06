import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import { startTestApp } from '../../test/test-app';
import { endsWithin, freePort, spawnServer } from '../../test/server-process';

const engine = process.env.TEST_ENGINE ?? 'pglite';
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'panel-start-'));
  folders.push(dir);
  return dir;
}

/** A server that accepts TCP connections and never answers, as a hung database does. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function expectOneLineNamingDatabaseUrl(stderr: string) {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toContain('No se pudo conectar a la base de datos de DATABASE_URL (127.0.0.1:');
  expect(lines[0]).not.toContain('clave-secreta');
}

describe('a database that cannot be reached at start', { timeout: 120_000 }, () => {
  it('refusing connections: one line naming DATABASE_URL, exit 1', async () => {
    const port = await freePort();
    const server = await spawnServer({
      DATA_DIR: await tempDir(),
      DATABASE_URL: `postgres://panel:clave-secreta@127.0.0.1:${port}/panel`,
    });
    expect(await endsWithin(server, 20_000)).toBe(1);
    expectOneLineNamingDatabaseUrl(server.stderr());
    expect(server.stderr()).toContain('rechazó la conexión');
  });

  it('accepting and never answering: one line naming DATABASE_URL, exit 1, after the connect timeout', async () => {
    const silent = await silentServer();
    try {
      const server = await spawnServer({
        DATA_DIR: await tempDir(),
        DATABASE_URL: `postgres://panel:clave-secreta@127.0.0.1:${silent.port}/panel`,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      });
      expect(await endsWithin(server, 20_000)).toBe(1);
      expectOneLineNamingDatabaseUrl(server.stderr());
      expect(server.stderr()).toContain('no respondió en 1000 ms (DATABASE_CONNECT_TIMEOUT_MS)');
    } finally {
      await silent.close();
    }
  });
});

describe.runIf(engine === 'pglite')(
  'one process per embedded data folder (embedded database only)',
  { timeout: 120_000 },
  () => {
    it('a second server on the same DATA_DIR refuses to start; a lock left by a killed one does not block', async () => {
      const dataDir = await tempDir();
      await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });
      const first = await spawnServer({ DATA_DIR: dataDir });
      await first.listening;
      const lockFile = path.join(dataDir, 'pglite.lock');
      expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });

      const second = await spawnServer({ DATA_DIR: dataDir });
      expect(await endsWithin(second, 20_000)).toBe(1);
      const lines = second.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`ya está en uso por otro proceso (pid ${first.child.pid}`);
      // The first one still serves.
      expect((await fetch(`http://127.0.0.1:${first.port}/api/ready`)).status).toBe(200);

      await first.stop('SIGKILL');
      expect(existsSync(lockFile)).toBe(true);
      const third = await spawnServer({ DATA_DIR: dataDir });
      await third.listening;
      expect((await fetch(`http://127.0.0.1:${third.port}/api/ready`)).status).toBe(200);
      // A clean stop leaves no lock behind.
      expect(await third.stop('SIGTERM')).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    });
  },
);

describe.runIf(engine === 'postgres')(
  'a running server whose connections are terminated (PostgreSQL only)',
  { timeout: 120_000 },
  () => {
    it('stays up and answers again, idle or after a request', async () => {
      const t = await startTestApp();
      const server = await spawnServer({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl! });
      try {
        await server.listening;
        const ready = () => fetch(`http://127.0.0.1:${server.port}/api/ready`).then((r) => r.status);
        expect(await ready()).toBe(200);
        const admin = new pg.Client({ connectionString: t.databaseUrl });
        await admin.connect();
        for (let round = 0; round < 3; round++) {
          const { rows } = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
          );
          expect(rows.length).toBeGreaterThan(0);
          // The first call after the drop may meet the dead connection (503); the next one is served.
          let status = await ready();
          if (status === 503) status = await ready();
          expect(status).toBe(200);
        }
        await admin.end();
        expect(server.child.exitCode).toBeNull();
      } finally {
        await server.stop();
        await t.close();
      }
    });
  },
);
