import { z } from 'zod';
import { clearSession, getSession } from './session';
import { beginLoading } from './loading';
import { notifyError, notifySuccess } from './notify';
import { LIB_TEXTS } from './texts';

/** The one HTTP client of the panel: same origin, JSON, the session's token, notices (SPEC §7, §8). */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

const messageShape = z.object({ message: z.string().min(1) });

function messageOf(data: unknown): string | undefined {
  const result = messageShape.safeParse(data);
  return result.success ? result.data.message : undefined;
}

/**
 * Error text of SPEC §8: the response data's message if present, else the error's message, else the
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

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { notify = true, loading = method !== 'GET', endSessionOn401 = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const session = getSession();
  if (session) headers['x-access-token'] = session.accessToken;

  const endLoading = loading ? beginLoading() : () => undefined;
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      const error = new ApiError(LIB_TEXTS.network, 0, undefined);
      if (notify) notifyError(error.message);
      throw error;
    }

    const data = await readBody(response);
    if (!response.ok) {
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

    const success = messageOf(data);
    if (success && notify) notifySuccess(success);

    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const error = new ApiError(LIB_TEXTS.unexpectedResponse, response.status, data);
      if (notify) notifyError(error.message);
      throw error;
    }
    return parsed.data;
  } finally {
    endLoading();
  }
}

export const api = {
  get: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    apiRequest('GET', path, schema, undefined, options),
  post: <T>(path: string, body: unknown, schema: z.ZodType<T>, options?: RequestOptions) =>
    apiRequest('POST', path, schema, body, options),
  put: <T>(path: string, body: unknown, schema: z.ZodType<T>, options?: RequestOptions) =>
    apiRequest('PUT', path, schema, body, options),
  delete: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    apiRequest('DELETE', path, schema, undefined, options),
};
