import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findTextProblem, textProblemMessage } from '@panel/domain/text-input';
import { badRequest } from '../errors';

/** The headers the app reads: the session token and the machine keys (bot, intake, platform). */
export const APP_HEADERS = ['x-access-token', 'x-bot-key', 'x-intake-key', 'x-platform-key'] as const;

/** Throws a 400 naming the field when a parsed value carries NUL or an unpaired surrogate. */
export function refuseUnsafeText(value: unknown): void {
  const found = findTextProblem(value);
  if (found) throw badRequest(textProblemMessage(found));
}

function headersRead(request: FastifyRequest): Record<string, unknown> {
  return Object.fromEntries(APP_HEADERS.map((name) => [name, request.headers[name]]));
}

/**
 * The one gate for text coming in (docs/features/shell.md): headers, path and query before
 * authentication reads them, the JSON body once parsed. Multipart fields are read by the route that
 * takes them, which calls `refuseUnsafeText` on them.
 */
export function refuseUnsafeTextEverywhere(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    refuseUnsafeText(headersRead(request));
    refuseUnsafeText(request.params);
    refuseUnsafeText(request.query);
  });
  app.addHook('preValidation', async (request) => refuseUnsafeText(request.body));
}
