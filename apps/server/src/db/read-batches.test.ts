import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { openDatabase, queryRows, type Database } from './connection';

/**
 * Database.readBatches (docs/architecture.md 'Dashboard summaries'): an export on PostgreSQL reads
 * one statement through a cursor. A download cancelled half-way must give its connection back,
 * outside any transaction, or the pool would run dry one cancelled export at a time.
 */
const onPostgres = process.env.TEST_ENGINE === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe.runIf(onPostgres)('reading a statement in batches (PostgreSQL only: PGlite reads pages)', () => {
  let database: Database;
  beforeAll(() => {
    // One connection: a batch reader that kept it would leave every later query waiting.
    database = openDatabase({
      databaseUrl: t.databaseUrl!,
      dataDir: t.dataDir,
      databasePool: { connectTimeoutMs: 2000, statementTimeoutMs: 5000, poolMax: 1 },
    });
  });
  afterAll(() => database.close());

  const numbers = sql`select g as id from generate_series(1, 25000) g order by g`;

  it('hands every row over once, in order, in batches of the size asked', async () => {
    const sizes: number[] = [];
    let next = 1;
    for await (const rows of database.readBatches!<{ id: number }>(numbers, 10_000)) {
      sizes.push(rows.length);
      for (const row of rows) expect(row.id).toBe(next++);
    }
    expect(sizes).toEqual([10_000, 10_000, 5000]);
  });

  it('gives the connection back, out of its read-only transaction, when the reader stops early', async () => {
    for await (const rows of database.readBatches!<{ id: number }>(numbers, 1000)) {
      expect(rows).toHaveLength(1000);
      break;
    }
    // The pool's one connection is free, and writes again (no transaction left open on it).
    const [row] = await queryRows<{ readOnly: string; inTransaction: boolean }>(
      database.db,
      sql`select current_setting('transaction_read_only') as "readOnly",
                 now() <> statement_timestamp() as "inTransaction"`,
    );
    expect(row).toEqual({ readOnly: 'off', inTransaction: false });
  });

  it('ends a failing statement with its error and keeps the pool usable', async () => {
    const failing = sql`select 1 / (g - 3) as id from generate_series(1, 10) g`;
    await expect(async () => {
      for await (const rows of database.readBatches!(failing, 2)) expect(rows.length).toBeLessThanOrEqual(2);
    }).rejects.toThrow(/division by zero/);
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});

describe.runIf(!onPostgres)('PGlite has no batch reader (its exports read keyset pages)', () => {
  it('leaves readBatches unset, so exports page by key', () => {
    expect(t.app.readBatches).toBeNull();
  });
});
