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

/**
 * An export file's row counts, and its steps as they are read: one table's rows in memory at a time.
 * The file's first and last lines are checked before anything is loaded, so a file that is not an
 * export, or one cut short, is refused up front.
 */
export async function readExportFile(
  file: string,
): Promise<{ counts: Map<string, number>; steps: AsyncGenerator<LoadStep> }> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Buffer.byteLength(FIRST_LINE));
    const tail = Buffer.alloc(Buffer.byteLength(`${LAST_LINE}\n`));
    const { size } = await handle.stat();
    await handle.read(head, 0, head.length, 0);
    if (head.toString() !== FIRST_LINE) {
      throw new StartupError(`${file} no es una exportación lógica del panel (npm run export-data).`);
    }
    await handle.read(tail, 0, tail.length, Math.max(size - tail.length, 0));
    if (tail.toString() !== `${LAST_LINE}\n`) {
      throw new StartupError(`${file} está incompleto: vuelva a exportar.`);
    }
  } finally {
    await handle.close();
  }
  const counts = new Map<string, number>();
  const input = createReadStream(file);
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      if (!line.startsWith('--')) break;
      const count = /^-- filas (\S+) (\d+)$/.exec(line);
      if (count) counts.set(count[1]!, Number(count[2]));
    }
  } finally {
    input.destroy();
  }
  return { counts, steps: exportFileSteps(file) };
}

async function* exportFileSteps(file: string): AsyncGenerator<LoadStep> {
  let copying: { table: string; copy: string; rows: string[] } | undefined;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (copying) {
      if (line === '\\.') {
        const rows = copying.rows.length > 0 ? `${copying.rows.join('\n')}\n` : '';
        yield { table: copying.table, copy: copying.copy, rows: Buffer.from(rows) };
        copying = undefined;
      } else {
        copying.rows.push(line);
      }
      continue;
    }
    if (line === '' || line.startsWith('--')) continue;
    const statement = line.replace(/;$/, '');
    const copy = /^copy "((?:[^"]|"")+)" /.exec(statement);
    if (copy) copying = { table: copy[1]!.replaceAll('""', '"'), copy: statement, rows: [] };
    else yield { sql: statement };
  }
}
