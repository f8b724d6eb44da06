import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppProviders, createQueryClient } from '@/app/providers';
import { mockApi, storeSession } from '@/test/render';
import { catchDownloads, signsDownloads } from '@/test/downloads';
import type { AnswerBody, EndpointContract } from '@panel/domain/http/endpoint';
import { ApiError, call, download, errorText, setUnauthorizedHandler } from './api-client';
import { isLoading } from './loading';
import { getSession } from './session';

function renderNotices() {
  render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <div />
    </AppProviders>,
  );
}

const ok = z.object({ message: z.string() });
const numbers = z.array(z.number());

/** A contract for the client alone: any method and path, any JSON body, one answer for 200 and 201. */
const probe = <const M extends EndpointContract['method'], const A extends AnswerBody>(
  method: M,
  path: string,
  answer: A,
) =>
  ({
    operationId: 'probe',
    method,
    path,
    summary: 'Prueba del cliente',
    tag: 'test',
    access: { public: true, why: 'Prueba' },
    body: z.unknown(),
    answers: { 200: answer, 201: answer },
    errors: [],
  }) as const satisfies EndpointContract;
const noBody = { body: undefined };

describe('API client', () => {
  afterEach(() => setUnauthorizedHandler(null));

  it('sends JSON with the stored token in x-access-token', async () => {
    storeSession(1, { accessToken: 'abc.def' });
    const mocked = mockApi({ 'POST /api/banks': { status: 201, body: { id: 1 } } });
    await call(
      probe('POST', '/api/banks', z.object({ id: z.number() })),
      { body: { bankname: 'Banco' } },
      { notify: false },
    );
    const sent = mocked.calls[0];
    expect(sent?.headers.get('x-access-token')).toBe('abc.def');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.body).toEqual({ bankname: 'Banco' });
  });

  it('sends no token header without a session', async () => {
    const mocked = mockApi({ 'GET /api/x': { body: [] } });
    await call(probe('GET', '/api/x', numbers), noBody);
    expect(mocked.calls[0]?.headers.has('x-access-token')).toBe(false);
  });

  it('shows a 200 or 201 message as a success notice', async () => {
    renderNotices();
    mockApi({ 'POST /api/banks': { status: 201, body: { message: 'Banco creado' } } });
    await act(() => call(probe('POST', '/api/banks', ok), { body: {} }));
    expect(await screen.findByText('Banco creado')).toBeInTheDocument();
  });

  it('shows an error message as a dismissible error notice and throws it', async () => {
    renderNotices();
    mockApi({ 'DELETE /api/banks/1': { status: 422, body: { message: 'El banco tiene cuentas' } } });
    await act(async () => {
      await expect(call(probe('DELETE', '/api/banks/1', ok), noBody)).rejects.toMatchObject({ status: 422 });
    });
    expect(await screen.findByText('El banco tiene cuentas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  });

  it('stays quiet when the caller opts out', async () => {
    renderNotices();
    mockApi({ 'POST /api/x': { status: 400, body: { message: 'Dato inválido' } } });
    await act(async () => {
      await expect(call(probe('POST', '/api/x', ok), { body: {} }, { notify: false })).rejects.toBeInstanceOf(
        ApiError,
      );
    });
    expect(screen.queryByText('Dato inválido')).not.toBeInTheDocument();
  });

  it('on 401 removes the stored session and asks for /logout once', async () => {
    storeSession(1);
    const toLogout = vi.fn();
    setUnauthorizedHandler(toLogout);
    mockApi({ 'GET /api/x': { status: 401, body: { message: 'Sesión vencida' } } });
    const read = probe('GET', '/api/x', ok);
    await expect(call(read, noBody)).rejects.toMatchObject({ status: 401 });
    await expect(call(read, noBody)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(toLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 when the caller says a 401 is not about the session', async () => {
    storeSession(1);
    const toLogout = vi.fn();
    setUnauthorizedHandler(toLogout);
    mockApi({
      'POST /api/auth/signin': { status: 401, body: { message: 'Usuario o contraseña incorrectos' } },
    });
    await expect(
      call(probe('POST', '/api/auth/signin', ok), { body: {} }, { endSessionOn401: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).not.toBeNull();
    expect(toLogout).not.toHaveBeenCalled();
  });

  it('raises the loading flag during a change and not during a read', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    const read = call(probe('GET', '/api/x', z.unknown()), noBody);
    expect(isLoading()).toBe(false);
    answer(new Response('[]'));
    await read;

    const change = call(probe('POST', '/api/x', z.unknown()), { body: {} }, { notify: false });
    expect(isLoading()).toBe(true);
    answer(new Response('{}'));
    await change;
    expect(isLoading()).toBe(false);
  });

  it('shows the green full-page overlay while the flag is up', async () => {
    renderNotices();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    let change: Promise<unknown> = Promise.resolve();
    act(() => {
      change = call(probe('POST', '/api/x', z.unknown()), { body: {} }, { notify: false });
    });
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    await act(async () => {
      answer(new Response('{}'));
      await change;
    });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument());
  });

  it('rejects an answer of an unexpected shape', async () => {
    mockApi({ 'GET /api/x': { body: { nope: true } } });
    await expect(call(probe('GET', '/api/x', numbers), noBody, { notify: false })).rejects.toMatchObject({
      message: 'El servidor envió una respuesta inesperada.',
    });
  });
});

describe("export downloads (docs/features/lists.md 'Exports')", () => {
  it('signs the export URL with the session, no overlay, and starts the download of the link', async () => {
    storeSession(1, { accessToken: 'abc.def' });
    const api = mockApi(signsDownloads());
    const started = catchDownloads();
    const done = download(probe('GET', '/api/x.csv', 'csv'), { body: undefined }, 'x.csv');
    expect(isLoading()).toBe(false);
    await done;
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/downloads',
      body: { path: '/api/x.csv' },
    });
    expect(api.calls[0]!.headers.get('x-access-token')).toBe('abc.def');
    expect(started).toEqual([{ href: '/api/x.csv?download=firma-de-prueba', filename: 'x.csv' }]);
  });

  it('shows a refused signing as a notice like any other call, and starts nothing', async () => {
    renderNotices();
    mockApi({ 'POST /api/downloads': { status: 403, body: { message: 'No tiene permiso' } } });
    const started = catchDownloads();
    await act(async () => {
      await expect(download(probe('GET', '/api/x.csv', 'csv'), noBody, 'x.csv')).rejects.toMatchObject({
        status: 403,
      });
    });
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
    expect(started).toEqual([]);
  });
});

describe('errorText (docs/features/shell.md)', () => {
  it("prefers the response data's message", () => {
    expect(errorText(new ApiError('otro', 400, { message: 'Del servidor' }))).toBe('Del servidor');
  });
  it("falls back to the error's message", () => {
    expect(errorText(new Error('Sin conexión'))).toBe('Sin conexión');
  });
  it('falls back to the error as text', () => {
    expect(errorText('algo falló')).toBe('algo falló');
  });
});
