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
import { addDays, businessDay } from '@panel/domain/date-range';
import * as schema from '../db/schema';
import { migrationsFolder, queryRows, type Db } from '../db/connection';
import { withDatabase } from '../../test/global-setup';
import { cards, history, writeHistory, type History } from '../../test/dashboard-history';
import * as raw from '../../test/dashboard-reference';
import * as summary from './summary-queries';

/*
 * The upgrades: a database filled by the version before the summaries (its migrations only, raw
 * rows, no triggers) is migrated, and every card read from the backfilled summaries equals the raw
 * aggregation of the rows it already had; the movements get their per-player numbers. And a
 * database summarised before deferred receipts counted apart (its triggers counting them as
 * pending) shows them apart once migrated, the same summaries a rebuild would write.
 */
/** The first migration of each change: the previous version shipped those before it. */
const SUMMARIES_MIGRATION = '0007_dashboard_summaries';
const DEFERRED_MIGRATION = '0014_dashboard_deferred';

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

/** The migrations folder as the version before `firstNew` shipped it. */
async function previousMigrations(firstNew: string): Promise<string> {
  const folder = path.join(dir, firstNew);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < firstNew);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

let dir: string;
let tenantCount = 0;
const databases: Database[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'panel-upgrade-'));
});
afterAll(async () => {
  for (const database of databases) await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A database at the version before `firstNew`, with random histories written on islands of its own. */
async function filledBefore(firstNew: string, seed: number) {
  const database = await emptyDatabase();
  databases.push(database);
  await database.migrate(await previousMigrations(firstNew));
  const islands: [number, History][] = [];
  for (const h of fc.sample(history, { seed, numRuns: 4 })) {
    // Plain SQL: the factory's insert names columns later migrations add.
    const [island] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into islands (name, prefix) values (${`Isla ${tenantCount++}`}, 'up') returning id`,
    );
    await writeHistory(database.db, island!.id, h);
    islands.push([island!.id, h]);
  }
  return { database, islands };
}

it('backfills the summaries of a database filled before them', async () => {
  const { database, islands } = await filledBefore(SUMMARIES_MIGRATION, 12);
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

it('counts apart the deferred receipts of a database summarised before they were', async () => {
  const { database, islands } = await filledBefore(DEFERRED_MIGRATION, 14);
  // The old triggers counted deferred receipts as pending.
  const [before] = await queryRows<{ deferred: number }>(
    database.db,
    sql`select count(*)::int as deferred from receipts where status = 'notfound'`,
  );
  expect(before!.deferred).toBeGreaterThan(0);

  await database.migrate(migrationsFolder);
  let deferred = 0;
  // The histories' ranges, and one over all of them (every receipt uploaded is in it).
  const today = businessDay(new Date());
  const everything = { start: addDays(today, -100), end: addDays(today, 2) };
  for (const [tenantId, h] of islands)
    for (const range of [...h.ranges, everything]) {
      const fromSummaries = await cards(database.db, tenantId, summary, range);
      expect(fromSummaries).toEqual(await cards(database.db, tenantId, raw, range));
      deferred += fromSummaries.trans.data.pospuestos;
    }
  expect(deferred).toBeGreaterThan(0);
  // The backfill's delta rows, merged, are the day rows a rebuild from the raw rows writes.
  const dayRows = async () => {
    await database.db.execute(sql`select dashboard_compact()`);
    return queryRows<{ row: string }>(
      database.db,
      sql`select s::text as row from island_day_stats s
          where receipts <> 0 or approved <> 0 or pending <> 0 or rejected <> 0 or bonus_receipts <> 0
            or deferred <> 0 or loaders <> 0 or registered <> 0
          order by 1`,
    );
  };
  const migrated = await dayRows();
  await database.db.execute(sql`select dashboard_rebuild()`);
  expect(await dayRows()).toEqual(migrated);
});
