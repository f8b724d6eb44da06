import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES as M } from '@panel/domain/audiences/audience-rules';
import {
  mockApi,
  type RecordedCall,
  renderApp,
  renderScreen,
  type Reply,
  shellReplies,
  storeSession,
} from '@/test/render';
import { columnTexts, rowShowing } from '@/test/lists';
import { signedLink, signsDownloads } from '@/test/downloads';
import { downloadFrom, fillFields, sortByColumn } from '@/components/list-screen/test/list-screen-steps';

const stored = {
  id: 7,
  name: 'Jugadores inactivos',
  chargesQuantityMin: 1,
  chargesQuantityMax: 10,
  daysInactiveMin: 3,
  daysInactiveMax: 30,
  chargeAmountMin: 0,
  chargeAmountMax: 100000,
};
const storedQuery =
  'chargesQuantityMin=1&chargesQuantityMax=10&daysInactiveMin=3&daysInactiveMax=30&chargeAmountMin=0&chargeAmountMax=100000';

function setup(replies: Record<string, Reply> = {}) {
  const { api, events } = renderScreen('/config/audiences', {
    rol: 1,
    replies: { 'GET /api/audiences': { body: [stored] }, ...replies },
  });
  return { api, user: events };
}

type User = ReturnType<typeof userEvent.setup>;
const FIELDS = {
  name: 'Nombre de Público',
  cMin: 'Cantidad de cargas, mínimo',
  cMax: 'Cantidad de cargas, máximo',
  dMin: 'Días inactivo, mínimo',
  dMax: 'Días inactivo, máximo',
  aMin: 'Monto de carga, mínimo',
  aMax: 'Monto de carga, máximo',
} as const;
type Values = Partial<Record<keyof typeof FIELDS, string>>;
const complete: Values = {
  name: 'VIP',
  cMin: '2',
  cMax: '20',
  dMin: '0',
  dMax: '7',
  aMin: '1000',
  aMax: '50000',
};

async function openNew(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Nuevo' }));
  return screen.findByRole('dialog', { name: 'Nuevo público' });
}

const fill = (user: User, dialog: HTMLElement, values: Values) => fillFields(user, dialog, values, FIELDS);

async function alertText() {
  const alert = await screen.findByRole('dialog', { name: 'Revise los datos' });
  expect(within(alert).getByRole('img', { name: 'Error' })).toBeInTheDocument();
  return within(alert).getByRole('alert').textContent;
}

describe('Público', () => {
  it('lists each audience with its three min–max ranges', async () => {
    setup();
    const row = await rowShowing('Jugadores inactivos', ['1 – 10', '3 – 30', '$ 0,00 – $ 100.000,00']);
    for (const action of ['Exportar CSV de', 'Editar', 'Borrar'])
      expect(within(row).getByRole('button', { name: `${action} Jugadores inactivos` })).toBeInTheDocument();
  });

  // Each case also breaks every later rule, so only the first failing rule may speak.
  it.each<[Values, string]>([
    [{ ...complete, name: '', cMin: '', dMin: '99' }, M.nameRequired],
    [{ ...complete, name: '   ', cMin: '' }, M.nameRequired],
    [{ ...complete, aMax: '', cMin: '50', dMin: '99' }, M.emptyFields],
    [{ ...complete, cMin: '21', dMin: '8', aMin: '60000' }, M.chargesQuantityOrder],
    [{ ...complete, dMin: '8', aMin: '60000', cMax: '10000' }, M.daysInactiveOrder],
    [{ ...complete, aMin: '60000', cMax: '10000' }, M.chargeAmountOrder],
    [{ ...complete, cMax: '10000', dMax: '10000' }, M.chargesQuantityRange],
    [{ ...complete, dMax: '10000', aMax: '10000000' }, M.daysInactiveRange],
    [{ ...complete, aMax: '10000000' }, M.chargeAmountRange],
  ])('saving %o shows "%s" in the alert dialog and sends nothing', async (values, message) => {
    const { api, user } = setup();
    const dialog = await openNew(user);
    await fill(user, dialog, values);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await alertText()).toBe(message);
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    // The form stays open behind the alert, with what the user typed.
    expect(screen.getByRole('dialog', { name: 'Nuevo público' })).toBeInTheDocument();
  });

  it("counts the reach with 'Alcance' (no name needed) and forgets it when a filter changes", async () => {
    const { api, user } = setup({
      'GET /api/audience/audience-clients-preview-count?chargesQuantityMin=2&chargesQuantityMax=20&daysInactiveMin=0&daysInactiveMax=7&chargeAmountMin=1000&chargeAmountMax=50000':
        { body: { count: 1234 } },
    });
    const dialog = await openNew(user);
    await fill(user, dialog, { ...complete, name: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Alcance' }));
    expect(await within(dialog).findByText('1.234 jugadores')).toBeInTheDocument();
    expect(api.calls.at(-1)?.headers.get('x-access-token')).toBe('token-de-prueba');
    await fill(user, dialog, { dMax: '8' });
    expect(within(dialog).queryByText('1.234 jugadores')).not.toBeInTheDocument();
  });

  it('creates an audience, closes the modal and reloads the list', async () => {
    let list = [stored];
    const { api, user } = setup({
      'GET /api/audiences': () => ({ body: list }),
      'POST /api/audiences': (call: RecordedCall) => {
        const audience = { id: 8, ...(call.body as object) } as typeof stored;
        list = [...list, audience];
        return { status: 201, body: { message: 'Público creado', audience } };
      },
    });
    const dialog = await openNew(user);
    await fill(user, dialog, complete);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Público creado')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nuevo público' })).not.toBeInTheDocument(),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'VIP',
      chargesQuantityMin: 2,
      chargesQuantityMax: 20,
      daysInactiveMin: 0,
      daysInactiveMax: 7,
      chargeAmountMin: 1000,
      chargeAmountMax: 50000,
    });
    expect(await screen.findByText('VIP')).toBeInTheDocument();
  });

  it("shows the server's refusal in the alert dialog too", async () => {
    const { user } = setup({ 'PUT /api/audiences/7': { status: 400, body: { message: M.emptyFields } } });
    await user.click(await screen.findByRole('button', { name: 'Editar Jugadores inactivos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar público' });
    expect(within(dialog).getByLabelText(FIELDS.name)).toHaveValue('Jugadores inactivos');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await alertText()).toBe(M.emptyFields);
  });

  it('exports a row: asks with the number of players found, then downloads a file named after it', async () => {
    const { api, user } = setup({
      [`GET /api/audience/audience-clients-preview-count?${storedQuery}`]: { body: { count: 3 } },
      ...signsDownloads(),
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV de Jugadores inactivos' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('¿Desea descargar el CSV?')).toBeInTheDocument();
    expect(within(confirm).getByText('Jugadores encontrados: 3')).toBeInTheDocument();
    const { href, filename } = await downloadFrom(
      user,
      within(confirm).getByRole('button', { name: 'Descargar' }),
    );
    expect(href).toBe(
      signedLink(
        `/api/audience/audience-clients-preview-data?${storedQuery}&format=csv&name=Jugadores+inactivos`,
      ),
    );
    expect(filename).toMatch(/^Jugadores inactivos_\d\d-\d\d-\d{4}\.csv$/);
    expect(api.calls.at(-1)?.headers.get('x-access-token')).toBe('token-de-prueba');
  });

  it('does not download when the export is cancelled', async () => {
    const { api, user } = setup({
      [`GET /api/audience/audience-clients-preview-count?${storedQuery}`]: { body: { count: 3 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV de Jugadores inactivos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.path.includes('preview-data'))).toBe(false);
  });

  it('deletes after the confirmation', async () => {
    const { api, user } = setup({ 'DELETE /api/audiences/7': { body: { message: 'Público eliminado' } } });
    await user.click(await screen.findByRole('button', { name: 'Borrar Jugadores inactivos' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Desea borrar este público')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Público eliminado')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

describe('Público as a list (docs/features/lists.md)', () => {
  const second = { ...stored, id: 8, name: 'Apostadores', chargesQuantityMin: 0 };

  it('reads sort and search from the URL, sorts by a header and exports what it shows', async () => {
    storeSession(1);
    mockApi({
      ...shellReplies(),
      'GET /api/audiences': { body: [stored, second] },
      ...signsDownloads(),
    });
    renderApp('/config/audiences?sort=name&dir=desc');
    const table = await screen.findByRole('table', { name: 'Públicos' });
    const names = () => columnTexts(0, table);
    await waitFor(() => expect(names()).toEqual(['Jugadores inactivos', 'Apostadores']));
    expect(within(table).getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const user = userEvent.setup();
    await sortByColumn(
      user,
      'Cantidad de cargas',
      ['ascending', ['Apostadores', 'Jugadores inactivos']],
      names,
      table,
    );
    expect(await downloadFrom(user, screen.getByRole('button', { name: 'Exportar CSV' }))).toEqual({
      href: signedLink('/api/audiences/export.csv?sort=chargesQuantity&dir=asc'),
      filename: 'publicos.csv',
    });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'zz');
    expect(await screen.findByText('Ningún público coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('offers to retry when the list cannot be read', async () => {
    storeSession(1);
    mockApi({ ...shellReplies(), 'GET /api/audiences': { status: 500, body: { message: 'falla' } } });
    renderApp('/config/audiences');
    expect(await screen.findByText('No se pudo cargar la lista.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
