import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: data-access functions take either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
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

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onMessage, onReconnect) =>
        listenPostgres(options.databaseUrl!, channel, onMessage, onReconnect),
    };
  }
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
      // After close() the database is gone and so is the subscription.
      return async () => (client.closed ? undefined : client.unlisten(channel, onMessage));
    },
  };
}

const LISTEN_RETRY_MS = { first: 1000, max: 15_000 };

/** A LISTEN connection outside the pool, kept open: reconnects with backoff until stopped. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS.first;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
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
      await next.end().catch(() => undefined);
      throw error;
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
    await client?.end().catch(() => undefined);
  };
}

/** Rows of a raw SQL query; both drivers answer with `rows`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
