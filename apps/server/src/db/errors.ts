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
 * SQLSTATEs of a database that is away or restarting: class 08 (connection exception), 57P01–57P03
 * (admin or crash shutdown, cannot connect now), 57014 (statement cancelled by statement_timeout),
 * 53300 (too many connections).
 */
const SQLSTATE = /^(08...|57P0[123]|57014|53300)$/;
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
  }
  return false;
}

export const DATABASE_UNAVAILABLE = {
  message: 'La base de datos no está disponible en este momento. Intente nuevamente en unos segundos.',
  /** Seconds the client is asked to wait (Retry-After). */
  retryAfterSeconds: 5,
};
