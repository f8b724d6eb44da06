import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/errors';

/** Fastify's own client errors, in Spanish. */
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es un JSON válido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la solicitud está vacío'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La solicitud supera el tamaño máximo permitido'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no admitido'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Largo de contenido inválido'],
  FST_ERR_BAD_URL: [400, 'La dirección de la solicitud no es válida'],
};

/** One place turns every failure into {message}: client errors say what is wrong, 5xx say nothing more. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return reply.status(error.statusCode).send({ message: error.message });
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first failing rule wins, as the spec's validation order asks.
    return reply.status(400).send({ message: error.validation[0]?.message ?? 'Datos inválidos' });
  }
  const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (known) return reply.status(known[0]).send({ message: known[1] });
  if (error.statusCode === 429) return reply.status(429).send({ message: error.message });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.status(error.statusCode).send({ message: 'Solicitud inválida' });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    return reply.status(503).send({ message: DATABASE_UNAVAILABLE.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: 'Error interno del servidor. Intente nuevamente.' });
}
