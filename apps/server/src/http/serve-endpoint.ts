import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import type {
  AnswerOf,
  EndpointContract,
  ParsedBodyOf,
  ParsedParamsOf,
  ParsedQueryOf,
} from '@panel/domain/http/endpoint';

/** The request a handler gets: params, query and body already checked against the contract. */
export type EndpointRequest<E extends EndpointContract> = FastifyRequest<{
  Params: ParsedParamsOf<E>;
  Querystring: ParsedQueryOf<E>;
  Body: ParsedBodyOf<E>;
}>;

/**
 * A handler answers the contract's JSON (sent with the contract's first success status), or sends
 * the reply itself (a CSV, a file, another success status the contract lists).
 */
export type EndpointHandler<E extends EndpointContract> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E> | FastifyReply>;

/** What a few routes add to their contract: a per-route rate limit, a larger body. */
export interface ServeOptions {
  config?: Omit<FastifyContextConfig, 'roles' | 'public' | 'machineKey' | 'endpoint'>;
  bodyLimit?: number;
}

/**
 * Fastify's URL for a contract path inside the /api scope: `/api/banks/{id}` → `/banks/:id`, and
 * the wildcard parameter → `*`.
 */
export function routeUrlOf(path: string, wildcard?: string): string {
  if (!path.startsWith('/api/')) throw new Error(`${path}: una ruta del contrato empieza con /api/`);
  if (wildcard && !path.endsWith(`/{${wildcard}}`)) throw new Error(`${path}: el comodín va al final`);
  return path
    .slice('/api'.length)
    .replace(/\{(\w+)\}/g, (_, name: string) => (name === wildcard ? '*' : `:${name}`));
}

/**
 * Fastify names the rest of the path `*`, which no OpenAPI parameter may be called: the handler
 * sees the contract's name for it instead (and the document its path: http/openapi/route-document.ts).
 */
function wildcardOptions(name: string): Pick<RouteOptions, 'preValidation'> {
  return {
    preValidation: async (request) => {
      const params = request.params as Record<string, unknown>;
      params[name] = params['*'];
      delete params['*'];
    },
  };
}

function successStatusOf(endpoint: EndpointContract): number {
  return Math.min(...Object.keys(endpoint.answers).map(Number));
}

/** The route's schema: what Fastify validates and what the OpenAPI document shows. */
function schemaOf(endpoint: EndpointContract): FastifySchema {
  const response: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    if (typeof answer !== 'string') response[Number(status)] = answer;
  }
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && endpoint.body !== 'multipart' ? { body: endpoint.body } : {}),
    ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route is served from: the OpenAPI document reads it (http/openapi/route-document.ts). */
    endpoint?: EndpointContract;
  }
}

/** Who may call, in the form the API scope's onRoute hook enforces (http/access-control.ts). */
function accessConfigOf(endpoint: EndpointContract): FastifyContextConfig {
  const { access } = endpoint;
  if ('roles' in access) return { roles: access.roles };
  if ('machineKey' in access) return { public: true, machineKey: access.machineKey };
  return { public: true };
}

/** Registers one contract's route in the /api scope, with its handler typed by the contract. */
export function serve<E extends EndpointContract>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const status = successStatusOf(endpoint);
  const wildcard = endpoint.wildcard ? wildcardOptions(endpoint.wildcard) : undefined;
  const route: RouteOptions = {
    method: endpoint.method,
    url: routeUrlOf(endpoint.path, endpoint.wildcard),
    schema: schemaOf(endpoint),
    config: { ...options.config, ...accessConfigOf(endpoint), endpoint },
    ...(wildcard ? { preValidation: wildcard.preValidation } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      reply.status(status);
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (answer !== undefined) return answer;
      // A handler that sent the reply itself (a CSV, the metrics) returns it, and a reply is a
      // thenable: awaiting it waits for the answer to finish and gives undefined. Sending again would
      // log FST_ERR_REP_ALREADY_SENT with a stack at WARN on every scrape and export.
      if (reply.sent || reply.raw.headersSent) return reply;
      // A 204 has no body; sending null lets the handler return nothing.
      return reply.send(null);
    },
  };
  app.route(route);
}
