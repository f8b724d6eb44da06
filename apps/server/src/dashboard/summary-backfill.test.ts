import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import fc from 'fast-check';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from '../db/schema';
import { migrationsFolder, queryRows, type Db } from '../db/connection';
import { withDatabase } from '../../test/global-setup';
import { cards, history, writeHistory, type History } from '../../test/dashboard-history';
import * as raw from './dashboard-queries';
import * as summary from './summary-queries';

/*
 * The upgrade: a database filled by the version before the summaries (its migrations only, raw
 * rows, no triggers) is migrated, and every card read from the backfilled summaries equals the raw
 * aggregation of the rows it already had; the movements get their per-player numbers.
 */
/** The first migration of this change: the previous version shipped those before it. */
const SUMMARIES_MIGRATION = '0007_dashboard_summaries';

interface Database {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (!template) {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  // Named after the run's template, so the run's teardown drops it whatever happens here.
  const url = withDatabase(process.env.TEST_DATABASE_URL!, `${template}_up${randomBytes(4).toString('hex')}`);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${new URL(url).pathname.slice(1)}"`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: () => pool.end(),
  };
}

/** The migrations folder as the previous version shipped it. */
async function previousMigrations(dir: string): Promise<string> {
  const folder = path.join(dir, 'drizzle');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < SUMMARIES_MIGRATION);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

let dir: string;
let tenantCount = 0;
let database: Database;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'panel-upgrade-'));
  database = await emptyDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

it('backfills the summaries of a database filled before them', async () => {
  await database.migrate(await previousMigrations(dir));
  const islands: [number, History][] = [];
  for (const h of fc.sample(history, { seed: 12, numRuns: 4 })) {
    // Plain SQL: the factory's insert names columns later migrations add.
    const [island] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into islands (name, prefix) values (${`Isla ${tenantCount++}`}, 'up') returning id`,
    );
    await writeHistory(database.db, island!.id, h);
    islands.push([island!.id, h]);
  }

  await database.migrate(migrationsFolder);
  let checked = 0;
  for (const [tenantId, h] of islands)
    for (const range of h.ranges) {
      const fromSummaries = await cards(database.db, tenantId, summary, range);
      expect(fromSummaries).toEqual(await cards(database.db, tenantId, raw, range));
      checked += fromSummaries.cargas.data.cantidad + fromSummaries.cliente.data.total;
    }
  // The histories are not empty: the comparison compared figures.
  expect(checked).toBeGreaterThan(0);
  // Migration 0008 numbered each player's movements 1…n in id order (history pages read these).
  const [numbering] = await queryRows<{ movements: number; misnumbered: number }>(
    database.db,
    sql`select count(*)::int as movements, count(*) filter (where fm.seq <> n.seq)::int as misnumbered
        from fund_movements fm
        join (select id, row_number() over (partition by client_id order by id) as seq from fund_movements) n
          on n.id = fm.id`,
  );
  expect(numbering!.movements).toBeGreaterThan(0);
  expect(numbering!.misnumbered).toBe(0);
});
