import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemo } from '../seed/demo-seed';
import { localBlobStore } from '../storage/blob-store';
import { openDatabase } from './connection';
import { movedFigures, tableCounts } from './moved-data-checks';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

type Failure = { code: number; stdout: string; stderr: string };
const cli = (dataDir: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/db/logical-export-cli.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  }).catch((error: Failure) => error);

async function read<T>(
  dataDir: string,
  use: (db: { query(text: string): Promise<{ rows: unknown[] }> }) => Promise<T>,
) {
  const database = openDatabase({ dataDir });
  try {
    return await use(
      (database.db as unknown as { $client: { query(text: string): Promise<{ rows: unknown[] }> } }).$client,
    );
  } finally {
    await database.close();
  }
}

describe.runIf(process.env.TEST_ENGINE !== 'postgres')(
  'npm run export-data and import-data (logical export of the embedded database)',
  { timeout: 120_000 },
  () => {
    let work: string;
    let source: string;
    beforeAll(async () => {
      work = await mkdtemp(path.join(os.tmpdir(), 'panel-export-'));
      source = path.join(work, 'origen');
      await cp(inject('pgliteTemplateDir'), source, { recursive: true });
      const database = openDatabase({ dataDir: source });
      try {
        await seedDemo(database.db, localBlobStore(path.join(source, 'uploads')));
      } finally {
        await database.close();
      }
    });
    afterAll(() => rm(work, { recursive: true, force: true }));

    it('loads the demo installation into an empty PGlite with the same rows, ledger and audit trail', async () => {
      const file = path.join(work, 'panel.sql');
      const exported = await cli(source, ['export', file]);
      expect(exported.stdout).toMatch(/guardada en .*panel\.sql: \d+ tablas, \d+ filas\./);
      expect((await cli(source, ['export', file])).stderr).toContain('ya existe: elija otro nombre.');

      const target = path.join(work, 'destino');
      const imported = await cli(target, ['import', file]);
      expect(imported).not.toHaveProperty('code');
      expect(imported.stdout).toMatch(/fund_movements\s+(\d+)\s+\1\n/);

      const [sourceCounts, sourceFigures] = await read(source, async (db) => [
        await tableCounts(db),
        await movedFigures(db),
      ]);
      const [targetCounts, targetFigures] = await read(target, async (db) => [
        await tableCounts(db),
        await movedFigures(db),
      ]);
      expect(targetCounts).toEqual(sourceCounts);
      expect((targetCounts as Record<string, number>).fund_movements).toBeGreaterThan(0);
      expect(targetFigures).toEqual(sourceFigures);

      const again = await cli(target, ['import', file]);
      expect(again).toMatchObject({ code: 1 });
      expect((again as Failure).stderr).toContain('La base de destino ya tiene datos');

      // A file cut short is refused before anything is loaded.
      const cut = path.join(work, 'cortado.sql');
      const text = await readFile(file, 'utf8');
      await writeFile(cut, text.slice(0, Math.floor(text.length / 2)));
      const refused = await cli(path.join(work, 'otro'), ['import', cut]);
      expect((refused as Failure).stderr).toContain('está incompleto: vuelva a exportar.');
    });
  },
);
