import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * between them. Either way each slice waits its turn while operators are served (heavy-reads.ts).
 */
export async function* largeCsv<Row extends { id: number }>(
  app: Pick<FastifyInstance, 'copyRows' | 'readDb' | 'appConfig' | 'giveWay'>,
  request: FastifyRequest,
  header: readonly string[],
  columns: readonly CsvColumn<Row>[],
  query: (page?: KeysetPage) => SQL,
): AsyncGenerator<string | Buffer> {
  yield csvHeader(header);
  if (app.copyRows) {
    const kinds = columns.map((column) => column.kind);
    await app.giveWay(request);
    for await (const tuples of app.copyRows(copiedColumns(columns, query()))) {
      yield csvFromTuples(kinds, tuples);
      // Not reading meanwhile holds the database back too (heavy-reads.ts).
      await app.giveWay(request);
    }
    return;
  }
  const pages = keysetPages(
    async (afterId, limit) => {
      const done = await app.giveWay(request);
      try {
        return await queryRows<Row>(app.readDb, query({ afterId, limit }));
      } finally {
        done();
      }
    },
    (row) => row,
    exportPageSize(app.appConfig),
  );
  for await (const rows of pages) {
    let text = '';
    for (const row of rows) text += rowCsvLine(columns, row);
    yield text;
  }
}
