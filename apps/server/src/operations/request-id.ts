import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Ids a proxy or a caller may send: UUIDs, hex, and the usual tracing forms. Anything else (spaces,
 * line breaks, quotes, over 128 characters) is replaced, so an id cannot forge or split log lines.
 */
const ACCEPTED = /^[\w.:;=/+@-]{1,128}$/;

/** Fastify's genReqId: the incoming `x-request-id` when acceptable, otherwise a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && ACCEPTED.test(incoming) ? incoming : randomUUID();
}
