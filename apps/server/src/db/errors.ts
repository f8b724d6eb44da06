import { refused } from '../errors';

/** Every error in the chain: drizzle wraps the driver's error in `cause`. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    yield e as { code?: unknown; message?: unknown };
  }
}

/** PostgreSQL unique_violation, as thrown by either driver (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23505') return true;
  return false;
}

/** Runs a write whose unique index may refuse it; a violation answers `message`, also under races. */
export async function refusingDuplicates<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(message);
    throw error;
  }
}

/** Socket errors of a server that is down, unreachable or gone. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a database that is away, restarting or refusing us: class 08 (connection exception),
 * 57P0x (admin or crash shutdown, cannot connect now, database dropped), 57014 (statement cancelled
 * by statement_timeout), class 53 (too many connections, out of memory or disk), class 28 (a rotated
 * password or a removed role), 3D000 (the database renamed or missing). None is the request's fault,
 * and each passes when an administrator finishes their work: 503 with Retry-After.
 */
const SQLSTATE = /^(08...|57P0.|57014|53...|28...|3D000)$/;
/**
 * `ALTER DATABASE … ALLOW_CONNECTIONS false` refuses with 55000 (object not in prerequisite state),
 * a code queries can also raise for other reasons: told apart by its message.
 */
const NOT_ACCEPTING = /not currently accepting connections/;
/** node-postgres' own messages: a dropped socket, a full pool past its wait, a silent server. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|timeout expired)/;
/**
 * The request failed because the database could not be reached or dropped the connection, not
 * because of anything in the request: it answers 503 with Retry-After (http/error-handler.ts). The
 * server rolls back the transaction of a dropped connection, so nothing is half-written; a drop while
 * COMMIT was answering may have committed, which is why money calls carry idempotency keys.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
    if (e.code === '55000' && typeof e.message === 'string' && NOT_ACCEPTING.test(e.message)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = {
  message: 'La base de datos no está disponible en este momento. Intente nuevamente en unos segundos.',
  /** Seconds the client is asked to wait (Retry-After). */
  retryAfterSeconds: 5,
};
