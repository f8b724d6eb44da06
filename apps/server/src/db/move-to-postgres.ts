import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from './connection';
import { applicationTables, exportSteps, rowCounts } from './embedded-export';
import { loadIntoEmpty, postgresTarget, type LoadedTable } from './load-rows';

/**
 * Moves an embedded installation's rows to a PostgreSQL database (docs/deploy.md 'Moving to
 * PostgreSQL'). The target is migrated with the project's migrations, must hold no rows, and gets
 * every table's rows in one transaction that commits only if the row counts match (load-rows.ts).
 * The source is migrated first too (what starting the panel does), so both have the same tables.
 */
export async function moveToPostgres(options: {
  dataDir: string;
  targetUrl: string;
  onProgress?: (message: string) => void;
}): Promise<LoadedTable[]> {
  const progress = options.onProgress ?? (() => undefined);
  // Holds the data folder's lock: refuses while the panel runs on it.
  const source = openDatabase({ dataDir: options.dataDir });
  try {
    await source.migrate();
    const client = (source.db as unknown as { $client: PGlite }).$client;
    const tables = await applicationTables(client);
    const before = await rowCounts(client, tables);

    const target = openDatabase({ databaseUrl: options.targetUrl, dataDir: options.dataDir });
    try {
      await target.migrate();
    } finally {
      await target.close();
    }
    progress('Base de destino migrada.');

    const writer = new pg.Client({ connectionString: options.targetUrl });
    writer.on('error', () => undefined);
    await writer.connect();
    try {
      return await loadIntoEmpty(postgresTarget(writer), before, exportSteps(client, tables), progress);
    } finally {
      await writer.end();
    }
  } finally {
    await source.close();
  }
}
