import { sql, type SQL } from 'drizzle-orm';

/**
 * What a column of a large export holds. The file is written straight from the bytes of a COPY, on
 * both engines (tuple-csv.ts), by these kinds; tuple-csv.test.ts checks it byte for byte against
 * what csvLine (csv.ts, every other export's writer) makes of the same values.
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

/** The columns of a record of field → kind, in the record's order: `{ phone: 'keptAsText', … }`. */
export const csvColumns = <Row>(kinds: Partial<Record<keyof Row & string, CsvKind>>): CsvColumn<Row>[] =>
  Object.entries(kinds).map(([field, kind]) => ({
    field: field as keyof Row & string,
    kind: kind as CsvKind,
  }));

/**
 * The columns of `rows` (a statement) as text, in order, for a COPY whose tuples tuple-csv.ts
 * writes: counts and centavos as plain integers, whatever numeric type the statement gives them.
 */
export function copiedColumns<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: SQL,
  { keyed = false }: { keyed?: boolean } = {},
): SQL {
  const texts = columns.map(({ field, kind }) => {
    const value = sql`r.${sql.identifier(field)}`;
    return kind === 'integer' || kind === 'centavos' ? sql`(${value})::bigint::text` : sql`(${value})::text`;
  });
  // A keyset page's key last: csvFromTuples does not write it, and gives it back as lastKey.
  if (keyed) texts.push(sql`r.id::text`);
  return sql`select ${sql.join(texts, sql`, `)} from (${rows}) r`;
}
