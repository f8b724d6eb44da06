import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { csvHeader, exportPageSize, type KeysetPage } from './csv';
import { copiedColumns, type CsvColumn } from './csv-columns';
import { csvFromTuples } from './tuple-csv';

/**
 * The CSV text of a large export (Clientes lists, audiences), header first, a chunk at a time with
 * memory flat. `query()` is the whole statement in id order and `query(page)` one keyset page of it.
 * The rows come as the bytes of a COPY (Database.copyRows) and the lines are written from them,
 * without an object or a string per row (tuple-csv.ts). PostgreSQL runs the whole statement in one
 * COPY on the read connection: the plan it picks for all the rows, as hand-written SQL gets. PGlite,
 * whose one connection and thread every request shares, copies keyset pages with the event loop free
 * between them. Either way each slice waits its turn while operators are served (heavy-reads.ts).
 */
export async function* largeCsv<Row extends { id: number }>(
  app: Pick<FastifyInstance, 'copyRows' | 'appConfig' | 'giveWay'>,
  request: FastifyRequest,
  header: readonly string[],
  columns: readonly CsvColumn<Row>[],
  query: (page?: KeysetPage) => SQL,
): AsyncGenerator<string | Buffer> {
  yield csvHeader(header);
  const kinds = columns.map((column) => column.kind);
  if (app.appConfig.databaseUrl) {
    await app.giveWay(request);
    for await (const tuples of app.copyRows(copiedColumns(columns, query()))) {
      yield csvFromTuples(kinds, tuples).lines;
      // Not reading meanwhile holds the database back too (heavy-reads.ts).
      await app.giveWay(request);
    }
    return;
  }
  const limit = exportPageSize(app.appConfig);
  for (let afterId = 0; ;) {
    // The turn ends once the page is read, not once it is sent: a slow download holds no one up.
    const done = await app.giveWay(request);
    const chunks: Buffer[] = [];
    try {
      const page = copiedColumns(columns, query({ afterId, limit }), { keyed: true });
      for await (const tuples of app.copyRows(page)) chunks.push(tuples);
    } finally {
      done();
    }
    const { lines, rows, lastKey } = csvFromTuples(kinds, Buffer.concat(chunks));
    if (rows > 0) yield lines;
    if (rows < limit) return;
    afterId = lastKey;
  }
}
