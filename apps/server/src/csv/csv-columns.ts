import { sql, type SQL } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import { asText, csvLine, type CsvCell } from './csv';

/**
 * What a column of a large export holds. The file is written from row objects (PGlite) or straight
 * from the bytes of a COPY (PostgreSQL, tuple-csv.ts); both writers follow these kinds, and
 * tuple-csv.test.ts checks them byte for byte against each other on random values.
 */
export type CsvKind =
  /** User text: neutralised and quoted as csvCell does. */
  | 'text'
  /** Digits a spreadsheet must keep as text (phones): asText. */
  | 'keptAsText'
  /** A count. */
  | 'integer'
  /** An amount in centavos, written in pesos with a decimal comma. */
  | 'centavos'
  /** A day as the database writes a date (yyyy-mm-dd), written dd-mm-yyyy. */
  | 'isoDay';

export interface CsvColumn<Row> {
  field: keyof Row & string;
  kind: CsvKind;
}

/** yyyy-mm-dd → dd-mm-yyyy, the CSV's date cells (README 'CSV exports'). */
const dayCell = (isoDay: string) => `${isoDay.slice(8, 10)}-${isoDay.slice(5, 7)}-${isoDay.slice(0, 4)}`;

function cell(kind: CsvKind, value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'text':
      return String(value);
    case 'keptAsText':
      return asText(String(value));
    case 'integer':
      return Number(value);
    case 'centavos':
      return centavosToPesos(Number(value));
    case 'isoDay':
      return dayCell(String(value));
  }
}

/** A row's CSV line, CRLF included. */
export function rowCsvLine<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return csvLine(columns.map((column) => cell(column.kind, row[column.field])));
}

/**
 * The columns of `rows` (a statement) as text, in order, for a COPY whose tuples tuple-csv.ts
 * writes: counts and centavos as plain integers, whatever numeric type the statement gives them.
 */
export function copiedColumns<Row>(columns: readonly CsvColumn<Row>[], rows: SQL): SQL {
  const texts = columns.map(({ field, kind }) => {
    const value = sql`r.${sql.identifier(field)}`;
    return kind === 'integer' || kind === 'centavos' ? sql`(${value})::bigint::text` : sql`(${value})::text`;
  });
  return sql`select ${sql.join(texts, sql`, `)} from (${rows}) r`;
}
