import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { HTTP_LIMIT_DEFAULTS, type HttpLimits } from '../config';

/** What a client that sends too slowly gets before the connection is closed (a body cannot be sent later). */
export const CLIENT_TIMEOUT_MESSAGE =
  'La solicitud tardó demasiado en llegar y se cerró la conexión. Intente nuevamente.';
const MALFORMED_MESSAGE = 'La solicitud no es válida';

/**
 * Fastify and node:http options that cut slow or silent clients (README 'Environment variables'): a
 * request, headers and body, must arrive within requestTimeoutMs (a client sending a byte at a time
 * once held connections open forever); a silent socket closes after connectionTimeoutMs and an idle
 * keep-alive one after keepAliveTimeoutMs. Node checks the request and header limits every
 * `connectionsCheckingInterval`, so a client is cut within that much past its limit.
 */
export function clientLimitOptions(limits: HttpLimits = HTTP_LIMIT_DEFAULTS): Partial<FastifyServerOptions> {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(headersTimeout / 4))),
    },
    clientErrorHandler: answerClientError,
  } as Partial<FastifyServerOptions>;
}

/** Fastify's default answer to a client error, with the {message} in Spanish every other answer has. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', CLIENT_TIMEOUT_MESSAGE]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Los encabezados de la solicitud son demasiado grandes']
        : [400, 'Bad Request', MALFORMED_MESSAGE];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
