/**
 * Moves the embedded installation in DATA_DIR to a PostgreSQL server, with the panel stopped
 * (docs/deploy.md 'Moving to PostgreSQL'):
 *   npm run move-to-postgres -- postgres://usuario:clave@servidor:5432/panel
 */
import { StartupError } from '../errors';
import { dataSettings } from './data-backup';
import { countsTable } from './load-rows';
import { moveToPostgres } from './move-to-postgres';

const [targetUrl] = process.argv.slice(2);

try {
  // Not loadConfig: outside production it writes secret files into DATA_DIR (data-backup.ts).
  const { dataDir, databaseUrl } = dataSettings();
  if (databaseUrl) {
    throw new StartupError(
      'DATABASE_URL ya está configurada: este panel ya usa PostgreSQL, no hay nada que mudar.',
    );
  }
  if (!targetUrl || !/^postgres(ql)?:\/\//.test(targetUrl)) {
    throw new StartupError('Uso: npm run move-to-postgres -- postgres://usuario:clave@servidor:5432/base');
  }
  console.log(`Mudando ${dataDir} a PostgreSQL…`);
  const moved = await moveToPostgres({ dataDir, targetUrl, onProgress: (line) => console.log(line) });
  console.log(`\n${countsTable(moved)}`);
  const total = moved.reduce((sum, t) => sum + t.after, 0);
  console.log(
    `\nMudanza terminada: ${moved.length} tablas, ${total} filas, las mismas antes y después. ` +
      'Configure DATABASE_URL con esa base y copie los comprobantes (DATA_DIR/uploads) como indica docs/deploy.md.',
  );
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
