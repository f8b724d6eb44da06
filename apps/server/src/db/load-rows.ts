import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { StartupError } from '../errors';
import { applicationTables, rowCounts, type LoadStep, type Queryable } from './embedded-export';

export interface LoadedTable {
  name: string;
  before: number;
  after: number;
}

/** A database the rows are loaded into: PostgreSQL through pg, or a PGlite. */
export interface LoadTarget extends Queryable {
  run(step: LoadStep): Promise<void>;
}

export function postgresTarget(client: pg.Client): LoadTarget {
  return {
    query: async <T>(text: string) => ({ rows: (await client.query(text)).rows as T[] }),
    run: async (step) => {
      if ('sql' in step) await client.query(step.sql);
      else await pipeline(Readable.from([step.rows]), client.query(copyFrom(step.copy)));
    },
  };
}

export function pgliteTarget(client: PGlite): LoadTarget {
  return {
    query: (text) => client.query(text),
    run: async (step) => {
      if ('sql' in step) await client.query(step.sql);
      // PGlite reads COPY … FROM '/dev/blob' from the blob handed with the statement.
      else
        await client.query(step.copy.replace(/from stdin$/, "from '/dev/blob'"), [], {
          blob: new Blob([step.rows]),
        });
    },
  };
}

const rowsText = (n: number) => (n === 1 ? '1 fila' : `${n} filas`);

/**
 * Loads the steps into `target`, which must have the tables of `before` (its migrations applied) and
 * hold no rows, in one transaction that commits only if every table then has the row count `before`
 * gives: a load lands whole or leaves the target empty (docs/deploy.md 'Moving to PostgreSQL').
 */
export async function loadIntoEmpty(
  target: LoadTarget,
  before: Map<string, number>,
  steps: AsyncIterable<LoadStep> | Iterable<LoadStep>,
  progress: (message: string) => void = () => undefined,
): Promise<LoadedTable[]> {
  const tables = (await applicationTables(target)).filter((t) => before.has(t.name));
  const missing = [...before.keys()].filter((name) => !tables.some((t) => t.name === name));
  if (missing.length > 0) {
    throw new StartupError(
      `La base de destino no tiene las tablas ${missing.join(', ')}: actualice el panel y vuelva a intentar.`,
    );
  }
  const occupied = [...(await rowCounts(target, tables))].filter(([, n]) => n > 0);
  if (occupied.length > 0) {
    const named = occupied.slice(0, 3).map(([name, n]) => `${name}: ${rowsText(n)}`);
    if (occupied.length > 3) named.push(`y ${occupied.length - 3} tablas más`);
    throw new StartupError(
      `La base de destino ya tiene datos (${named.join(', ')}). ` +
        'Use una base de datos nueva y vacía: la carga no mezcla datos.',
    );
  }
  await target.run({ sql: 'begin' });
  try {
    for await (const step of steps) {
      await target.run(step);
      if ('copy' in step) progress(`${step.table}: ${rowsText(before.get(step.table) ?? 0)} copiadas.`);
    }
    const after = await rowCounts(target, tables);
    const loaded = tables.map((t) => ({
      name: t.name,
      before: before.get(t.name)!,
      after: after.get(t.name)!,
    }));
    const different = loaded.filter((t) => t.before !== t.after);
    if (different.length > 0) {
      throw new StartupError(
        `Las filas no coinciden (${different.map((t) => `${t.name}: ${t.before} y ${t.after}`).join(', ')}): ` +
          'no se guardó nada en la base de destino.',
      );
    }
    await target.run({ sql: 'commit' });
    return loaded;
  } catch (error) {
    await target.run({ sql: 'rollback' }).catch(() => undefined);
    if (error instanceof StartupError) throw error;
    // The database's own refusal (a key, a type), for the operator; nothing was kept.
    throw new StartupError(
      `La carga falló y no se guardó nada en la base de destino: ${(error as Error).message}`,
    );
  }
}

/** The counts as the CLIs print them: one line per table, before and after. */
export function countsTable(loaded: LoadedTable[]): string {
  const width = Math.max(...loaded.map((t) => t.name.length), 'tabla'.length);
  const lines = [`${'tabla'.padEnd(width)}  ${'antes'.padStart(8)}  ${'después'.padStart(8)}`];
  for (const t of loaded) {
    lines.push(`${t.name.padEnd(width)}  ${String(t.before).padStart(8)}  ${String(t.after).padStart(8)}`);
  }
  return lines.join('\n');
}
