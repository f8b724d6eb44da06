import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { StartupError } from '../errors';
import type { LoadStep } from './embedded-export';

/**
 * The logical export's file (docs/deploy.md 'Logical export'): a psql script, so `psql -f` loads it
 * into any PostgreSQL migrated to the same version, and `npm run import-data` into PostgreSQL or a
 * PGlite. Every statement is one line; a table's rows follow its COPY line as text COPY data, one
 * row a line, up to `\.`. Comment lines `-- filas <table> <count>` give the row counts to check.
 */
const FIRST_LINE = '-- Panel Comprobantes: exportación lógica de la base de datos';
/** Written last: a file cut short (a full disk, an interrupted copy) lacks it. */
const LAST_LINE = '-- fin de la exportación';

export async function writeExportFile(
  file: string,
  counts: Map<string, number>,
  steps: AsyncIterable<LoadStep>,
): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    const header = [
      FIRST_LINE,
      `-- Creada el ${new Date().toISOString()}. Se carga en una base vacía con las migraciones del panel aplicadas:`,
      '--   npm run import-data -- este-archivo.sql',
      '--   psql -v ON_ERROR_STOP=1 --single-transaction -f este-archivo.sql',
      ...[...counts].map(([table, n]) => `-- filas ${table} ${n}`),
      '',
    ];
    await handle.write(`${header.join('\n')}\n`);
    for await (const step of steps) {
      if ('sql' in step) {
        await handle.write(`${step.sql};\n`);
      } else {
        await handle.write(`${step.copy};\n`);
        await handle.write(step.rows);
        await handle.write('\\.\n');
      }
    }
    await handle.write(`${LAST_LINE}\n`);
  } finally {
    await handle.close();
  }
}

/** The counts and the steps of an export file, read whole (a table's rows are loaded at once anyway). */
export async function readExportFile(
  file: string,
): Promise<{ counts: Map<string, number>; steps: LoadStep[] }> {
  const counts = new Map<string, number>();
  const steps: LoadStep[] = [];
  let copying: { table: string; copy: string; rows: string[] } | undefined;
  let first = true;
  let last = false;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (first && line !== FIRST_LINE) {
      throw new StartupError(`${file} no es una exportación lógica del panel (npm run export-data).`);
    }
    first = false;
    if (copying) {
      if (line === '\\.') {
        const rows = copying.rows.length > 0 ? `${copying.rows.join('\n')}\n` : '';
        steps.push({ table: copying.table, copy: copying.copy, rows: Buffer.from(rows) });
        copying = undefined;
      } else {
        copying.rows.push(line);
      }
      continue;
    }
    last = line === LAST_LINE;
    const count = /^-- filas (\S+) (\d+)$/.exec(line);
    if (count) counts.set(count[1]!, Number(count[2]));
    if (line === '' || line.startsWith('--')) continue;
    const statement = line.replace(/;$/, '');
    const copy = /^copy "((?:[^"]|"")+)" /.exec(statement);
    if (copy) copying = { table: copy[1]!.replaceAll('""', '"'), copy: statement, rows: [] };
    else steps.push({ sql: statement });
  }
  if (first || copying || !last) throw new StartupError(`${file} está incompleto: vuelva a exportar.`);
  return { counts, steps };
}
