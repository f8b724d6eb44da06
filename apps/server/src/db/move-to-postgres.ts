import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { StartupError } from '../errors';
import { openDatabase } from './connection';
import {
  columnList,
  applicationTables,
  copyTableOut,
  foreignKeys,
  quoteName,
  rowCounts,
  sequencePositions,
} from './embedded-export';

const rowsText = (n: number) => (n === 1 ? '1 fila' : `${n} filas`);

export interface MovedTable {
  name: string;
  before: number;
  after: number;
}

/**
 * Moves an embedded installation's rows to a PostgreSQL database (docs/deploy.md 'Moving to
 * PostgreSQL'). The target is migrated with the project's migrations, must hold no rows, and gets
 * every table's rows in one transaction: the row counts are compared before it commits, so a move
 * either lands whole or leaves the target empty. The source is migrated first too (what starting the
 * panel does), so both have the same tables.
 */
export async function moveToPostgres(options: {
  dataDir: string;
  targetUrl: string;
  onProgress?: (message: string) => void;
}): Promise<MovedTable[]> {
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
      const targetTables = await applicationTables(writer);
      const missing = tables.filter(
        (table) =>
          columnList(targetTables.find((t) => t.name === table.name) ?? { name: '', columns: [] }) !==
          columnList(table),
      );
      if (missing.length > 0) {
        throw new StartupError(
          `La base de destino no tiene las mismas tablas y columnas (${missing.map((t) => t.name).join(', ')}): ` +
            'actualice el panel y vuelva a intentar.',
        );
      }
      const occupied = [...(await rowCounts(writer, tables))].filter(([, n]) => n > 0);
      if (occupied.length > 0) {
        const named = occupied.slice(0, 3).map(([name, n]) => `${name}: ${rowsText(n)}`);
        if (occupied.length > 3) named.push(`y ${occupied.length - 3} tablas más`);
        throw new StartupError(
          `La base de destino ya tiene datos (${named.join(', ')}). ` +
            'Use una base de datos nueva y vacía: la mudanza no mezcla datos.',
        );
      }

      await writer.query('begin');
      try {
        // The summary triggers (docs/architecture.md 'Dashboard summaries') would count every copied
        // row again on top of the copied summaries: off for the copy, inside the transaction, so
        // nothing else ever sees them off. The foreign keys go too, and are put back after the copy,
        // which checks every copied row against them.
        const keys = await foreignKeys(writer);
        for (const key of keys) await writer.query(key.drop);
        for (const table of tables)
          await writer.query(`alter table ${quoteName(table.name)} disable trigger user`);
        for (const table of tables) {
          const rows = await copyTableOut(client, table);
          const stream = writer.query(
            copyFrom(`copy ${quoteName(table.name)} (${columnList(table)}) from stdin`),
          );
          await pipeline(Readable.from([rows]), stream);
          progress(`${table.name}: ${rowsText(before.get(table.name)!)} copiadas.`);
        }
        for (const key of keys) await writer.query(key.add);
        for (const table of tables)
          await writer.query(`alter table ${quoteName(table.name)} enable trigger user`);
        for (const { name, lastValue } of await sequencePositions(client)) {
          await writer.query('select setval($1, $2::bigint, true)', [`public.${quoteName(name)}`, lastValue]);
        }
        const after = await rowCounts(writer, tables);
        const moved = tables.map((t) => ({
          name: t.name,
          before: before.get(t.name)!,
          after: after.get(t.name)!,
        }));
        const different = moved.filter((t) => t.before !== t.after);
        if (different.length > 0) {
          throw new StartupError(
            `Las filas no coinciden (${different.map((t) => `${t.name}: ${t.before} y ${t.after}`).join(', ')}): ` +
              'no se guardó nada en la base de destino.',
          );
        }
        await writer.query('commit');
        return moved;
      } catch (error) {
        await writer.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      await writer.end();
    }
  } finally {
    await source.close();
  }
}
