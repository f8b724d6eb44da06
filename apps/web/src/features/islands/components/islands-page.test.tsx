import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES } from '@panel/domain/ledger/platform-webhook';
import { ISLAND_MESSAGES as M } from '@panel/domain/islands/island-rules';
import type { IslandView } from '@panel/domain/islands/island-view';
import {
  mockApi,
  type RecordedCall,
  renderScreen,
  renderWithProviders,
  type Reply,
  shellReplies,
  storeSession,
} from '@/test/render';
import { fillFields, saveDialog } from '@/components/list-screen/test/list-screen-steps';
import { islandView } from '@/test/islands';
import { IslandsPage } from './islands-page';

const island = islandView;

const setup = (replies: Record<string, Reply> = {}, list = [island()]) =>
  renderScreen('/config/Islands', { rol: 1, replies: { 'GET /api/tenants': { body: list }, ...replies } });

type Events = ReturnType<typeof userEvent.setup>;
const FIELDS = {
  name: 'Nombre',
  url: 'URL',
  panelUserName: 'Usuario del panel',
  panelUserPassword: 'Contraseña del panel',
  defaultClientPassword: 'Contraseña por defecto de los clientes',
  charge: 'Carga mínima',
  bonus: 'Porcentaje de bonus',
  withdraw: 'Retiro mínimo',
  prefix: 'Prefijo',
} as const;
type Values = Partial<Record<keyof typeof FIELDS, string>>;

const fill = (events: Events, dialog: HTMLElement, values: Values) =>
  fillFields(events, dialog, values, FIELDS);

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const complete: Values = {
  name: 'Isla Norte',
  panelUserPassword: 'clave-panel',
  defaultClientPassword: 'clave-clientes',
  charge: '1000',
  bonus: '0',
  withdraw: '5000',
  prefix: 'no',
};

describe('Islas', () => {
  it('lists name, URL and prefix, with the edit-messages link for rol 1', async () => {
    setup();
    const row = await rowOf('Isla Demo');
    expect(within(row).getByText('https://demo.example')).toBeInTheDocument();
    expect(within(row).getByText('dm')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Editar mensajes de Isla Demo' })).toHaveAttribute(
      'href',
      '/config/islands/1/iresponses',
    );
  });

  it('hides the edit-messages link from rol 3 and above', async () => {
    storeSession(3);
    mockApi({ ...shellReplies(), 'GET /api/tenants': { body: [island()] } });
    renderWithProviders(<IslandsPage />);
    const row = await rowOf('Isla Demo');
    expect(within(row).queryByRole('link', { name: /Editar mensajes/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editar Isla Demo' })).toBeInTheDocument();
  });

  // Each case also breaks every later rule, so only the first failing one may speak.
  it.each([
    [{ name: '' }, M.nameRequired],
    [{ ...complete, url: 'demo.example', panelUserPassword: '' }, M.urlInvalid],
    [{ ...complete, panelUserPassword: '', defaultClientPassword: '' }, M.panelPasswordRequired],
    [{ ...complete, defaultClientPassword: '', charge: '' }, M.defaultClientPasswordRequired],
    [{ ...complete, charge: '', bonus: '' }, M.chargeRequired],
    [{ ...complete, bonus: '', withdraw: '' }, M.bonusRequired],
    [{ ...complete, withdraw: '', prefix: '' }, M.withdrawRequired],
    [{ ...complete, prefix: '' }, M.prefixRequired],
    [{ ...complete, prefix: 'N-1' }, M.prefixInvalid],
  ] as [Values, string][])(
    'a new island with %o shows "%s", stays open and sends nothing',
    async (values, message) => {
      const { events, api } = setup();
      await events.click(await screen.findByRole('button', { name: 'Nueva' }));
      const dialog = await screen.findByRole('dialog', { name: 'Isla' });
      await fill(events, dialog, values);
      await events.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Isla' })).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    },
  );

  it('creates a valid island with amounts in pesos', async () => {
    const { events, api } = setup({
      'POST /api/tenants': { status: 201, body: { message: 'Isla creada', island: island({ id: 2 }) } },
    });
    await events.click(await screen.findByRole('button', { name: 'Nueva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Isla' });
    await fill(events, dialog, { ...complete, url: 'https://norte.example', charge: '1500,5' });
    expect(await saveDialog(events, dialog, api, 'Isla creada')).toEqual({
      name: 'Isla Norte',
      url: 'https://norte.example',
      panelUserName: '',
      panelUserPassword: 'clave-panel',
      defaultClientPassword: 'clave-clientes',
      charge: 1500.5,
      bonus: 0,
      withdraw: 5000,
      prefix: 'no',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Isla' })).not.toBeInTheDocument());
  });

  it('edits with the stored passwords left empty (unchanged), and asks for one the island lacks', async () => {
    const { events, api } = setup(
      {
        'POST /api/tenants/1': (call: RecordedCall) => ({
          body: { message: 'Isla actualizada', island: island(call.body as Partial<IslandView>) },
        }),
      },
      [island(), island({ id: 3, name: 'Isla Sin Clave', hasPanelUserPassword: false })],
    );
    await events.click(
      within(await rowOf('Isla Sin Clave')).getByRole('button', { name: 'Editar Isla Sin Clave' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Isla' });
    await events.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.panelPasswordRequired)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(within(await rowOf('Isla Demo')).getByRole('button', { name: 'Editar Isla Demo' }));
    dialog = await screen.findByRole('dialog', { name: 'Isla' });
    expect(within(dialog).getByLabelText('Contraseña del panel')).toHaveValue('');
    expect(within(dialog).getAllByText('Guardada. Déjela vacía para no cambiarla.')).toHaveLength(2);
    await fill(events, dialog, { bonus: '15' });
    expect(await saveDialog(events, dialog, api, 'Isla actualizada')).toMatchObject({
      name: 'Isla Demo',
      panelUserPassword: '',
      defaultClientPassword: '',
      charge: 1000,
      bonus: 15,
      withdraw: 5000,
    });
  });

  it('asks before switching a flow: a cancel sends nothing, a confirmation saves that flow', async () => {
    let saved = island();
    const { events, api } = setup({
      'POST /api/tenants/1/flows': (call: RecordedCall) => {
        saved = { ...saved, ...(call.body as Partial<IslandView>) };
        return { body: { message: 'Flujo actualizado', island: saved } };
      },
    });
    await events.click(
      within(await rowOf('Isla Demo')).getByRole('button', { name: 'Editar flujos de Isla Demo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Flujos de Isla Demo' });
    const charges = within(dialog).getByRole('switch', { name: 'Cargas' });
    expect(charges).toBeChecked();
    await events.click(charges);
    expect(await screen.findByText('¿Desactivar Cargas?')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).getByRole('switch', { name: 'Cargas' })).toBeChecked();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await events.click(within(dialog).getByRole('switch', { name: 'Cargas' }));
    await events.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Cargas' })).not.toBeChecked());
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Referidos' })).toBeEnabled());
    await events.click(within(dialog).getByRole('switch', { name: 'Referidos' }));
    await events.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Referidos' })).not.toBeChecked());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { opCharges: false },
      { opReferral: false },
    ]);
  });

  it('puts a switch back when the save is refused', async () => {
    const { events } = setup({
      'POST /api/tenants/1/flows': { status: 404, body: { message: 'No se encontró la isla' } },
    });
    await events.click(
      within(await rowOf('Isla Demo')).getByRole('button', { name: 'Editar flujos de Isla Demo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Flujos de Isla Demo' });
    await events.click(within(dialog).getByRole('switch', { name: 'Ayuda' }));
    await events.click(await screen.findByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('No se encontró la isla')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Ayuda' })).toBeChecked());
  });

  it('deletes only after the confirmation', async () => {
    const { events, api } = setup({ 'DELETE /api/tenants/1': { body: { message: 'Isla eliminada' } } });
    await events.click(within(await rowOf('Isla Demo')).getByRole('button', { name: 'Borrar Isla Demo' }));
    expect(await screen.findByText('Desea borrar esta isla')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await events.click(within(await rowOf('Isla Demo')).getByRole('button', { name: 'Borrar Isla Demo' }));
    await events.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Isla eliminada')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it.each([
    {
      kind: 'intake',
      title: 'Clave de notificaciones',
      confirm: 'nueva clave de notificaciones para Isla Demo',
      message: M.intakeKeyShown,
    },
    {
      kind: 'platform',
      title: 'Clave de plataforma',
      confirm: 'nueva clave de plataforma para Isla Demo',
      message: PLATFORM_MESSAGES.keyShown,
    },
  ])(
    'rotates the $kind key only after confirming and shows it once',
    async ({ kind, title, confirm, message }) => {
      const key = `${kind}_clave-nueva`;
      const { events, api } = setup({ [`POST /api/tenants/1/${kind}key`]: { body: { key, message } } });
      const button = async () =>
        within(await rowOf('Isla Demo')).getByRole('button', { name: `${title} de Isla Demo` });
      await events.click(await button());
      expect(await screen.findByText(new RegExp(confirm))).toBeInTheDocument();
      await events.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

      await events.click(await button());
      await events.click(await screen.findByRole('button', { name: 'Aceptar' }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(key)).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        `/api/tenants/1/${kind}key`,
      ]);
      await events.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByText(key)).not.toBeInTheDocument());
    },
  );
});
