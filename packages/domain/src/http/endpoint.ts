import type { z } from 'zod';
import type { Rol } from '../roles';

/**
 * One HTTP endpoint, described once: the server registers its route from this, the web calls it
 * through one typed client, and the OpenAPI document and the role matrix are derived from it
 * (docs/api-contracts.md).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The machine keys an island gives its programs (docs/api-contracts.md 'Who may call'). */
export type MachineKey = 'bot' | 'intake' | 'platform';

/** Who may call an endpoint: signed-in users of some roles, an island's machine key, or anyone. */
export type EndpointAccess =
  | { readonly roles: readonly Rol[] }
  | { readonly machineKey: MachineKey }
  | {
      readonly public: true;
      readonly why: string;
      /** A bearer token the endpoint checks itself (the metrics token), declared in the document. */
      readonly bearer?: 'metricsToken';
    };

/**
 * A successful answer's body: JSON checked by its schema, a CSV download, a file (image or PDF),
 * plain text (the Prometheus metrics), or no body (204).
 */
export type AnswerBody = z.ZodType | 'csv' | 'file' | 'text' | 'empty';

export type SuccessStatus = 200 | 201 | 204;

/**
 * Failures an endpoint can answer beyond those its access implies (401, 403) and 400 for input; a
 * public endpoint lists the 401 of the credentials it checks itself (a sign-in, the metrics token); 502
 * when a bot the panel calls does not answer.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

export interface EndpointContract {
  /** A stable camelCase name, unique in the API: the OpenAPI operationId. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The wire path the spec fixes, with OpenAPI-style parameters: `/api/banks/{id}`. */
  readonly path: string;
  readonly summary: string;
  /** The feature it belongs to (the OpenAPI tag). */
  readonly tag: string;
  readonly access: EndpointAccess;
  readonly params?: z.ZodObject;
  /**
   * The path's last parameter when it takes the rest of the path, slashes included
   * (`/api/files/{exp}/{sig}/{key}` with `wildcard: 'key'`).
   */
  readonly wildcard?: string;
  /** An object schema, possibly refined or transformed (a date range read from two fields). */
  readonly query?: z.ZodType;
  /** JSON body, or 'multipart' for a file upload: the file in the part named `file`. */
  readonly body?: z.ZodType | 'multipart';
  /** The text fields of a multipart body, for the OpenAPI document (the handler checks them). */
  readonly uploadFields?: z.ZodObject;
  readonly answers: Readonly<Partial<Record<SuccessStatus, AnswerBody>>>;
  readonly errors: readonly ErrorStatus[];
}

/** Keeps the literal types of a feature's contracts while checking their shape. */
export function defineEndpoints<const T extends Record<string, EndpointContract>>(endpoints: T): T {
  return endpoints;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : never;
/**
 * What a caller sends: the schema's input. A preprocess takes unknown, so there it is the input of the
 * schema it feeds (`absentAsEmpty` in rules.ts), else the output.
 */
type Input<S> = S extends z.ZodType
  ? unknown extends z.input<S>
    ? S extends z.ZodPreprocess<infer Inner>
      ? z.input<Inner>
      : z.infer<S>
    : z.input<S>
  : never;

/** The path parameters a caller fills in: each as the text or number it puts in the URL. */
export type ParamsOf<E extends EndpointContract> = E['params'] extends z.ZodObject
  ? { [K in keyof z.infer<E['params']>]: string | number }
  : undefined;
/** What the server's handler receives, after validation. */
export type ParsedParamsOf<E extends EndpointContract> = Infer<E['params']>;
export type ParsedQueryOf<E extends EndpointContract> = Infer<E['query']>;
export type ParsedBodyOf<E extends EndpointContract> = Infer<E['body']>;
/** What a caller sends. */
export type QueryOf<E extends EndpointContract> = Input<E['query']>;
export type BodyOf<E extends EndpointContract> = E['body'] extends 'multipart' ? FormData : Input<E['body']>;

type JsonAnswers<E extends EndpointContract> = {
  [S in keyof E['answers']]: E['answers'][S] extends z.ZodType ? z.infer<E['answers'][S]> : never;
}[keyof E['answers']];
/** The JSON a successful call answers (undefined for a 204, never for a CSV or file). */
export type AnswerOf<E extends EndpointContract> = [JsonAnswers<E>] extends [never]
  ? undefined
  : JsonAnswers<E>;

/** The request a caller makes: only the parts the endpoint has. */
export type CallInput<E extends EndpointContract> = (E['params'] extends z.ZodObject
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: QueryOf<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodType | 'multipart' ? { body: BodyOf<E> } : { body?: undefined });

/** `/api/banks/{id}` with `{ id: 7 }` → `/api/banks/7`; every value is URL-encoded. */
export function pathOf(
  endpoint: Pick<EndpointContract, 'path'>,
  params?: Record<string, string | number>,
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: falta el parámetro ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call: empty, null and undefined values are left out. */
export function queryStringOf(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL a call goes to: path with its parameters, then the query string. */
export function urlOf<E extends EndpointContract>(endpoint: E, input: CallInput<E>): string {
  return (
    pathOf(endpoint, input.params as Record<string, string | number> | undefined) +
    queryStringOf(input.query as object | undefined)
  );
}
