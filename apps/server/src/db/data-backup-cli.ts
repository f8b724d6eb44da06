/**
 * The embedded installation's backup and restore, with the panel stopped (docs/deploy.md):
 *   npm run backup -- panel-2026-11-22.tar.gz
 *   npm run restore -- panel-2026-11-22.tar.gz [--replace]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { StartupError } from '../errors';
import { backupDataDir, restoreDataDir } from './data-backup';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
});
const [command, given] = positionals;
const baseDir = process.env.INIT_CWD ?? process.cwd();

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new StartupError(
      'Con DATABASE_URL la base es PostgreSQL: use pg_dump y pg_restore (docs/deploy.md).',
    );
  }
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  if (command === 'backup') {
    const file = path.resolve(baseDir, given ?? `panel-data-${stamp}.tar.gz`);
    const names = await backupDataDir(config.dataDir, file);
    console.log(`Copia de ${config.dataDir} (${names.join(', ')}) guardada en ${file}.`);
  } else if (command === 'restore' && given) {
    const file = path.resolve(baseDir, given);
    // Next to the archive being restored, where the operator keeps backups.
    const safetyCopy = path.join(path.dirname(file), `panel-data-antes-de-restaurar-${stamp}.tar.gz`);
    await restoreDataDir(config.dataDir, file, { replace: values.replace, safetyCopy });
    console.log(`${config.dataDir} restaurado desde ${file}.`);
  } else {
    throw new StartupError(
      'Uso: npm run backup -- [archivo.tar.gz] | npm run restore -- archivo.tar.gz [--replace]',
    );
  }
} catch (error) {
  if (!(error instanceof StartupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
