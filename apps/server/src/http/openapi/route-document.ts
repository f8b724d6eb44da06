import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswerBody, EndpointContract } from '@panel/domain/http/endpoint';
import { errorResponse, failureStatuses } from '../error-responses';
import { downloadContractOf } from '../access-control';
import { DOWNLOAD_SCHEME, MACHINE_KEY_SCHEMES, SESSION_SCHEME } from './document-info';
import { operationDescription, successDescription } from './operation-texts';

/**
 * What the OpenAPI document says of one route beyond its zod schemas: who may call it (security and
 * `x-roles`), every failure it can answer, and the bodies that are not JSON (CSV, files, text,
 * multipart). Contract routes say it in their contract (`config.endpoint`, set by serve); the others
 * from their access config, until every route is a contract.
 */

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type Schema = Record<string, unknown>;

const FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
const binary = { type: 'string', format: 'binary' };

/** A success answer that is not JSON checked by a zod schema, as the document shows it. */
function answerResponse(answer: Exclude<AnswerBody, z.ZodType>) {
  switch (answer) {
    case 'csv':
      return { description: 'Archivo CSV', content: { 'text/csv': { schema: { type: 'string' } } } };
    case 'text':
      return { description: 'Texto plano', content: { 'text/plain': { schema: { type: 'string' } } } };
    case 'file':
      return {
        description: 'El archivo',
        content: Object.fromEntries(FILE_TYPES.map((type) => [type, { schema: binary }])),
      };
    case 'empty':
      return { description: 'Sin contenido', type: 'null' };
  }
}

/** The multipart body: its text fields from the contract, and the file in the part named `file`. */
function multipartBody(endpoint: EndpointContract): Schema {
  const fields = endpoint.uploadFields
    ? (z.toJSONSchema(endpoint.uploadFields, { target: 'openapi-3.0', io: 'input' }) as Schema)
    : { type: 'object', properties: {}, required: [] };
  return {
    type: 'object',
    properties: { ...(fields.properties as Schema), file: { ...binary, description: 'La imagen o el PDF' } },
    required: [...((fields.required as string[] | undefined) ?? []), 'file'],
  };
}

function securityOf(config: FastifyContextConfig) {
  if (config.machineKey) return [{ [MACHINE_KEY_SCHEMES[config.machineKey].scheme]: [] }];
  const access = config.endpoint?.access;
  if (access && 'bearer' in access && access.bearer) return [{ [access.bearer]: [] }];
  if (config.public) return [];
  // An export also opens with a signed link's `download` token instead (docs/features/lists.md 'Exports').
  if (downloadContractOf(config)) return [{ [SESSION_SCHEME]: [] }, { [DOWNLOAD_SCHEME]: [] }];
  return [{ [SESSION_SCHEME]: [] }];
}

/** The swagger `transform`: zod schemas to JSON schemas, then the route's documentation. */
export function documentRoute(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Schema; url: string };
  if (schema.hide) return { schema, url };
  const config: FastifyContextConfig = input.route.config ?? {};
  const endpoint = config.endpoint;
  const response: Schema = { ...(schema.response as Schema | undefined) };
  for (const [status, answer] of Object.entries(endpoint?.answers ?? {})) {
    if (typeof answer === 'string') response[status] = answerResponse(answer);
    else if (endpoint) {
      const description = successDescription(endpoint, status);
      response[status] = { ...(response[status] as Schema), 'x-response-description': description };
    }
  }
  const body =
    endpoint?.body === 'multipart'
      ? { body: multipartBody(endpoint), consumes: ['multipart/form-data'] }
      : {};
  const hasInput = Boolean(schema.params ?? schema.querystring ?? schema.body ?? body.body);
  const statuses = failureStatuses({
    // A route not yet served from a contract: a path with an id can name one that does not exist.
    errors: endpoint?.errors ?? (/[:*]/.test(input.route.url) ? [404] : []),
    authenticated: !config.public || Boolean(config.machineKey),
    roles: Boolean(config.roles),
    hasInput,
    rateLimited: Boolean(config.rateLimit),
  });
  for (const status of statuses) response[status] = errorResponse(status);
  return {
    // A contract names every path parameter (Fastify's wildcard `*` included): its path is the document's.
    url: endpoint?.path ?? url,
    schema: {
      ...schema,
      ...(endpoint ? { description: operationDescription(endpoint) } : {}),
      ...body,
      security: securityOf(config),
      ...(config.roles ? { 'x-roles': config.roles } : {}),
      response,
    },
  };
}
