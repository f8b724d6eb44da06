import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo-seed';
import { localBlobStore } from '../storage/blob-store';
import { tokenFor } from '../../test/factories';
import { withDatabase } from '../../test/global-setup';
import { testConfig } from '../../test/test-app';
import { openDatabase } from './connection';
import { movedFigures, tableCounts } from './moved-data-checks';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

describe.runIf(process.env.TEST_ENGINE === 'postgres')(
  'npm run move-to-postgres (embedded database to PostgreSQL)',
  { timeout: 120_000 },
  () => {
    // Collected on PGlite too (and skipped there), where TEST_DATABASE_URL is unset.
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset';
    const targetName = `panel_move_${randomBytes(4).toString('hex')}`;
    const targetUrl = withDatabase(adminUrl, targetName);
    let dataDir: string;
    let sourceCounts: Record<string, number>;
    let sourceFigures: unknown[];

    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const move = (url: string) =>
      run(process.execPath, ['--import', 'tsx', 'apps/server/src/db/move-to-postgres-cli.ts', url], {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'panel-move-'));
      const source = openDatabase({ dataDir });
      try {
        await source.migrate();
        await seedDemo(source.db, localBlobStore(path.join(dataDir, 'uploads')));
        // PGlite answers plain SQL as a pg client does.
        const client = (source.db as unknown as { $client: Pick<pg.Client, 'query'> }).$client;
        sourceCounts = await tableCounts(client);
        sourceFigures = await movedFigures(client);
      } finally {
        await source.close();
      }
      await admin(`create database ${targetName}`);
    });
    afterAll(async () => {
      await admin(`drop database if exists ${targetName} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('moves the demo installation whole: the same rows in every table, the same ledger, and the panel runs on it', async () => {
      const moved = await move(targetUrl);
      expect(moved).not.toHaveProperty('code');
      expect(moved.stdout).toContain('Mudanza terminada');
      expect(moved.stdout).toMatch(/fund_movements\s+(\d+)\s+\1\n/);

      const target = new pg.Client({ connectionString: targetUrl });
      await target.connect();
      try {
        const targetCounts = await tableCounts(target);
        expect(targetCounts).toEqual(sourceCounts);
        for (const table of ['panel_users', 'fund_movements', 'receipts', 'audit_log', 'island_day_stats']) {
          expect(targetCounts[table]).toBeGreaterThan(0);
        }
        expect(await movedFigures(target)).toEqual(sourceFigures);
        // New rows continue the numbering instead of colliding with the copied ids.
        const { rows } = await target.query<{ last: string; max: number }>(
          `select (select last_value from pg_sequences where sequencename = 'fund_movements_id_seq')::text as last,
                  (select max(id) from fund_movements) as max`,
        );
        expect(Number(rows[0]!.last)).toBe(rows[0]!.max);
      } finally {
        await target.end();
      }
      // The move writes no secrets into the folder (data-backup.ts, dataSettings).
      expect(await readdir(dataDir)).not.toContain('jwt-secret');

      // The panel on the moved database, the receipt files kept in DATA_DIR/uploads.
      const database = openDatabase({ databaseUrl: targetUrl, dataDir });
      const app = await buildApp(testConfig(dataDir, { databaseUrl: targetUrl }), { database });
      try {
        const token = await tokenFor(app, 'admin', DEMO_PASSWORD);
        const islands = await app.inject({
          method: 'GET',
          url: '/api/this/tenants',
          headers: { 'x-access-token': token },
        });
        expect(islands.json().islandata.name).toBe('Isla Demo');
      } finally {
        await app.close();
        await database.close();
      }

      const again = await move(targetUrl);
      expect(again).toMatchObject({ code: 1 });
      expect((again as { stderr: string }).stderr).toContain('La base de destino ya tiene datos');
    });

    it('the logical export of the same installation loads into PostgreSQL with npm run import-data', async () => {
      const file = path.join(dataDir, '..', `${path.basename(dataDir)}.sql`);
      const dataCli = (args: string[], env: Record<string, string> = {}) =>
        run(process.execPath, ['--import', 'tsx', 'apps/server/src/db/logical-export-cli.ts', ...args], {
          cwd: root,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
        });
      const importName = `${targetName}_import`;
      await admin(`create database ${importName}`);
      try {
        await dataCli(['export', file]);
        const { stdout } = await dataCli(['import', file], {
          DATABASE_URL: withDatabase(adminUrl, importName),
        });
        expect(stdout).toContain('cargado en PostgreSQL (DATABASE_URL)');
        const target = new pg.Client({ connectionString: withDatabase(adminUrl, importName) });
        await target.connect();
        try {
          expect(await tableCounts(target)).toEqual(sourceCounts);
          expect(await movedFigures(target)).toEqual(sourceFigures);
        } finally {
          await target.end();
        }
      } finally {
        await admin(`drop database if exists ${importName} with (force)`);
        await rm(file, { force: true });
      }
    });
  },
);
