import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { POOL_DEFAULTS, type PoolSettings } from '../config';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { copyPgliteRows, copyRows } from './copy-rows';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: data-access functions take either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  /**
   * Heavy reads that may lag a little (dashboard, exports, audiences' players): DATABASE_READ_URL,
   * a read replica, when set; otherwise the same as `db`. Never written through.
   */
  readDb: Db;
  engine: 'pglite' | 'postgres';
  /**
   * A statement's rows as chunks of whole binary COPY tuples, for exports (copy-rows.ts): streamed on
   * the read connection on PostgreSQL; at once on PGlite, where a statement holds the process's one
   * connection for its whole run, so its exports copy short keyset pages (csv/large-csv.ts).
   */
  copyRows(query: SQL): AsyncGenerator<Buffer>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL pool figures for the metrics; null on PGlite, which has one in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * LISTEN on a channel (realtime fan-out between instances). PostgreSQL: a dedicated connection that
   * reconnects by itself and calls `onReconnect`, since notices sent while it was down are lost.
   * Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export function openDatabase(options: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  dataDir: string;
  databasePool?: PoolSettings;
}): Database {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.databasePool ?? POOL_DEFAULTS, options.databaseReadUrl);
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    client = new PGlite(dir);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    engine: 'pglite',
    copyRows: (query) => copyPgliteRows(client, query),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
    poolStats: () => null,
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
      // After close() the database is gone and so is the subscription.
      return async () => (client.closed ? undefined : client.unlisten(channel, onMessage));
    },
  };
}

/** Client settings shared by the pool and the LISTEN connection. */
function clientSettings(url: string, settings: PoolSettings): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // A server that stops answering mid-query (a silent network) fails the query a little after the
    // server-side limit would have, instead of holding the request forever.
    query_timeout: settings.statementTimeoutMs + settings.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/** Advisory lock key held while migrating (any constant shared by every instance). */
const MIGRATION_LOCK = 7_240_311;

function openPool(url: string, settings: PoolSettings): pg.Pool {
  const pool = new pg.Pool({ ...clientSettings(url, settings), max: settings.poolMax });
  // A connection the server drops (pg_terminate_backend, a restart, a failover) emits 'error': without
  // these listeners Node treats it as unhandled and the process exits. Idle ones reach the pool's
  // listener and are discarded; a checked-out one fails its query (the request answers 503, see
  // db/errors.ts) and the pool discards it on release. The next query opens a fresh connection.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

function openPostgres(url: string, settings: PoolSettings, readUrl: string | undefined): Database {
  const pool = openPool(url, settings);
  const readPool = readUrl ? openPool(readUrl, settings) : null;
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    readDb: (readPool ? drizzlePg({ client: readPool, schema }) : db) as unknown as Db,
    engine: 'postgres',
    copyRows: (query) => copyRows(readPool ?? pool, query),
    migrate: async () => {
      // Its own connection without the statement limit: building an index on a big table may take longer.
      const client = new pg.Client({
        ...clientSettings(url, settings),
        statement_timeout: 0,
        query_timeout: 0,
      });
      client.on('error', () => undefined);
      await client.connect();
      try {
        // Instances starting together take turns: the second finds the migrations applied.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await Promise.all([endWithin(pool), readPool && endWithin(readPool)]);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage, onReconnect) =>
      listenPostgres(clientSettings(url, settings), channel, onMessage, onReconnect),
  };
}

/**
 * How long closing waits for connections to say goodbye. pg-pool's end() resolves only after every
 * removed client's end() has called back, and a client whose connection died mid-way (terminated,
 * a network gone silent) may never do so: shutdown must not hang on it (docs/deploy.md).
 */
const CLOSE_GRACE_MS = 5000;

function endWithin(pool: pg.Pool | pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CLOSE_GRACE_MS);
    timer.unref();
  });
  return Promise.race([pool.end().catch(() => undefined), grace]).finally(() => clearTimeout(timer));
}

const LISTEN_RETRY_MS = { first: 1000, max: 15_000 };

/** A LISTEN connection outside the pool, kept open: reconnects with backoff until stopped. */
async function listenPostgres(
  settings: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS.first;

  const connect = async () => {
    // No statement or query limit: the LISTEN connection sits idle by design.
    const next = new pg.Client({ ...settings, statement_timeout: undefined, query_timeout: undefined });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => undefined); // 'end' follows and schedules the reconnection
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      retryTimer = setTimeout(() => void reconnect(), delay);
      delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await endWithin(next);
      throw error;
    }
    // Stopped while this connection was being opened: nobody would ever close it.
    if (stopped) {
      await endWithin(next);
      return;
    }
    client = next;
    delay = LISTEN_RETRY_MS.first;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      onReconnect?.();
    } catch {
      retryTimer = setTimeout(() => void reconnect(), delay);
      delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    if (client) await endWithin(client);
  };
}

/** Rows of a raw SQL query; both drivers answer with `rows`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a query that must not be JIT-compiled. PostgreSQL prices some short reads high (a subquery
 * per row of a series it assumes holds 1,000 rows, an aggregate per player) and then compiles them,
 * which costs more (0.3 to 2 s) than running them. PGlite has no JIT; the setting is harmless there.
 */
export function queryRowsWithoutJit<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return queryRows<T>(tx, query);
  });
}
