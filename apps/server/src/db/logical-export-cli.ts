/**
 * The embedded database's logical export, and its loading into an empty database (docs/deploy.md
 * 'Logical export'), with the panel stopped:
 *   npm run export-data -- panel-<fecha>.sql          (from DATA_DIR)
 *   npm run import-data -- panel-<fecha>.sql          (into DATABASE_URL, or else DATA_DIR)
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { StartupError } from '../errors';
import { openDatabase } from './connection';
import { dataSettings } from './data-backup';
import { applicationTables, exportSteps, rowCounts } from './embedded-export';
import { countsTable, loadIntoEmpty, pgliteTarget, postgresTarget } from './load-rows';
import { readExportFile, writeExportFile } from './logical-export-file';

const [command, given] = process.argv.slice(2);
const baseDir = process.env.INIT_CWD ?? process.cwd();

try {
  // Not loadConfig: outside production it writes secret files into DATA_DIR (data-backup.ts).
  const { dataDir, databaseUrl } = dataSettings();
  if (command === 'export') {
    if (databaseUrl) {
      throw new StartupError('Con DATABASE_URL la base es PostgreSQL: use pg_dump (docs/deploy.md).');
    }
    const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
    const file = path.resolve(baseDir, given ?? `panel-datos-${stamp}.sql`);
    // Holds the data folder's lock: refuses while the panel runs on it.
    const source = openDatabase({ dataDir });
    try {
      await source.migrate();
      const client = (source.db as unknown as { $client: PGlite }).$client;
      const tables = await applicationTables(client);
      const counts = await rowCounts(client, tables);
      await writeExportFile(file, counts, exportSteps(client, tables)).catch(
        (error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? new StartupError(`${file} ya existe: elija otro nombre.`) : error;
        },
      );
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      console.log(`Exportación de ${dataDir} guardada en ${file}: ${counts.size} tablas, ${total} filas.`);
    } finally {
      await source.close();
    }
  } else if (command === 'import' && given) {
    const file = path.resolve(baseDir, given);
    const { counts, steps } = await readExportFile(file);
    const target = openDatabase({ databaseUrl, dataDir });
    try {
      await target.migrate();
      let loaded;
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        client.on('error', () => undefined);
        await client.connect();
        try {
          loaded = await loadIntoEmpty(postgresTarget(client), counts, steps);
        } finally {
          await client.end();
        }
      } else {
        const client = (target.db as unknown as { $client: PGlite }).$client;
        loaded = await loadIntoEmpty(pgliteTarget(client), counts, steps);
      }
      console.log(countsTable(loaded));
      console.log(`\n${file} cargado en ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir}.`);
    } finally {
      await target.close();
    }
  } else {
    throw new StartupError('Uso: npm run export-data -- [archivo.sql] | npm run import-data -- archivo.sql');
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
