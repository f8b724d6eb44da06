import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES as M } from '@panel/domain/users/user-rules';
import type { UserView } from '@panel/domain/users/user-view';
import {
  mockApi,
  type RecordedCall,
  renderScreen,
  renderWithProviders,
  type Reply,
  shellReplies,
  storeSession,
} from '@/test/render';
import { chooseOption, fillFields, saveDialog } from '@/components/list-screen/test/list-screen-steps';
import { rowShowing } from '@/test/lists';
import { UsersPage } from './users-page';

const user = (id: number, username: string, rol: number, active = true): UserView => ({
  id,
  username,
  email: `${username}@isla.example`,
  rol,
  active,
  tenant_id: 1,
  tenant: { id: 1, name: 'Isla Demo' },
  createdAt: '01/02/2025',
});

// storeSession(1) signs in as id 11.
const LIST = [user(11, 'admin', 1), user(12, 'cajera', 3), user(13, 'pagador', 4, false)];

const setup = (replies: Record<string, Reply> = {}) =>
  renderScreen('/config/users', {
    rol: 1,
    session: { id: 11, username: 'admin' },
    replies: { 'GET /api/user': { body: LIST }, ...replies },
  });

type Events = ReturnType<typeof userEvent.setup>;
type Field = 'Nombre de usuario' | 'E-mail' | 'Contraseña' | 'Repetir contraseña';

async function openNew(events: Events) {
  await events.click(await screen.findByRole('button', { name: 'Nuevo' }));
  return screen.findByRole('dialog', { name: 'Usuario' });
}

const fill = (events: Events, dialog: HTMLElement, values: Partial<Record<Field, string>>) =>
  fillFields(events, dialog, values);

/** A new cashier 'ana' in the island the modal starts with, sent with 'Guardar'. */
async function createAna(events: Events) {
  const dialog = await openNew(events);
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Isla' })).toHaveValue('Isla Demo'),
  );
  await fill(events, dialog, {
    'Nombre de usuario': 'ana',
    'E-mail': 'ana@isla.com',
    Contraseña: 'clave-larga',
    'Repetir contraseña': 'clave-larga',
  });
  await events.click(within(dialog).getByRole('button', { name: 'Guardar' }));
}

async function clearIsland(events: Events, dialog: HTMLElement) {
  await events.click(within(dialog).getByRole('button', { name: 'Quitar isla' }));
  expect(within(dialog).getByRole('combobox', { name: 'Isla' })).toHaveValue('');
}

describe('Usuarios', () => {
  it('lists everyone but the signed-in user, with status labels, island and rol', async () => {
    setup();
    await rowShowing('cajera', ['Activo', 'cajera@isla.example', 'Isla Demo', '3 · Cajero']);
    expect(within(screen.getByText('pagador').closest('tr')!).getByText('Bloqueado')).toBeInTheDocument();
    expect(screen.queryByText('admin@isla.example')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
  });

  it("shows 'Nuevo' and Acciones only to rol 1", async () => {
    storeSession(2, { id: 12 });
    mockApi({ ...shellReplies(), 'GET /api/user': { body: LIST } });
    renderWithProviders(<UsersPage />);
    expect(await screen.findByText('pagador')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Borrar/ })).not.toBeInTheDocument();
  });

  it('starts a new user as rol 3, active, in the signed-in island', async () => {
    const { events } = setup();
    const dialog = await openNew(events);
    expect(within(dialog).getByRole('combobox', { name: 'Rol' })).toHaveValue('3 · Cajero');
    expect(within(dialog).getByRole('switch', { name: 'Activo' })).toBeChecked();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Isla' })).toHaveValue('Isla Demo'),
    );
  });

  // Each case also breaks every later rule, so only the first failing rule may speak.
  it.each([
    [{ 'E-mail': '' }, true, M.nameRequired],
    [{ 'Nombre de usuario': 'ana' }, true, M.emailRequired],
    [{ 'Nombre de usuario': 'ana', 'E-mail': 'ana@isla.com' }, true, M.islandRequired],
    [{ 'Nombre de usuario': 'ana', 'E-mail': 'ana@isla.com' }, false, M.userBothPasswords],
    [{ 'Nombre de usuario': 'ana', 'E-mail': 'ana@isla.com', Contraseña: 'abc' }, false, M.userBothPasswords],
    [
      {
        'Nombre de usuario': 'ana',
        'E-mail': 'ana@isla.com',
        Contraseña: 'abc',
        'Repetir contraseña': 'abd',
      },
      false,
      M.passwordsDiffer,
    ],
    [
      {
        'Nombre de usuario': 'ana',
        'E-mail': 'ana@isla.com',
        Contraseña: 'abc',
        'Repetir contraseña': 'abc',
      },
      false,
      M.passwordTooShort,
    ],
  ] as [Partial<Record<Field, string>>, boolean, string][])(
    'create with %o (no island: %s) shows "%s", stays open and sends nothing',
    async (values, noIsland, message) => {
      const { events, api } = setup();
      const dialog = await openNew(events);
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'Isla' })).toHaveValue('Isla Demo'),
      );
      await fill(events, dialog, values);
      if (noIsland) await clearIsland(events, dialog);
      await events.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Usuario' })).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    },
  );

  it('creates a valid user and refreshes the list', async () => {
    let created = false;
    const { events, api } = setup({
      'POST /api/user': (call: RecordedCall) => {
        created = true;
        const body = call.body as { username: string };
        return { status: 201, body: { message: 'Usuario creado', user: user(20, body.username, 3) } };
      },
      'GET /api/user': () => ({ body: created ? [...LIST, user(20, 'ana', 3)] : LIST }),
    });
    await createAna(events);
    expect(await screen.findByText('Usuario creado')).toBeInTheDocument();
    expect(await screen.findByText('ana')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'ana',
      email: 'ana@isla.com',
      tenant_id: 1,
      rol: 3,
      active: true,
      password: 'clave-larga',
      vpassword: 'clave-larga',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Usuario' })).not.toBeInTheDocument());
  });

  it('leaves the list untouched when the creation answers 403', async () => {
    const { events, api } = setup({
      'POST /api/user': { status: 403, body: { message: 'No tiene permiso para realizar esta acción' } },
    });
    await createAna(events);
    expect(await screen.findByText('No tiene permiso para realizar esta acción')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/api/user')).toHaveLength(1);
    expect(screen.queryByText('ana')).not.toBeInTheDocument();
  });

  it('edits with both passwords empty (unchanged) and sends rol, island and status', async () => {
    const { events, api } = setup({
      'POST /api/user/12': (call: RecordedCall) => ({
        body: {
          message: 'Usuario actualizado',
          user: { ...user(12, 'cajera', 2), ...(call.body as object) },
        },
      }),
    });
    const row = (await screen.findByText('cajera')).closest('tr')!;
    await events.click(within(row).getByRole('button', { name: 'Editar a cajera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuario' });
    expect(within(dialog).getByLabelText('Nombre de usuario')).toHaveValue('cajera');
    expect(within(dialog).getByLabelText('Contraseña', { exact: true })).toHaveValue('');
    await chooseOption(events, dialog, 'Rol', '2 · Moderador');
    expect(await saveDialog(events, dialog, api, 'Usuario actualizado')).toEqual({
      username: 'cajera',
      email: 'cajera@isla.example',
      tenant_id: 1,
      rol: 2,
      active: true,
      password: '',
      vpassword: '',
    });
  });

  it('blocks a user from the row and shows the new status', async () => {
    const { events } = setup({
      'POST /api/user/12/toggle': {
        body: { message: 'Usuario bloqueado', user: user(12, 'cajera', 3, false) },
      },
    });
    const row = (await screen.findByText('cajera')).closest('tr')!;
    await events.click(within(row).getByRole('button', { name: 'Bloquear a cajera' }));
    expect(await screen.findByText('Usuario bloqueado')).toBeInTheDocument();
    expect(await within(row).findByText('Bloqueado')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Activar a cajera' })).toBeInTheDocument();
  });

  it("asks 'Desea borrar este usuario' before deleting, and deletes nothing on cancel", async () => {
    const { events, api } = setup({ 'DELETE /api/user/12': { body: { message: 'Usuario eliminado' } } });
    const row = (await screen.findByText('cajera')).closest('tr')!;
    await events.click(within(row).getByRole('button', { name: 'Borrar a cajera' }));
    await events.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await events.click(within(row).getByRole('button', { name: 'Borrar a cajera' }));
    expect(await screen.findByText('Desea borrar este usuario')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Usuario eliminado')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/user/12',
    ]);
  });
});
