import { StartupError } from '../errors';
import type { PoolSettings } from '../config';
import { isDatabaseUnavailable } from './errors';

/** Refused credentials or a database name that does not exist: DATABASE_URL is wrong. */
const WRONG_URL = new Set(['28P01', '28000', '3D000']);

/** Why the first connection failed, in the operator's words. */
function reason(error: unknown, settings: PoolSettings): string {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === 'ECONNREFUSED') return 'el servidor rechazó la conexión (¿está encendido y en ese puerto?)';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no se encontró el servidor (nombre de host)';
    if (code === '28P01' || code === '28000') return 'usuario o contraseña rechazados';
    if (code === '3D000') return 'la base de datos no existe';
    if (typeof message === 'string' && /timeout/i.test(message))
      return `el servidor no respondió en ${settings.connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS)`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!;
}

/**
 * The one line printed when the start cannot reach the PostgreSQL of DATABASE_URL: the server named
 * without its credentials, and the reason. Null for any other failure (a failing migration keeps its
 * stack trace).
 */
export function databaseStartError(
  error: unknown,
  databaseUrl: string,
  settings: PoolSettings,
): StartupError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (!isDatabaseUnavailable(error) && !WRONG_URL.has(String(code))) return null;
  let where = 'DATABASE_URL';
  try {
    const url = new URL(databaseUrl);
    where = `DATABASE_URL (${url.hostname}:${url.port || '5432'}${url.pathname})`;
  } catch {
    // an unparsable URL is named without details
  }
  return new StartupError(`No se pudo conectar a la base de datos de ${where}: ${reason(error, settings)}.`);
}
