import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES } from '@panel/domain/auth/login-form';
import { getSession } from '@/lib/session';
import { mockApi, renderApp, sessionOf, shellReplies, storeSession } from '@/test/render';

const signinAnswer = sessionOf(1, {
  username: 'admin',
  email: 'admin@example.com',
  accessToken: 'jwt-nuevo',
});

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Usuario'), username);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('Iniciar Sesión', () => {
  it('shows both required messages under their fields and sends nothing', async () => {
    const api = mockApi();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();

    await fillAndSubmit('', '');

    expect(screen.getByLabelText('Usuario')).toHaveAccessibleDescription(LOGIN_MESSAGES.usernameRequired);
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordRequired);
    expect(api.calls).toHaveLength(0);
  });

  it('shows only the missing field message when the other is filled', async () => {
    mockApi();
    renderApp('/login');
    await fillAndSubmit('admin', '');
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText(LOGIN_MESSAGES.usernameRequired)).not.toBeInTheDocument();
  });

  it('keeps the typed values and shows the server message when sign-in fails', async () => {
    const api = mockApi({
      'POST /api/auth/signin': { status: 401, body: { message: 'Usuario o contraseña incorrectos' } },
    });
    const { router } = renderApp('/login');

    await fillAndSubmit('admin', 'equivocada');

    const alert = await screen.findByRole('alert', { name: /No se pudo ingresar/ });
    expect(within(alert).getByText('Usuario o contraseña incorrectos')).toBeInTheDocument();
    // The same text also arrives as a red notice.
    expect(screen.getAllByText('Usuario o contraseña incorrectos')).toHaveLength(2);
    expect(screen.getByLabelText('Usuario')).toHaveValue('admin');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('equivocada');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(api.calls[0]?.body).toEqual({ username: 'admin', password: 'equivocada' });
  });

  it('shows the blocked-user message of a 403', async () => {
    mockApi({ 'POST /api/auth/signin': { status: 403, body: { message: 'El usuario está bloqueado' } } });
    renderApp('/login');
    await fillAndSubmit('cajero', 'demo1234');
    expect(await screen.findByRole('alert', { name: /No se pudo ingresar/ })).toHaveTextContent(
      'El usuario está bloqueado',
    );
  });

  it("falls back to the error's own message when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/login');
    await fillAndSubmit('admin', 'demo1234');
    expect(await screen.findByRole('alert', { name: /No se pudo ingresar/ })).toHaveTextContent(
      /No se pudo conectar con el servidor/,
    );
  });

  it('disables the button while the request runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderApp('/login');
    await fillAndSubmit('admin', 'demo1234');

    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
    answer(new Response(JSON.stringify({ message: 'Usuario o contraseña incorrectos' }), { status: 401 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled());
  });

  it('stores the session and goes to /checker on success', async () => {
    mockApi({ 'POST /api/auth/signin': { body: signinAnswer }, ...shellReplies() });
    const { router } = renderApp('/login');

    await fillAndSubmit('  admin ', 'demo1234');

    expect(await screen.findByRole('heading', { name: 'Comprobantes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checker');
    expect(getSession()).toMatchObject({ accessToken: 'jwt-nuevo', rol: 1, username: 'admin', id: 11 });
  });

  it('sends a signed-in user straight to /checker', async () => {
    storeSession(3);
    mockApi(shellReplies());
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Comprobantes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checker');
  });
});
