import type { z } from 'zod';
import {
  urlOf,
  type AnswerBody,
  type AnswerOf,
  type CallInput,
  type EndpointContract,
} from '@panel/domain/http/endpoint';
import { clearSession, getSession } from './session';
import { startDownload } from './start-download';
import { beginLoading } from './loading';
import { notifyError, notifySuccess } from './notify';
import { LIB_TEXTS } from './texts';

/** The one HTTP client of the panel: same origin, JSON, the session's token, notices (docs/features/shell.md). */

type HttpMethod = EndpointContract['method'];

export interface RequestOptions {
  /** Show the response's `message` as a success or error notice. Default true. */
  notify?: boolean;
  /** Raise the full-page loading overlay while the request runs. Default: only for non-GET calls. */
  loading?: boolean;
  /** A 401 ends the session and goes to /logout. Default true; sign-in turns it off. */
  endSessionOn401?: boolean;
  signal?: AbortSignal;
}

/** An answer other than 2xx, or a request that never got an answer (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The `message` of an answer's body, when it has a non-empty one (checked by hand: no zod at start). */
function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message !== '' ? data.message : undefined;
}

/**
 * Error text of docs/features/shell.md: the response data's message if present, else the error's message, else the
 * error as text.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fromData = messageOf(error.data);
    if (fromData) return fromData;
  }
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

let onUnauthorized: (() => void) | null = null;

/** The router registers how to reach /logout; the client itself knows nothing of routing. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends the request with the session's token and handles every failure the same way: the docs/features/shell.md error
 * notice, and on 401 the end of the session. Answers only a 2xx response.
 */
async function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  accept: string,
  options: RequestOptions,
): Promise<Response> {
  const { notify = true, endSessionOn401 = true, signal } = options;
  const headers: Record<string, string> = { Accept: accept };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const session = getSession();
  if (session) headers['x-access-token'] = session.accessToken;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined || isForm ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError(LIB_TEXTS.network, 0, undefined);
    if (notify) notifyError(error.message);
    throw error;
  }
  if (response.ok) return response;

  const data = await readBody(response);
  const error = new ApiError(
    messageOf(data) ?? LIB_TEXTS.serverError(response.status),
    response.status,
    data,
  );
  if (response.status === 401 && endSessionOn401) {
    // Several calls can fail together when a token expires: only the first one tells the user.
    const hadSession = getSession() !== null;
    clearSession();
    if (hadSession) {
      if (notify) notifyError(error.message);
      onUnauthorized?.();
    }
  } else if (notify) {
    notifyError(error.message);
  }
  throw error;
}

async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  schemaFor: (status: number) => z.ZodType<T> | undefined,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { notify = true, loading = method !== 'GET' } = options;
  const endLoading = loading ? beginLoading() : () => undefined;
  try {
    const response = await send(method, path, body, 'application/json', options);
    const data = await readBody(response);
    const success = messageOf(data);
    if (success && notify) notifySuccess(success);

    const parsed = schemaFor(response.status)?.safeParse(data);
    if (!parsed?.success) {
      const error = new ApiError(LIB_TEXTS.unexpectedResponse, response.status, data);
      if (notify) notifyError(error.message);
      throw error;
    }
    return parsed.data;
  } finally {
    endLoading();
  }
}

const isSchema = (answer: AnswerBody | undefined): answer is z.ZodType =>
  answer !== undefined && typeof answer !== 'string';

/**
 * Calls an endpoint of the API by its contract (docs/api-contracts.md): the method, path and answer
 * schema come from `packages/domain`, so a feature never writes them. A 204 answers undefined.
 */
export function call<E extends EndpointContract>(
  endpoint: E,
  input: CallInput<E>,
  options?: RequestOptions,
): Promise<AnswerOf<E>> {
  const schemaFor = (status: number) => {
    const answer = endpoint.answers[status as keyof E['answers']] as AnswerBody | undefined;
    return (answer === 'empty' ? emptyAnswer : isSchema(answer) ? answer : undefined) as
      z.ZodType<AnswerOf<E>> | undefined;
  };
  return apiRequest(endpoint.method, urlOf(endpoint, input), schemaFor, input.body, options);
}

/**
 * Calls an endpoint like `call` but reads its answer with the caller's own schema: the sign-in's
 * answer is read as the session the web stores (lib/session-schema.ts), which is loaded on demand.
 */
export function callWithSchema<E extends EndpointContract, T>(
  endpoint: E,
  input: CallInput<E>,
  schema: z.ZodType<T>,
  options?: RequestOptions,
): Promise<T> {
  return apiRequest(endpoint.method, urlOf(endpoint, input), () => schema, input.body, options);
}

/**
 * A short-lived signed link to an export (docs/features/lists.md 'Exports'), for `startDownload`:
 * only this short signing call runs in the page, without the loading overlay; a refusal (the role,
 * the query) is a notice like any other call's.
 */
export async function downloadLink<E extends EndpointContract>(
  endpoint: E,
  input: CallInput<E>,
  options: RequestOptions = {},
): Promise<string> {
  // On demand: its schemas bring zod, which /login must not load (e2e/delivery.spec.ts budget).
  const { downloadEndpoints } = await import('@panel/domain/downloads/download-endpoints');
  const body = { path: urlOf(endpoint, input) };
  return (await call(downloadEndpoints.sign, { body }, { ...options, loading: false })).url;
}

/** Downloads an export through the browser's download manager, saved under `filename`. */
export async function download<E extends EndpointContract>(
  endpoint: E,
  input: CallInput<E>,
  filename: string,
  options?: RequestOptions,
): Promise<void> {
  startDownload(await downloadLink(endpoint, input, options), filename);
}

/** A 204 has no body: anything else where nothing was promised is an unexpected answer. */
const emptyAnswer = { safeParse: (data: unknown) => ({ success: data === undefined, data }) } as never;
