import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@panel/domain/users/user-rules';
import { getSession } from '@/lib/session';
import {
  mockApi,
  type RecordedCall,
  renderApp,
  renderScreen,
  shellReplies,
  storeSession,
} from '@/test/render';
import { fillFields } from '@/components/list-screen/test/list-screen-steps';

const serverUser = {
  id: 11,
  username: 'admin',
  email: 'admin@isla.example',
  rol: 1,
  active: true,
  tenant_id: 1,
  tenant: { id: 1, name: 'Isla Demo' },
  createdAt: '01/02/2025',
};

function setup() {
  // A screen that loads nothing of its own, so every call the test sees is the modal's.
  const { api, events } = renderScreen('/error', {
    rol: 1,
    session: { id: 11, username: 'admin', email: 'viejo@example.com' },
    replies: {
      'GET /api/user/11': { body: serverUser },
      'POST /api/user/11': (call: RecordedCall) => {
        const { password, ...body } = call.body as { username: string; email: string; password: string };
        // A new password ends the other sessions: the answer brings this session's new token.
        const accessToken = password ? { accessToken: 'token-tras-cambiar-clave' } : {};
        return { body: { message: 'Usuario actualizado', user: { ...serverUser, ...body }, ...accessToken } };
      },
    },
  });
  return { api, user: events };
}

async function openProfile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Editar mi perfil' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar mi perfil' });
  // The form switches to the server's copy of the account once it arrives.
  await waitFor(() => expect(within(dialog).getByLabelText('E-mail')).toHaveValue('admin@isla.example'));
  return dialog;
}

const fill = (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  values: Partial<Record<'Usuario' | 'E-mail' | 'Contraseña' | 'Repetir contraseña', string>>,
) => fillFields(user, dialog, values);

describe('Profile modal', () => {
  it('is prefilled from the server and starts with empty passwords', async () => {
    const { user } = setup();
    const dialog = await openProfile(user);
    expect(within(dialog).getByLabelText('Usuario')).toHaveValue('admin');
    expect(within(dialog).getByLabelText('Contraseña')).toHaveValue('');
    expect(within(dialog).getByLabelText('Repetir contraseña')).toHaveValue('');
  });

  // Each case also breaks every later rule, so only the first failing rule may speak.
  it.each([
    [{ Usuario: '', 'E-mail': '', Contraseña: 'abc' }, USER_MESSAGES.nameRequired],
    [{ 'E-mail': '', Contraseña: 'abc' }, USER_MESSAGES.emailRequired],
    [{ Contraseña: 'abc' }, USER_MESSAGES.profileBothPasswords],
    [{ 'Repetir contraseña': 'abc' }, USER_MESSAGES.profileBothPasswords],
    [{ Contraseña: 'abc', 'Repetir contraseña': 'abd' }, USER_MESSAGES.passwordsDiffer],
    [{ Contraseña: 'abc', 'Repetir contraseña': 'abc' }, USER_MESSAGES.passwordTooShort],
  ])('with %o shows "%s", closes and sends nothing', async (values, message) => {
    const { user, api } = setup();
    const dialog = await openProfile(user);

    await fill(user, dialog, values);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the spec messages in the spec order', () => {
    expect([
      USER_MESSAGES.nameRequired,
      USER_MESSAGES.emailRequired,
      USER_MESSAGES.profileBothPasswords,
      USER_MESSAGES.passwordsDiffer,
      USER_MESSAGES.passwordTooShort,
    ]).toEqual([
      'Debe ingresar un nombre',
      'Debe ingresar un email',
      'Debe completar ambos campos de contraseña',
      'Las contraseñas no coinciden',
      'La contraseña debe terner al menos 8 caracteres',
    ]);
  });

  it('clears the password fields after any submit', async () => {
    const { user } = setup();
    let dialog = await openProfile(user);
    await fill(user, dialog, { Contraseña: 'abc' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openProfile(user);
    expect(within(dialog).getByLabelText('Contraseña')).toHaveValue('');
  });

  it('saves valid input, refreshes the stored user and the greeting, and goes on with the new token', async () => {
    const { user, api } = setup();
    expect(await screen.findByText('Hola, admin')).toBeInTheDocument();
    const dialog = await openProfile(user);

    await fill(user, dialog, {
      Usuario: 'admin2',
      Contraseña: 'nueva1234',
      'Repetir contraseña': 'nueva1234',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Usuario actualizado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      username: 'admin2',
      email: 'admin@isla.example',
      password: 'nueva1234',
      vpassword: 'nueva1234',
    });
    expect(post?.headers.get('x-access-token')).toBe('token-de-prueba');
    expect(await screen.findByText('Hola, admin2')).toBeInTheDocument();
    expect(getSession()).toMatchObject({
      username: 'admin2',
      email: 'admin@isla.example',
      accessToken: 'token-tras-cambiar-clave',
    });
  });

  it('saves without a password change when both password fields are empty', async () => {
    const { user, api } = setup();
    const dialog = await openProfile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Usuario actualizado');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      password: '',
      vpassword: '',
    });
    expect(getSession()?.accessToken).toBe('token-de-prueba');
  });

  it('shows the server refusal as a notice', async () => {
    storeSession(1, { id: 11, username: 'admin' });
    mockApi({
      ...shellReplies(),
      'GET /api/user/11': { body: serverUser },
      'POST /api/user/11': { status: 400, body: { message: 'Ya existe un usuario con ese nombre' } },
    });
    renderApp('/error');
    const user = userEvent.setup();
    const dialog = await openProfile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un usuario con ese nombre')).toBeInTheDocument();
    expect(getSession()?.username).toBe('admin');
  });
});
