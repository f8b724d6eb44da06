import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/**
 * A value the spreadsheet must keep as text though it looks like a number: a phone would otherwise
 * become 5,49111E+12. Written after a tab inside quotes, which Excel and LibreOffice keep as text (the
 * tab shows as a small indent); `="…"` would do too, but it is a formula, what this writer refuses.
 */
export interface CsvText {
  text: string;
}
export const asText = (value: string | null | undefined): CsvText | null =>
  value === null || value === undefined ? null : { text: value };

export type CsvCell = string | number | boolean | null | undefined | CsvText;

/** Excel and LibreOffice run a cell that starts like a formula; a leading apostrophe keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const quoted = (text: string) => (/[";\n\r\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * One cell for a spreadsheet set to Spanish (Argentina), see README "CSV exports": numbers with a
 * decimal comma and no thousands mark (read as numbers), user text neutralised, phones kept as text.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  // The tab always calls for quotes.
  if (typeof value === 'object') return `"\t${neutralise(value.text).replaceAll('"', '""')}"`;
  return quoted(typeof value === 'string' ? neutralise(value) : String(value));
}

/** ';' between cells: with ',' as the decimal mark, it is the list separator Excel uses in es-AR. */
export function csvLine(cells: readonly CsvCell[]): string {
  // A loop rather than map and join: an export writes this for every row.
  let line = csvCell(cells[0]);
  for (let i = 1; i < cells.length; i++) line += `;${csvCell(cells[i])}`;
  return `${line}\r\n`;
}

/** The file's first line: UTF-8 with a byte-order mark, so Excel reads the accents right. */
export const csvHeader = (header: readonly string[]) => `\uFEFF${csvLine(header)}`;

async function* csvChunks(header: readonly string[], pages: AsyncIterable<readonly CsvCell[][]>) {
  yield csvHeader(header);
  for await (const page of pages) {
    let text = '';
    for (const cells of page) text += csvLine(cells);
    if (text !== '') yield text;
  }
}

/**
 * Streams a CSV download: the rows come a page at a time (see keysetPages), so memory stays
 * constant however many rows there are.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  pages: AsyncIterable<readonly CsvCell[][]>,
) {
  return sendCsvText(reply, filename, csvChunks(header, pages));
}

/**
 * The download's `Content-Disposition`. A header value is plain ASCII, so a name with accents (an
 * audience's) goes in `filename` without its marks, anything else '_', and whole in RFC 6266's
 * `filename*` (UTF-8), which browsers prefer: a download through a signed link is named by this
 * header, not by the page (docs/features/lists.md 'Exports').
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .-]/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a CSV download whose text comes in chunks (large-csv.ts), header line included. */
export function sendCsvText(reply: FastifyReply, filename: string, chunks: AsyncIterable<string | Buffer>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(filename))
    .send(Readable.from(chunks));
}

/**
 * Rows per page of an export. PostgreSQL: large pages, few round trips. Embedded PGlite runs every
 * statement on the process's one connection and thread, so a page is a slice short enough that the
 * operators' requests waiting meanwhile are served within milliseconds (docs/architecture.md
 * 'Dashboard summaries').
 */
export const exportPageSize = (config: { databaseUrl?: string | undefined }) =>
  config.databaseUrl ? 5000 : 1000;

/**
 * Reads a large result a page at a time by key (id > last id), never with OFFSET: each page costs
 * the same. `fetchPage(afterId, limit)` returns rows ordered by id. Between pages the event loop
 * takes the requests that arrived meanwhile, so their statements run before the next page's.
 */
export async function* keysetPages<Row extends { id: number }, Out>(
  fetchPage: (afterId: number, limit: number) => Promise<Row[]>,
  toCells: (row: Row) => Out,
  pageSize = 5000,
): AsyncGenerator<Out[]> {
  let afterId = 0;
  for (;;) {
    const rows = await fetchPage(afterId, pageSize);
    if (rows.length === 0) return;
    yield rows.map(toCells);
    if (rows.length < pageSize) return;
    afterId = rows[rows.length - 1]!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The rows after `afterId` in id order, at most `limit`: one keyset page of an export's statement. */
export interface KeysetPage {
  afterId: number;
  limit: number;
}
