import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

/**
 * How long an export's one COPY statement may run, its download included: the database waits on a
 * slow client while the answer is backpressured, so the pool's per-statement limit (meant for
 * requests) would cut a large file off half-way (docs/architecture.md 'Dashboard summaries').
 */
const EXPORT_STATEMENT_TIMEOUT_MS = 600_000;
/** pg's own timer for the COPY: a little after the database's limit, for a network gone silent. */
const EXPORT_READ_TIMEOUT_MS = EXPORT_STATEMENT_TIMEOUT_MS + 5_000;

const dialect = new PgDialect();

/** Binary COPY starts with an 11-byte signature, 4 bytes of flags and a sized header extension. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER_FIXED = 19;
const headerEnd = (buffer: Buffer) => HEADER_FIXED + buffer.readInt32BE(15);

/** COPY takes no bind parameters: the statement's are written into it as literals (drizzle's escaping). */
const inlined = (query: SQL) => dialect.sqlToQuery(query.inlineParams()).sql;

/**
 * Where the whole tuples in `buffer` from `at` end. A tuple is a field count (int16; -1 is the
 * trailer that ends the data), then per field its length (int32; -1 for null) and its bytes.
 */
function wholeTuplesEnd(buffer: Buffer, at: number): { end: number; trailer: boolean } {
  for (;;) {
    if (at + 2 > buffer.length) return { end: at, trailer: false };
    const fields = buffer.readInt16BE(at);
    if (fields === -1) return { end: at, trailer: true };
    let next = at + 2;
    for (let field = 0; field < fields; field++) {
      if (next + 4 > buffer.length) return { end: at, trailer: false };
      next += 4 + Math.max(buffer.readInt32BE(next), 0);
    }
    if (next > buffer.length) return { end: at, trailer: false };
    at = next;
  }
}

/**
 * The stream's tuples, a chunk of whole ones at a time: the stream's chunks end anywhere, so the
 * part of a tuple a chunk ends with waits for the next chunk.
 */
async function* wholeTuples(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let headerRead = false;
  for await (const chunk of chunks) {
    const buffer = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let start = 0;
    if (!headerRead) {
      if (buffer.length < HEADER_FIXED || buffer.length < headerEnd(buffer)) {
        pending = buffer;
        continue;
      }
      start = headerEnd(buffer);
      headerRead = true;
    }
    const { end, trailer } = wholeTuplesEnd(buffer, start);
    if (end > start) yield buffer.subarray(start, end);
    pending = trailer ? Buffer.alloc(0) : buffer.subarray(end);
  }
}

/** What pg reads from and calls on a query it runs: the COPY stream has them, its types do not. */
interface SubmittedQuery {
  query_timeout: number;
  callback: () => void;
  handleError(error: Error): void;
  handleReadyForQuery(): void;
}

/**
 * pg-copy-streams' COPY … TO STDOUT, with pg's read timer the export's and cleared when the COPY
 * ends. pg arms that timer for every query, from the pool's per-request limit, and only the query's
 * `callback` clears it, which the COPY stream never calls (brianc/node-pg-copy-streams#156): a
 * download slower than the limit was cut half-way, and every export left a timer behind that kept
 * the process up long after it (the bench did not exit).
 */
function copyOut(text: string): CopyToStreamQuery {
  const stream = copyTo(text) as CopyToStreamQuery & SubmittedQuery;
  stream.query_timeout = EXPORT_READ_TIMEOUT_MS;
  stream.callback = () => {}; // pg wraps it in what clears its timer
  const [handleError, handleReadyForQuery] = [stream.handleError, stream.handleReadyForQuery];
  // pg hands the stream the end of the COPY, failed or not, through these two.
  stream.handleError = (error: Error) => {
    stream.callback();
    handleError.call(stream, error);
  };
  stream.handleReadyForQuery = () => {
    stream.callback();
    handleReadyForQuery.call(stream);
  };
  return stream;
}

/**
 * A statement's rows as binary COPY tuples (wholeTuplesEnd), streamed from COPY … TO STDOUT in a
 * read-only transaction on a connection of `pool`: the fields' bytes as PostgreSQL sends them, with
 * no row objects made here (an export writes its CSV straight from them, csv/tuple-csv.ts). Binary,
 * not text or CSV format: those escape backslashes or quote line breaks, where binary hands each
 * value over unchanged behind its length. COPY takes no bind parameters, so the statement's are
 * written into it as literals (drizzle's escaping; standard strings are set below).
 * A reader that stops early (a cancelled download) or a failure discards the connection: a COPY
 * cannot be left half-read on a connection the pool would hand out again.
 */
export async function* copyRows(pool: pg.Pool, query: SQL): AsyncGenerator<Buffer> {
  const text = inlined(query);
  const client = await pool.connect();
  let done = false;
  try {
    await client.query('begin read only');
    // Planned for every row: JIT compiling such a statement costs more than running it.
    await client.query(
      `set local jit = off; set local standard_conforming_strings = on; set local statement_timeout = ${EXPORT_STATEMENT_TIMEOUT_MS}`,
    );
    yield* wholeTuples(client.query(copyOut(`copy (${text}) to stdout (format binary)`)));
    await client.query('commit');
    done = true;
  } finally {
    client.release(!done);
  }
}

/** The tuples of one whole binary COPY output; anything else (a cut or doubled output) throws. */
function tuplesOfWholeCopy(output: Buffer): Buffer {
  const whole = output.length >= HEADER_FIXED + 2 && output.subarray(0, SIGNATURE.length).equals(SIGNATURE);
  const start = whole ? headerEnd(output) : 0;
  const { end, trailer } = whole ? wholeTuplesEnd(output, start) : { end: 0, trailer: false };
  if (!trailer || end + 2 !== output.length) throw new Error('COPY output is not one whole binary COPY');
  return output.subarray(start, end);
}

/**
 * PGlite's copyRows: the statement's rows as binary COPY tuples, in one chunk. COPY … TO '/dev/blob'
 * hands PGlite's output over as one Blob, so the rows cross into JavaScript as bytes, without the row
 * objects a query makes: an export's pages cost half as much (docs/architecture.md 'Dashboard
 * summaries'). The whole output is held, so it is meant for short statements, as PGlite's exports'
 * keyset pages are (csv/large-csv.ts). PGlite keeps what a failing COPY had written for the next
 * one to hand over; it is discarded here, and an output that is not one whole COPY is refused.
 */
export async function* copyPgliteRows(client: PGlite, query: SQL): AsyncGenerator<Buffer> {
  let blob: Blob | undefined;
  try {
    ({ blob } = await client.query(`copy (${inlined(query)}) to '/dev/blob' (format binary)`));
  } catch (error) {
    await client._getWrittenBlob();
    throw error;
  }
  if (!blob) throw new Error('COPY wrote no output');
  const tuples = tuplesOfWholeCopy(Buffer.from(await blob.arrayBuffer()));
  if (tuples.length > 0) yield tuples;
}
