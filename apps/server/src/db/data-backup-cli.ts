/**
 * The embedded installation's backup and restore, with the panel stopped (docs/deploy.md):
 *   npm run backup -- panel-2026-11-22.tar.gz
 *   npm run restore -- panel-2026-11-22.tar.gz [--replace]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { StartupError } from '../errors';
import { SECRET_FILES, backupDataDir, dataSettings, restoreDataDir, secretFilesIn } from './data-backup';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
});
const [command, given] = positionals;
const baseDir = process.env.INIT_CWD ?? process.cwd();

try {
  // Not loadConfig: it would write development secrets into DATA_DIR (data-backup.ts, dataSettings).
  const config = dataSettings();
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
    const secrets = secretFilesIn(names);
    console.log(
      secrets.length > 0
        ? `La copia incluye los secretos ${secrets.join(' y ')}: guárdela como se guarda una contraseña.`
        : `La carpeta no tiene archivos de secretos (${SECRET_FILES.join(', ')}) y la copia no los incluye: ` +
            'en producción JWT_SECRET y SECRETS_KEY se guardan aparte, donde se configuran.',
    );
  } else if (command === 'restore' && given) {
    const file = path.resolve(baseDir, given);
    // Next to the archive being restored, where the operator keeps backups.
    const safetyCopy = path.join(path.dirname(file), `panel-data-antes-de-restaurar-${stamp}.tar.gz`);
    const names = await restoreDataDir(config.dataDir, file, { replace: values.replace, safetyCopy });
    console.log(`${config.dataDir} restaurado desde ${file}.`);
    if (secretFilesIn(names).length === 0) {
      console.log(
        'La copia no traía archivos de secretos: en producción el panel usa JWT_SECRET y SECRETS_KEY.',
      );
    }
  } else {
    throw new StartupError(
      'Uso: npm run backup -- [archivo.tar.gz] | npm run restore -- archivo.tar.gz [--replace]',
    );
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
