import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { StartupError } from '../errors';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

/**
 * Backup and restore of the embedded installation (docs/deploy.md): the whole DATA_DIR, that is the
 * PGlite database, the receipt files and the generated secrets, as one .tar.gz. Both hold the data
 * folder's lock, so they refuse to run while the panel does: PGlite's files are only consistent
 * with the database closed.
 */
function entries(dataDir: string): string[] {
  return existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name !== LOCK_FILE) : [];
}

export async function backupDataDir(dataDir: string, file: string): Promise<string[]> {
  // An archive inside the folder would hold a piece of itself, and every later copy all earlier ones.
  if (!path.relative(dataDir, path.resolve(file)).startsWith('..')) {
    throw new StartupError(`Guarde la copia fuera de ${dataDir}.`);
  }
  const release = lockDataDir(dataDir);
  try {
    const names = entries(dataDir);
    if (!names.includes('pglite')) throw new StartupError(`${dataDir} no tiene una base de datos embebida.`);
    await tar.create({ gzip: true, file, cwd: dataDir, portable: true }, names);
    return names;
  } finally {
    release();
  }
}

/**
 * Puts a backup's files in DATA_DIR. A folder that already holds a database is replaced only when
 * asked (`replace`), and its current contents are first saved to `safetyCopy`.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  options: { replace: boolean; safetyCopy: string },
): Promise<void> {
  const names = new Set<string>();
  await tar.list({ file, onReadEntry: (entry) => void names.add(entry.path.split('/')[0]!) });
  if (!names.has('pglite'))
    throw new StartupError(`${file} no es una copia de DATA_DIR del panel (falta pglite/).`);
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const current = entries(dataDir);
    if (current.includes('pglite')) {
      if (!options.replace) {
        throw new StartupError(
          `${dataDir} ya tiene una base de datos. Agregue --replace para reemplazarla (antes se guarda una copia).`,
        );
      }
      await tar.create({ gzip: true, file: options.safetyCopy, cwd: dataDir, portable: true }, current);
    }
    for (const name of current) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    await tar.extract({ file, cwd: dataDir });
  } finally {
    release();
  }
}
