import type { PGlite } from '@electric-sql/pglite';

/**
 * A logical export of the embedded database (docs/deploy.md 'Backup and restore'): every table's rows
 * as PostgreSQL's text COPY, which any PostgreSQL (and a newer PGlite) reads whatever its version,
 * unlike the physical copy of PGlite's files. PGlite's own pg_dump (@electric-sql/pglite-tools) is
 * published for PGlite 0.5.8 at most, so the rows are read through PGlite itself.
 */
export interface TableToCopy {
  name: string;
  /** Written columns, in the table's order; generated ones are left for the target to compute. */
  columns: string[];
}

/** Anything that answers a catalog query: PGlite, or a pg client. */
export interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The columns a COPY names, quoted. */
export const columnList = (table: TableToCopy) => table.columns.map(quoteName).join(', ');

/**
 * The application's tables (schema public; drizzle's own bookkeeping lives in schema drizzle and is
 * written by the target's migrations), by name. Their foreign keys form cycles (islands.bot_id and
 * bots.tenant_id), so no order loads them with the keys checked row by row: a load lifts the keys
 * and puts them back after (move-to-postgres.ts).
 */
export async function applicationTables(db: Queryable): Promise<TableToCopy[]> {
  const { rows } = await db.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, TableToCopy>();
  for (const { table, column } of rows) {
    const entry = tables.get(table) ?? { name: table, columns: [] };
    entry.columns.push(column);
    tables.set(table, entry);
  }
  return [...tables.values()];
}

/** The foreign keys of schema public, as statements that drop them and that put them back. */
export async function foreignKeys(db: Queryable): Promise<{ drop: string; add: string }[]> {
  const { rows } = await db.query<{ table: string; name: string; definition: string }>(
    `select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public'
      order by 1, 2`,
  );
  return rows.map(({ table, name, definition }) => ({
    drop: `alter table ${quoteName(table)} drop constraint ${quoteName(name)}`,
    add: `alter table ${quoteName(table)} add constraint ${quoteName(name)} ${definition}`,
  }));
}

/** Row count of each table, in the order given. */
export async function rowCounts(db: Queryable, tables: TableToCopy[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await db.query<{ n: string | number }>(
      `select count(*) as n from ${quoteName(table.name)}`,
    );
    counts.set(table.name, Number(rows[0]!.n));
  }
  return counts;
}

/**
 * A table's rows as text COPY data (tab-separated, \N for null). PGlite hands COPY … TO '/dev/blob'
 * over as one Blob, so the table is held in memory while it is copied (docs/deploy.md).
 */
export async function copyTableOut(client: PGlite, table: TableToCopy): Promise<Buffer> {
  const { blob } = await client.query(`copy ${quoteName(table.name)} (${columnList(table)}) to '/dev/blob'`);
  return blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0);
}

/** The sequences' positions (identity and serial columns), so new rows in the target get new ids. */
export async function sequencePositions(db: Queryable): Promise<{ name: string; lastValue: string }[]> {
  const { rows } = await db.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text as last_value from pg_sequences
      where schemaname = 'public' order by 1`,
  );
  return rows.flatMap((row) =>
    row.last_value === null ? [] : [{ name: row.name, lastValue: row.last_value }],
  );
}

/**
 * One step of loading the rows into an empty, migrated database: a statement, or a table's rows as
 * text COPY data. A file holds them as a psql script (logical-export-file.ts).
 */
export type LoadStep = { sql: string } | { table: string; copy: string; rows: Buffer };

/**
 * The steps that give an empty database, migrated like the source, the source's rows. The summary
 * triggers (docs/architecture.md 'Dashboard summaries') would count every loaded row again on top of
 * the loaded summaries, so they are off while loading; the foreign keys are lifted and put back
 * after, which checks every loaded row against them. Both must run in one transaction, so nothing
 * else ever sees them off.
 */
export async function* exportSteps(client: PGlite, tables: TableToCopy[]): AsyncGenerator<LoadStep> {
  const keys = await foreignKeys(client);
  for (const key of keys) yield { sql: key.drop };
  for (const table of tables) yield { sql: `alter table ${quoteName(table.name)} disable trigger user` };
  for (const table of tables) {
    yield {
      table: table.name,
      copy: `copy ${quoteName(table.name)} (${columnList(table)}) from stdin`,
      rows: await copyTableOut(client, table),
    };
  }
  for (const key of keys) yield { sql: key.add };
  for (const table of tables) yield { sql: `alter table ${quoteName(table.name)} enable trigger user` };
  for (const { name, lastValue } of await sequencePositions(client)) {
    yield {
      sql: `select setval('public.${quoteName(name).replaceAll("'", "''")}', ${BigInt(lastValue)}, true)`,
    };
  }
}
