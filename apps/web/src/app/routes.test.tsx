import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Rol } from '@panel/domain/roles';
import { getSession } from '@/lib/session';
import { mockApi, renderApp, shellReplies, storeSession } from '@/test/render';

describe('Routes and guards', () => {
  it.each(['/checker', '/config', '/config/banks', '/config/Islands', '/notifications', '/error'])(
    'sends %s to /login without a session',
    async (path) => {
      mockApi();
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      // Replaced, so the browser's back button does not return to the guarded page.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it.each<[Rol, string]>([
    [2, '/config/banks'],
    [2, '/notifications'],
    [2, '/config/audiences'],
    [3, '/config/players'],
    [3, '/config/islands/1/iresponses'],
    [4, '/config/cashiers'],
    [5, '/config/bankaccounts'],
  ])('sends rol %i away from %s to /error', async (rol, path) => {
    storeSession(rol);
    mockApi(shellReplies());
    const { router } = renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'No tiene permiso para entrar a esta seccion' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    // /error is drawn inside the shell.
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });

  it.each([
    ['/config/banks', 'Bancos'],
    ['/config/bankaccounts', 'Cuentas'],
    ['/config/islands/7/iresponses', 'Editar mensajes'],
    ['/config/bots', 'Bots'],
    ['/config/players', 'Numeros Ignorados'],
    ['/config/users', 'Usuarios'],
    ['/config/audiences', 'Público'],
    ['/config/cashiers', 'Cajeros'],
    ['/config/Islands', 'Islas'],
  ])('opens %s inside the shell for rol 1', async (path, title) => {
    storeSession(1);
    mockApi(shellReplies());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each<[Rol, string]>([
    [1, 'Estadisticas'],
    [2, 'Estadisticas'],
    [3, 'Panel de control'],
    [4, 'Panel de control'],
    [5, 'Panel de control'],
  ])('titles /config for rol %i as %s', async (rol, title) => {
    storeSession(rol);
    mockApi(shellReplies());
    renderApp('/config');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('lets rol 2 into the island messages screen', async () => {
    storeSession(2);
    mockApi(shellReplies());
    renderApp('/config/islands/3/iresponses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar mensajes' })).toBeInTheDocument();
  });

  it('draws /checker full screen, with a gear link to /config', async () => {
    storeSession(5);
    mockApi(shellReplies());
    renderApp('/checker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comprobantes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al panel de control' })).toHaveAttribute('href', '/config');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir o cerrar menú' })).not.toBeInTheDocument();
  });

  it.each([
    ['/no-existe', null],
    ['/config/islands', 1],
    ['/CHECKER', 1],
  ] as const)('shows the not-found page at %s, without the shell', async (path, rol) => {
    if (rol) storeSession(rol);
    mockApi(shellReplies());
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'No se encuentra la pagina que usted esta buscando' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Comprobantes' })).toHaveAttribute('href', '/checker');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('logs out: ends the session on the server, forgets it and lands on /login', async () => {
    storeSession(1, { accessToken: 'token-de-este-puesto' });
    const { calls } = mockApi({ ...shellReplies(), 'POST /api/auth/logout': { status: 204 } });
    const { router } = renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('user')).toBeNull();
    const logouts = calls.filter((call) => call.path === '/api/auth/logout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]!.method).toBe('POST');
    expect(logouts[0]!.headers.get('x-access-token')).toBe('token-de-este-puesto');
  });

  it('ends the session when any call answers 401', async () => {
    storeSession(1);
    mockApi({
      ...shellReplies(),
      'GET /api/pendingids': { status: 401, body: { message: 'La sesión venció, ingrese de nuevo' } },
    });
    const { router } = renderApp('/config');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(screen.getByText('La sesión venció, ingrese de nuevo')).toBeInTheDocument();
  });

  it.each<[string, Rol, string]>([
    ['/config', 1, 'Estadisticas'],
    ['/config', 4, 'Panel de control'],
    ['/checker', 5, 'Comprobantes'],
    ['/config/banks', 1, 'Bancos'],
    ['/config/bankaccounts', 3, 'Cuentas'],
    ['/config/cashiers', 3, 'Cajeros'],
    ['/config/players', 2, 'Numeros Ignorados'],
    ['/config/islands/3/iresponses', 2, 'Editar mensajes'],
    ['/notifications', 1, 'Notificaciones'],
    ['/config/bots', 1, 'Bots'],
    ['/config/users', 1, 'Usuarios'],
    ['/config/audiences', 1, 'Público'],
    ['/config/Islands', 1, 'Islas'],
    ['/error', 4, 'Sin permiso'],
    ['/no-existe', 1, 'Página no encontrada'],
  ])('titles %s for rol %i with its screen and the island', async (path, rol, screenName) => {
    storeSession(rol);
    mockApi(shellReplies({ island: 'Isla Norte' }));
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${screenName} · Panel Comprobantes | Isla: Isla Norte`));
  });

  it.each([
    ['/login', 'Iniciar Sesión'],
    ['/register', 'Registrarse'],
  ])('titles %s with its screen only, without a user', async (path, screenName) => {
    document.title = 'otro';
    mockApi();
    renderApp(path);
    await screen.findByRole('heading', { name: screenName });
    expect(document.title).toBe(`${screenName} · Panel Comprobantes`);
  });

  it('sends the bare address to the review screen', async () => {
    storeSession(4);
    mockApi(shellReplies());
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Comprobantes' });
    expect(router.state.location.pathname).toBe('/checker');
  });
});
