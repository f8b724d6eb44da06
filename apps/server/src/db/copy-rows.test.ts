import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { openDatabase, queryRows, type Database } from './connection';

/**
 * Database.copyRows (docs/architecture.md 'Dashboard summaries'): an export reads its rows as the
 * tuples of a COPY, streamed on PostgreSQL and at once on PGlite. Every byte must come through
 * unchanged, in whole tuples. On PostgreSQL a download cancelled half-way must not leave its
 * connection in the pool mid-COPY, or the pool would run dry one cancelled export at a time; on
 * PGlite what a failing COPY wrote must not reach the next one.
 */
const onPostgres = process.env.TEST_ENGINE === 'postgres';

const t = useTestApp();

/** Each chunk's tuples as their fields' text (null for a null field). */
const collect = async (chunks: AsyncIterable<Buffer>) => {
  const rows: (string | null)[][] = [];
  for await (const chunk of chunks) {
    let at = 0;
    while (at < chunk.length) {
      const fields = chunk.readInt16BE(at);
      at += 2;
      const row: (string | null)[] = [];
      for (let i = 0; i < fields; i++) {
        const length = chunk.readInt32BE(at);
        at += 4;
        row.push(length < 0 ? null : chunk.toString('utf8', at, at + length));
        at += Math.max(length, 0);
      }
      rows.push(row);
    }
  }
  return rows;
};

describe('the tuples of a COPY', () => {
  let database: Database;
  beforeAll(() => {
    // PostgreSQL: one connection, so a reader that kept it would leave every later query waiting.
    database = onPostgres
      ? openDatabase({
          databaseUrl: t.databaseUrl!,
          dataDir: t.dataDir,
          databasePool: { connectTimeoutMs: 2000, statementTimeoutMs: 5000, poolMax: 1 },
        })
      : t.sameDatabase();
  });
  afterAll(() => (onPostgres ? database.close() : undefined));

  const numbers = sql`select g::text as id, repeat('x', g % 50) as xs from generate_series(1, 25000) g order by g`;

  it('hands every row over once, in order, in whole tuples whatever the chunks of the stream', async () => {
    const expected = Array.from({ length: 25_000 }, (_, i) => [String(i + 1), 'x'.repeat((i + 1) % 50)]);
    expect(await collect(database.copyRows(numbers))).toEqual(expected);
  });

  it('passes the bytes on unchanged: backslashes, tabs, line breaks, accents, quotes; null as nothing', async () => {
    const values = ['a\\b', 'tab\there', 'dos\r\nlíneas', 'ñandú €', `'comillas' "dobles"`, '', null];
    const rows = sql.join(
      values.map((value, i) => sql`select ${i} as i, ${value}::text as v`),
      sql` union all `,
    );
    const copied = await collect(database.copyRows(sql`select v from (${rows}) r order by i`));
    expect(copied).toEqual(values.map((value) => [value]));
  });

  it('hands over no tuple for no row', async () => {
    expect(await collect(database.copyRows(sql`select 1 where false`))).toEqual([]);
  });

  it('ends a failing statement with its error, and the next COPY hands over only its own rows', async () => {
    // The rows before the failing one are written out before it fails.
    const failing = sql`select (1 / (g - 3))::text from generate_series(1, 10) g`;
    await expect(collect(database.copyRows(failing))).rejects.toThrow(/division by zero/);
    expect(await collect(database.copyRows(sql`select 'después'::text`))).toEqual([['después']]);
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('keeps a parameter a literal, however it is quoted', async () => {
    const tricky = `'); select pg_sleep(10); --\\'`;
    expect(await collect(database.copyRows(sql`select ${tricky}::text`))).toEqual([[tricky]]);
  });

  it.runIf(onPostgres)(
    'gives the connection back, out of its read-only transaction, when the reader stops early',
    async () => {
      for await (const chunk of database.copyRows(numbers)) {
        expect(chunk.length).toBeGreaterThan(0);
        break;
      }
      // The pool's one connection works, and writes again (no transaction or COPY left open on it).
      const [row] = await queryRows<{ readOnly: string; inTransaction: boolean }>(
        database.db,
        sql`select current_setting('transaction_read_only') as "readOnly",
                 now() <> statement_timestamp() as "inTransaction"`,
      );
      expect(row).toEqual({ readOnly: 'off', inTransaction: false });
    },
  );

  it.runIf(onPostgres)(
    "outlives the pool's per-query client timer while the download is slow, and the connection serves on after it",
    async () => {
      // pg's client timer for this pool is 250 + 50 ms; an export has a limit of its own.
      const quick = openDatabase({
        databaseUrl: t.databaseUrl!,
        dataDir: t.dataDir,
        databasePool: { connectTimeoutMs: 50, statementTimeoutMs: 250, poolMax: 1 },
      });
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      try {
        // A reader slower than the timer, as a slow download is: it stalls past the 300 ms once,
        // mid-stream, whatever the number of chunks (a sum of short sleeps measured 299.8 ms once).
        async function* slowly(chunks: AsyncIterable<Buffer>) {
          let stalled = false;
          for await (const chunk of chunks) {
            yield chunk;
            if (!stalled) await sleep(400);
            stalled = true;
          }
        }
        const started = performance.now();
        expect(await collect(slowly(quick.copyRows(numbers)))).toHaveLength(25_000);
        expect(performance.now() - started).toBeGreaterThan(350);
        // Past pg's timer for the pool: the connection serves the next COPY and query.
        await sleep(400);
        expect(await collect(quick.copyRows(sql`select 'otra'::text`))).toEqual([['otra']]);
        expect(await queryRows(quick.db, sql`select 2 as two`)).toEqual([{ two: 2 }]);
      } finally {
        await quick.close();
      }
    },
  );
});
