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
/** The secret files the panel keeps in DATA_DIR outside production (config.ts, localDevelopmentSecret). */
export const SECRET_FILES = ['jwt-secret', 'secrets-key'] as const;

/**
 * DATA_DIR and DATABASE_URL as the panel reads them, and nothing else. The data CLIs must not call
 * loadConfig: outside production it writes freshly generated secret files into DATA_DIR, so a backup
 * of a production folder would plant development secrets and archive them as the real ones
 * (docs/deploy.md 'Backup and restore').
 */
export function dataSettings(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string | undefined;
} {
  const baseDir = env.INIT_CWD || process.cwd();
  return {
    dataDir: path.resolve(baseDir, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

/** The secret files an archive (or a folder's entries) holds. */
export const secretFilesIn = (names: readonly string[]) =>
  SECRET_FILES.filter((name) => names.includes(name));

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
): Promise<string[]> {
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
    return [...names];
  } finally {
    release();
  }
}
