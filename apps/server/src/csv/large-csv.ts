import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import { csvHeader, exportPageSize, keysetPages, type KeysetPage } from './csv';
import { copiedColumns, rowCsvLine, type CsvColumn } from './csv-columns';
import { csvFromTuples } from './tuple-csv';

/**
 * The CSV text of a large export (Clientes lists, audiences), header first, a chunk at a time with
 * memory flat. `query()` is the whole statement in id order and `query(page)` one keyset page of it.
 * PostgreSQL runs the whole statement in one COPY on the read connection (Database.copyRows): the
 * plan it picks for all the rows, as hand-written SQL gets, and the lines are written from the bytes
 * it sends, without an object or a string per row (tuple-csv.ts). PGlite,
 * whose one connection and thread every request shares, reads keyset pages with the event loop free
 * between them, so the operators' requests are served meanwhile (docs/architecture.md 'Dashboard
 * summaries').
 */
export async function* largeCsv<Row extends { id: number }>(
  app: Pick<FastifyInstance, 'copyRows' | 'readDb' | 'appConfig'>,
  header: readonly string[],
  columns: readonly CsvColumn<Row>[],
  query: (page?: KeysetPage) => SQL,
): AsyncGenerator<string | Buffer> {
  yield csvHeader(header);
  if (app.copyRows) {
    const kinds = columns.map((column) => column.kind);
    for await (const tuples of app.copyRows(copiedColumns(columns, query())))
      yield csvFromTuples(kinds, tuples);
    return;
  }
  const pages = keysetPages(
    (afterId, limit) => queryRows<Row>(app.readDb, query({ afterId, limit })),
    (row) => row,
    exportPageSize(app.appConfig),
  );
  for await (const rows of pages) {
    let text = '';
    for (const row of rows) text += rowCsvLine(columns, row);
    yield text;
  }
}
