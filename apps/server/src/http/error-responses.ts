import type { ErrorStatus } from '@panel/domain/http/endpoint';
import { DATABASE_UNAVAILABLE } from '../db/errors';

/**
 * The failures the OpenAPI document lists per operation, each a `{message}` with a Spanish example
 * (every failure answers that shape: http/error-handler.ts). Only the statuses an operation can
 * really answer are listed, never a generic 4XX/5XX (docs/api-contracts.md 'The OpenAPI document').
 */

const ERROR_EXAMPLES: Record<ErrorStatus, { description: string; message: string }> = {
  400: { description: 'Datos inválidos', message: 'El campo es obligatorio' },
  401: { description: 'Sin sesión o clave válida', message: 'Sesión inválida o vencida. Vuelva a ingresar.' },
  403: { description: 'Sin permiso', message: 'No tiene permiso para realizar esta acción' },
  404: { description: 'No existe', message: 'No se encontró el recurso solicitado' },
  409: {
    description: 'En conflicto con los datos actuales',
    message: 'Ya existe un registro con ese nombre',
  },
  413: { description: 'Demasiado grande', message: 'La solicitud supera el tamaño máximo permitido' },
  415: { description: 'Tipo de contenido no admitido', message: 'Tipo de contenido no admitido' },
  422: { description: 'Rechazada por una regla del negocio', message: 'La operación no está permitida' },
  429: { description: 'Demasiados intentos', message: 'Demasiados intentos. Espere un minuto.' },
  502: { description: 'Un servicio externo no respondió', message: 'El BOT no responde' },
  503: { description: 'Base de datos no disponible', message: DATABASE_UNAVAILABLE.message },
};

/** The `{message}` shape, a component of the document that every failure refers to. */
export const ERROR_SCHEMA_NAME = 'ErrorAnswer';
export const errorSchema = {
  type: 'object',
  properties: { message: { type: 'string', description: 'Mensaje en español para el usuario' } },
  required: ['message'],
  additionalProperties: false,
};

/** The document's response object for a failure status. */
export function errorResponse(status: ErrorStatus) {
  const { description, message } = ERROR_EXAMPLES[status];
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` },
        example: { message },
      },
    },
  };
}

/** What an operation's failures follow from, beyond the statuses its contract lists. */
export interface FailureSources {
  /** Statuses the service itself answers (the contract's `errors`). */
  errors: readonly ErrorStatus[];
  /** Needs a session or a machine key: 401, and 403 for a session of another role. */
  authenticated: boolean;
  roles: boolean;
  /** Takes params, query or a body: 400 when they are not valid. */
  hasInput: boolean;
  rateLimited: boolean;
}

/** Every failure status of an operation, ascending; 503 (database unavailable) is always there. */
export function failureStatuses(sources: FailureSources): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(sources.errors);
  if (sources.hasInput) statuses.add(400);
  if (sources.authenticated) statuses.add(401);
  if (sources.roles) statuses.add(403);
  if (sources.rateLimited) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}
