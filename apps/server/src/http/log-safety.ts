import type { FastifyRequest } from 'fastify';
import { APP_HEADERS } from './text-input';

/**
 * What the logs may carry (docs/architecture.md): never SQL parameters, password material,
 * tokens or keys. A failed statement is logged by its SQL text and the database's error code and
 * message; the parameters and the database's `detail` (which quotes the failing row) are left out.
 */

/** Fields that hold secrets wherever they appear in a logged object (two levels deep). */
const SECRET_FIELDS = [
  'password',
  'vpassword',
  'passwordHash',
  'panelUserPassword',
  'defaultClientPassword',
  'token',
  'accessToken',
  'key',
  'params',
];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  ...APP_HEADERS.map((name) => `req.headers["${name}"]`),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Facts of a database error that name things, never values. */
const DATABASE_FACTS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  statusCode?: number;
  cause?: LoggedError;
  [fact: string]: unknown;
}

/** pino serializer for `err`: the error and its causes, without the values a statement carried. */
export function safeErrorLog(error: Error, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  // drizzle's query error writes the parameters into its message ('Failed query: …\nparams: …').
  const message = error.message.split('\nparams:')[0]!;
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const stack = `${error.name}: ${message}${frames >= 0 ? error.stack!.slice(frames) : ''}`;
  const logged: LoggedError = { type: error.name, message, stack };
  const facts = error as unknown as Record<string, unknown>;
  for (const fact of DATABASE_FACTS) {
    if (typeof facts[fact] === 'string') logged[fact] = facts[fact];
  }
  if (typeof facts.statusCode === 'number') logged.statusCode = facts.statusCode;
  if (error.cause instanceof Error && depth < 5) logged.cause = safeErrorLog(error.cause, depth + 1);
  return logged;
}

/**
 * Fastify's request line, with the credentials a URL may carry masked: a signed file link's signature
 * and an export link's `download` token (docs/features/lists.md 'Exports').
 */
export function safeRequestLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url
      .replace(/^(\/api\/files\/[^/]*\/)[^/]*/, '$1[oculto]')
      .replace(/([?&]download=)[^&]*/, '$1[oculto]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
