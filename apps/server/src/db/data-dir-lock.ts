import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../errors';

interface Holder {
  pid: number;
  host: string;
}

/**
 * One process at a time on an embedded database folder: PGlite keeps its state in memory and two
 * processes on one folder overwrite each other's writes. The lock file names the holder's process;
 * one whose process is gone (killed, crashed) is stale and taken over, so a crash never blocks the
 * next start. A pid lock rather than an mtime heartbeat (proper-lockfile): PGlite blocks the event
 * loop during long queries, which a heartbeat would read as a dead holder. Returns the release.
 */
export const LOCK_FILE = 'pglite.lock';

export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readHolder(file)?.pid === me.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && isRunning(holder)) {
      throw new StartupError(
        `La base de datos embebida en ${dataDir} ya está en uso por otro proceso (pid ${holder.pid} en ${holder.host}). ` +
          `Detenga ese proceso o use otro DATA_DIR; si ese proceso ya no existe, borre ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new StartupError(`No se pudo tomar el bloqueo ${file} de la base de datos embebida.`);
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return Number.isInteger(holder.pid) && typeof holder.host === 'string' ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

function isRunning(holder: Holder): boolean {
  // Another machine's process cannot be checked from here: assume it runs.
  if (holder.host !== os.hostname()) return true;
  // Our own pid in the file is a previous life of this container (pid 1 again), not a live holder.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
