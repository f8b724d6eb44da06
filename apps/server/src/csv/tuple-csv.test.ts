import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { copiedColumns, rowCsvLine, type CsvColumn } from './csv-columns';
import { csvFromTuples } from './tuple-csv';

/**
 * A large export is written from row objects on PGlite and from COPY tuples on PostgreSQL
 * (large-csv.ts): the two writers must give the same bytes for any value a player or cashier can
 * type, any count, amount and day.
 */
interface Row {
  id: number;
  name: string | null;
  phone: string | null;
  count: number | null;
  amount: string | null;
  day: string | null;
}

const COLUMNS: CsvColumn<Row>[] = [
  { field: 'name', kind: 'text' },
  { field: 'phone', kind: 'keptAsText' },
  { field: 'count', kind: 'integer' },
  { field: 'amount', kind: 'centavos' },
  { field: 'day', kind: 'isoDay' },
];
const KINDS = COLUMNS.map((column) => column.kind);

// Text that meets every rule: formula starts, separators, quotes, line breaks, tabs, accents, emoji.
const text = fc.oneof(
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ';', '"', ',', "'", 'a', 'ñ', '€', ' ', '1'),
  }),
  fc.string({ unit: 'grapheme' }),
);
// PostgreSQL text holds no NUL character.
const storable = text.map((value) => value.replaceAll('\0', ''));
const rows = fc
  .array(
    fc.record({
      name: fc.option(storable),
      phone: fc.option(storable),
      count: fc.option(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 })),
      // 13 integer digits at most, as a typed amount (domain money.ts), and their centavos.
      amount: fc.option(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }).map(String)),
      day: fc.option(
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
    }),
    { minLength: 1, maxLength: 20 },
  )
  .map((drawn) => drawn.map((row, i): Row => ({ id: i + 1, ...row })));

const fieldsOf = (row: Row) => COLUMNS.map(({ field }) => row[field]);

/** The rows as binary COPY tuples of their text, as copiedColumns has PostgreSQL send them. */
function tuplesOf(list: Row[]): Buffer {
  const parts: Buffer[] = [];
  for (const row of list) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(COLUMNS.length);
    parts.push(count);
    for (const value of fieldsOf(row)) {
      const bytes = value === null ? null : Buffer.from(String(value), 'utf8');
      const length = Buffer.alloc(4);
      length.writeInt32BE(bytes ? bytes.length : -1);
      parts.push(length, ...(bytes ? [bytes] : []));
    }
  }
  return Buffer.concat(parts);
}

const linesOf = (list: Row[]) => list.map((row) => rowCsvLine(COLUMNS, row)).join('');

describe('CSV lines from COPY tuples', () => {
  it('are the lines written from row objects, for any text, count, amount and day', () => {
    fc.assert(
      fc.property(rows, (list) => {
        expect(csvFromTuples(KINDS, tuplesOf(list)).toString('utf8')).toBe(linesOf(list));
      }),
      { numRuns: 500 },
    );
  });

  it('write amounts as JavaScript writes centavos / 100, and keep the phone and formula rules', () => {
    const row = (amount: string, name = 'Ana', phone = '549'): Row => ({
      id: 1,
      name,
      phone,
      count: 1,
      amount,
      day: '2026-01-05',
    });
    const written = (r: Row) => csvFromTuples(KINDS, tuplesOf([r])).toString('utf8');
    expect(written(row('150025'))).toBe('Ana;"\t549";1;1500,25;05-01-2026\r\n');
    expect(written(row('150'))).toBe('Ana;"\t549";1;1,5;05-01-2026\r\n');
    expect(written(row('-5'))).toBe('Ana;"\t549";1;-0,05;05-01-2026\r\n');
    expect(written(row('0', '=1+1', '+54 "9"'))).toBe(`'=1+1;"\t'+54 ""9""";1;0;05-01-2026\r\n`);
  });
});

const onPostgres = process.env.TEST_ENGINE === 'postgres';

describe.runIf(onPostgres)('CSV lines from a real COPY (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are the lines written from row objects, whatever text the database sends for each type', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (list) => {
        const values = sql.join(
          list.map(
            (r) =>
              sql`select ${r.id}::int as id, ${r.name}::text as name, ${r.phone}::text as phone,
                         ${r.count}::int as count, ${r.amount}::bigint as amount, ${r.day}::date as day`,
          ),
          sql` union all `,
        );
        const chunks: Buffer[] = [];
        const statement = copiedColumns(COLUMNS, sql`select * from (${values}) v order by id`);
        for await (const tuples of t.app.copyRows!(statement)) chunks.push(csvFromTuples(KINDS, tuples));
        expect(Buffer.concat(chunks).toString('utf8')).toBe(linesOf(list));
      }),
      { numRuns: 40 },
    );
  });
});
