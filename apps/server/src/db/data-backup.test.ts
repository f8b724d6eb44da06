import { spawn } from 'node:child_process';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { openDatabase } from './connection';
import { backupDataDir, restoreDataDir } from './data-backup';
import { islands } from './schema';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'panel-backup-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A DATA_DIR with a migrated database, an island and a receipt file. */
async function installation(name: string, island: string): Promise<string> {
  const dataDir = path.join(work, name);
  await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'recibo.png'), 'antes');
  await withDatabase(dataDir, (db) => db.insert(islands).values({ name: island, prefix: 'rs' }));
  return dataDir;
}

async function withDatabase<T>(
  dataDir: string,
  use: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>,
) {
  const database = openDatabase({ dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

const islandNames = (dataDir: string) =>
  withDatabase(dataDir, async (db) =>
    (await db.select({ name: islands.name }).from(islands)).map((i) => i.name),
  );

describe.runIf(process.env.TEST_ENGINE !== 'postgres')(
  'backup and restore of DATA_DIR (embedded database only)',
  { timeout: 120_000 },
  () => {
    it('restores the database and the receipt files as they were at the backup, keeping a copy of what it replaced', async () => {
      const dataDir = await installation('restore', 'Isla Respaldo');
      const archive = path.join(work, 'copia.tar.gz');
      await expect(backupDataDir(dataDir, path.join(dataDir, 'dentro.tar.gz'))).rejects.toThrow(
        `Guarde la copia fuera de ${dataDir}.`,
      );
      expect(await backupDataDir(dataDir, archive)).toEqual(expect.arrayContaining(['pglite', 'uploads']));

      await withDatabase(dataDir, async (db) => {
        await db.delete(islands).where(eq(islands.name, 'Isla Respaldo'));
        await db.insert(islands).values({ name: 'Isla Posterior', prefix: 'po' });
      });
      await writeFile(path.join(dataDir, 'uploads', 'recibo.png'), 'despues');

      const safetyCopy = path.join(work, 'antes.tar.gz');
      await expect(restoreDataDir(dataDir, archive, { replace: false, safetyCopy })).rejects.toThrow(
        'ya tiene una base de datos. Agregue --replace',
      );
      await restoreDataDir(dataDir, archive, { replace: true, safetyCopy });
      expect(await islandNames(dataDir)).toContain('Isla Respaldo');
      expect(await islandNames(dataDir)).not.toContain('Isla Posterior');
      expect(await readFile(path.join(dataDir, 'uploads', 'recibo.png'), 'utf8')).toBe('antes');

      // The replaced state is in the safety copy, restorable into an empty folder.
      const elsewhere = path.join(work, 'vacia');
      await restoreDataDir(elsewhere, safetyCopy, {
        replace: false,
        safetyCopy: path.join(work, 'no-usada.tar.gz'),
      });
      expect(await islandNames(elsewhere)).toContain('Isla Posterior');
      expect(existsSync(path.join(work, 'no-usada.tar.gz'))).toBe(false);
    });

    it('refuses while a running process holds the data folder', async () => {
      const dataDir = await installation('en-uso', 'Isla Abierta');
      const holder = spawn('sleep', ['30']);
      try {
        await writeFile(
          path.join(dataDir, 'pglite.lock'),
          JSON.stringify({ pid: holder.pid, host: os.hostname() }),
        );
        await expect(backupDataDir(dataDir, path.join(work, 'nunca.tar.gz'))).rejects.toThrow(
          `ya está en uso por otro proceso (pid ${holder.pid}`,
        );
        expect(existsSync(path.join(work, 'nunca.tar.gz'))).toBe(false);
      } finally {
        holder.kill();
      }
    });

    it('npm run backup and restore work from the command line, and point PostgreSQL users to pg_dump', async () => {
      const dataDir = await installation('cli', 'Isla Consola');
      const archive = path.join(work, 'cli.tar.gz');
      const cli = (args: string[], env: Record<string, string> = {}) =>
        run(process.execPath, ['--import', 'tsx', 'apps/server/src/db/data-backup-cli.ts', ...args], {
          cwd: root,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
        });
      await cli(['backup', archive]);
      expect(existsSync(archive)).toBe(true);
      await withDatabase(dataDir, (db) => db.delete(islands).where(eq(islands.name, 'Isla Consola')));
      await cli(['restore', archive, '--replace']);
      expect(await islandNames(dataDir)).toContain('Isla Consola');
      // The state it replaced is kept next to the archive.
      const safetyCopies = (await readdir(work)).filter((f) =>
        f.startsWith('panel-data-antes-de-restaurar-'),
      );
      expect(safetyCopies).toHaveLength(1);

      const refused = await cli(['backup', archive], { DATABASE_URL: 'postgres://127.0.0.1:1/panel' }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr.trim()).toBe(
        'Con DATABASE_URL la base es PostgreSQL: use pg_dump y pg_restore (docs/deploy.md).',
      );
    });

    it('backup and restore never write secret files: a folder without them is archived without them, and says so', async () => {
      const dataDir = await installation('sin-secretos', 'Isla Produccion');
      const archive = path.join(work, 'sin-secretos.tar.gz');
      const archived = async (file: string) => {
        const names: string[] = [];
        await tar.list({ file, onReadEntry: (entry) => void names.push(entry.path) });
        return names;
      };
      // As an operator would run it on a production folder, forgetting NODE_ENV=production.
      const cli = (args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'apps/server/src/db/data-backup-cli.ts', ...args], {
          cwd: root,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        });
      const { stdout } = await cli(['backup', archive]);
      expect(stdout).toContain('La carpeta no tiene archivos de secretos (jwt-secret, secrets-key)');
      expect(await readdir(dataDir)).not.toContain('jwt-secret');
      expect(await readdir(dataDir)).not.toContain('secrets-key');
      expect(await archived(archive)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(jwt-secret|secrets-key)$/)]),
      );
      const restored = await cli(['restore', archive, '--replace']);
      expect(restored.stdout).toContain('La copia no traía archivos de secretos');
      expect(await readdir(dataDir)).not.toContain('jwt-secret');
      expect(await readdir(dataDir)).not.toContain('secrets-key');

      // A secret the folder does hold is archived as before.
      await writeFile(path.join(dataDir, 'jwt-secret'), 'secreto-de-esta-instalacion');
      const withSecret = path.join(work, 'con-secreto.tar.gz');
      expect((await cli(['backup', withSecret])).stdout).toContain(
        'La copia incluye los secretos jwt-secret',
      );
      expect(await archived(withSecret)).toContain('jwt-secret');
      expect(await readdir(dataDir)).not.toContain('secrets-key');
    });
  },
);
