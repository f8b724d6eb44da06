import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { centavosToPesos } from '@panel/domain/money';
import { asText, csvLine } from './csv';
import { copiedColumns, csvColumns } from './csv-columns';
import { csvFromTuples } from './tuple-csv';

/**
 * A large export is written from COPY tuples (large-csv.ts), every other export by csvLine (csv.ts):
 * the two must give the same bytes for any value a player or cashier can type, any count, amount and
 * day (README 'CSV exports').
 */
interface Row {
  id: number;
  name: string | null;
  phone: string | null;
  count: number | null;
  amount: string | null;
  day: string | null;
}

const COLUMNS = csvColumns<Row>({
  name: 'text',
  phone: 'keptAsText',
  count: 'integer',
  amount: 'centavos',
  day: 'isoDay',
});
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

/** The rows as binary COPY tuples of their text, as copiedColumns has the database send them. */
function tuplesOf(list: Row[], keyed = false): Buffer {
  const parts: Buffer[] = [];
  for (const row of list) {
    const values = keyed ? [...fieldsOf(row), row.id] : fieldsOf(row);
    const count = Buffer.alloc(2);
    count.writeInt16BE(values.length);
    parts.push(count);
    for (const value of values) {
      const bytes = value === null ? null : Buffer.from(String(value), 'utf8');
      const length = Buffer.alloc(4);
      length.writeInt32BE(bytes ? bytes.length : -1);
      parts.push(length, ...(bytes ? [bytes] : []));
    }
  }
  return Buffer.concat(parts);
}

/** What csvLine writes for the row's values, each as its column's kind says. */
const lineOf = (row: Row) =>
  csvLine([
    row.name,
    asText(row.phone),
    row.count,
    row.amount === null ? null : centavosToPesos(Number(row.amount)),
    row.day && `${row.day.slice(8, 10)}-${row.day.slice(5, 7)}-${row.day.slice(0, 4)}`,
  ]);
const linesOf = (list: Row[]) => list.map(lineOf).join('');

describe('CSV lines from COPY tuples', () => {
  it('are the lines csvLine writes, for any text, count, amount and day', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const written = csvFromTuples(KINDS, tuplesOf(list));
        expect(written.lines.toString('utf8')).toBe(linesOf(list));
        expect(written.rows).toBe(list.length);
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
    const written = (r: Row) => csvFromTuples(KINDS, tuplesOf([r])).lines.toString('utf8');
    expect(written(row('150025'))).toBe('Ana;"\t549";1;1500,25;05-01-2026\r\n');
    expect(written(row('150'))).toBe('Ana;"\t549";1;1,5;05-01-2026\r\n');
    expect(written(row('-5'))).toBe('Ana;"\t549";1;-0,05;05-01-2026\r\n');
    expect(written(row('0', '=1+1', '+54 "9"'))).toBe(`'=1+1;"\t'+54 ""9""";1;0;05-01-2026\r\n`);
  });
});

const onPostgres = process.env.TEST_ENGINE === 'postgres';

describe('a keyset page of COPY tuples', () => {
  it("writes no key, and ends at its last row's key", () => {
    fc.assert(
      fc.property(rows, (list) => {
        const tuples = tuplesOf(list, true);
        const { lines, ...end } = csvFromTuples(KINDS, tuples);
        expect(lines.toString('utf8')).toBe(linesOf(list));
        expect(end).toEqual({ rows: list.length, lastKey: list.at(-1)!.id });
      }),
      { numRuns: 200 },
    );
    expect(csvFromTuples(KINDS, Buffer.alloc(0))).toEqual({ lines: Buffer.alloc(0), rows: 0, lastKey: 0 });
  });
});

describe(`CSV lines from a real COPY (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const t = useTestApp();

  it('are the lines csvLine writes, whatever text the database sends for each type', async () => {
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
        for await (const tuples of t.app.copyRows(statement)) chunks.push(csvFromTuples(KINDS, tuples).lines);
        expect(Buffer.concat(chunks).toString('utf8')).toBe(linesOf(list));
      }),
      { numRuns: 40 },
    );
  });
});
