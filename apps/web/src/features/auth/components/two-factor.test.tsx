import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as M } from '@panel/domain/two-factor/texts';
import { getSession } from '@/lib/session';
import { mockApi, renderApp, sessionOf, shellReplies, storeSession } from '@/test/render';

const session = sessionOf(1, {
  username: 'admin',
  email: 'admin@example.com',
  accessToken: 'jwt-con-factor',
});

describe('second factor at sign-in (docs/features/two-factor.md)', () => {
  it('asks for the code after a right password, and signs in with it', async () => {
    const api = mockApi({
      'POST /api/auth/signin': { body: { totpRequired: true, pendingToken: 'pendiente' } },
      'POST /api/auth/signin/totp': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: session }
          : { status: 401, body: { message: M.invalidCode } },
      ...shellReplies(),
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    const code = await screen.findByLabelText('Código de la aplicación o de recuperación');
    expect(getSession()).toBeNull();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(M.invalidCode)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Código de la aplicación o de recuperación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checker'));
    expect(getSession()).toMatchObject({ accessToken: 'jwt-con-factor', id: 11 });
    expect(api.calls.filter((c) => c.path === '/api/auth/signin/totp').map((c) => c.body)).toEqual([
      { pendingToken: 'pendiente', code: '654321' },
      { pendingToken: 'pendiente', code: '123456' },
    ]);
  });

  it('a session that must enrol sees only the enrolment, then the recovery codes once', async () => {
    storeSession(2, { totpEnrolRequired: true });
    const codes = Array.from({ length: 8 }, (_, i) => `aaaa${i}-bbbbb`);
    const api = mockApi({
      'POST /api/auth/totp/setup': {
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrDataUrl: 'data:image/png;base64,AA',
        },
      },
      'POST /api/auth/totp/confirm': {
        body: {
          message: 'Verificación en dos pasos activada',
          recoveryCodes: codes,
          accessToken: 'jwt-nuevo',
        },
      },
      ...shellReplies(),
    });
    renderApp('/checker');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // Nothing of the panel is asked for while the factor is missing.
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/totp/setup']);

    await user.type(screen.getByLabelText('Código'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(codes[0]!)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(getSession()).toMatchObject({ accessToken: 'jwt-nuevo', totpEnrolRequired: true });

    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(await screen.findByRole('heading', { name: 'Comprobantes' })).toBeInTheDocument();
    expect(getSession()).toMatchObject({ totpEnrolRequired: false });
  });
});
