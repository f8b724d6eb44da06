import type { FastifyReply } from 'fastify';
import { applyListQuery, type ListColumn } from '@panel/domain/lists/list-columns';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { asText, sendCsv, type CsvCell } from '../csv/csv';

/** Rows per chunk written to the answer. */
const CHUNK = 500;

async function* inChunks<T>(items: readonly T[]): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += CHUNK) yield items.slice(start, start + CHUNK);
}

const cellOf = <Row>(column: ListColumn<Row>, row: Row): CsvCell => {
  const value = column.value(row);
  return column.text && typeof value === 'string' ? asText(value) : value;
};

/**
 * Streams a small list as CSV (docs/features/lists.md): the rows the list shows for this query (its
 * search and order, every page), its columns' headers, with the CSV rules of README "CSV exports".
 */
export function sendListCsv<Row, K extends string>(
  reply: FastifyReply,
  filename: string,
  rows: readonly Row[],
  columns: readonly ListColumn<Row, K>[],
  query: ListQuery<K>,
) {
  const shown = applyListQuery(rows, columns, query);
  const lines = shown.map((row) => columns.map((column) => cellOf(column, row)));
  return sendCsv(
    reply,
    filename,
    columns.map((column) => column.label),
    inChunks(lines),
  );
}
