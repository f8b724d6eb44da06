import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAYER_MESSAGES } from '@panel/domain/players/player-rules';
import { AMOUNT_MESSAGES } from '@panel/domain/typed-amount';
import type { MovementView } from '@panel/domain/players/player-view';
import { mockApi, type RecordedCall, renderScreen } from '@/test/render';
import { fundsAnswer, playerView } from '@/test/players';

const client = (id: number, panelUsername: string, blacklistbonus = 0) =>
  playerView(id, panelUsername, { blacklistbonus });

const movement = (i: number, overrides: Partial<MovementView> = {}): MovementView => ({
  externalTransactionId: `ext-${i}`,
  insDate: '2025-03-02T15:04:00.000Z',
  transactionType: 'DEPOSIT',
  amount: 100,
  balanceBefore: i * 100,
  balanceAfter: (i + 1) * 100,
  brand: null,
  game: null,
  currencyCode: 'ARS',
  ...overrides,
});

const JUAN = client(7, 'dmjuan1234');

type Replies = Parameters<typeof mockApi>[0];

const setup = (replies: Replies = {}) =>
  renderScreen('/config/cashiers', {
    rol: 3,
    replies: {
      'GET /api/clients': { body: { items: [JUAN] } },
      'GET /api/clients/getfunds/dmjuan1234': fundsAnswer(JUAN, 1500, [
        movement(1, { transactionType: 'GAMEDEBIT', brand: 'Demo Slots', game: 'Ruleta' }),
        movement(2, { transactionType: 'DEPOSITBONO', currencyCode: 'USD' }),
      ]),
      ...replies,
    },
    events: { delay: null },
  });

type Events = ReturnType<typeof userEvent.setup>;

async function pickJuan(events: Events) {
  await events.click(await screen.findByRole('combobox', { name: 'Buscar cliente' }));
  await events.click(await screen.findByRole('option', { name: 'dmjuan1234 · 1155551234' }));
  await screen.findByText('$ 1.500,00');
}

async function accept() {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
}

const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

describe('Cajeros', () => {
  it(
    'creates a client: name lowercased and phone digits as typed, the username shown, last added with copy',
    { timeout: 30_000 },
    async () => {
      const created = client(9, 'dmjuan4321');
      const { events, api } = setup({
        'POST /api/clients': { status: 201, body: { message: 'Cliente dmjuan4321 creado', client: created } },
        'GET /api/clients/getfunds/dmjuan4321': fundsAnswer(created, 0),
      });
      // The file's first test also waits for the screen's modules to be compiled (5–6 s on a slow CI machine).
      const name = await screen.findByRole('textbox', { name: 'Nombre' }, { timeout: 20_000 });
      await events.type(name, 'JUAN Perez');
      expect(name).toHaveValue('juan perez');
      const phone = screen.getByRole('textbox', { name: 'Teléfono' });
      await events.type(phone, '11-5555-4321');
      expect(phone).toHaveValue('1155554321');
      expect(await screen.findByText('dmjuan4321')).toBeInTheDocument();
      await events.click(screen.getByRole('button', { name: 'Crear cliente' }));
      expect(await screen.findByText('Cliente dmjuan4321 creado')).toBeInTheDocument();
      expect(posts(api.calls, '/api/clients')[0]!.body).toEqual({ name: 'juan perez', phone: '1155554321' });
      expect(screen.getByTestId('last-added')).toHaveTextContent('dmjuan4321');
      expect(screen.getByRole('button', { name: 'Copiar usuario' })).toBeInTheDocument();
      // The new player is selected at once.
      expect(await screen.findByTestId('selected-username')).toHaveTextContent('dmjuan4321');
    },
  );

  it('a name of 3 letters is refused before sending', async () => {
    const { events, api } = setup();
    await events.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'ana');
    await events.click(screen.getByRole('button', { name: 'Crear cliente' }));
    expect(await screen.findByText(PLAYER_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(posts(api.calls, '/api/clients')).toHaveLength(0);
  });

  it('a selected client shows balance, the allowed bonus button and the last movements in Spanish', async () => {
    const { events } = setup();
    await pickJuan(events);
    expect(screen.getByRole('button', { name: 'Bloquear bonus' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Desbloquear bonus' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Desbloquear usuario' })).toBeDisabled();
    const table = screen.getByRole('table', { name: 'Últimos movimientos' });
    expect(within(table).getByText('Debito del juego')).toBeInTheDocument();
    expect(within(table).getByText('Deposito de bono')).toBeInTheDocument();
    expect(within(table).getByText('Ruleta')).toBeInTheDocument();
    expect(within(table).getByText('Peso Argentino')).toBeInTheDocument();
    expect(within(table).getByText('USD')).toBeInTheDocument();
  });

  it('blocks the bonus, then only unblocking is allowed', async () => {
    let blocked = false;
    const { events } = setup({
      'POST /api/clients/7/add': () => {
        blocked = true;
        return { body: { message: 'Bonus bloqueado para dmjuan1234', client: client(7, 'dmjuan1234', 1) } };
      },
      'GET /api/clients/getfunds/dmjuan1234': () =>
        fundsAnswer(client(7, 'dmjuan1234', blocked ? 1 : 0), 1500),
    });
    await pickJuan(events);
    await events.click(screen.getByRole('button', { name: 'Bloquear bonus' }));
    expect(await screen.findByText('Bonus bloqueado para dmjuan1234')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Desbloquear bonus' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Bloquear bonus' })).toBeDisabled();
  });

  it("loads '1.500,50' as $ 1.500,50 after confirming", async () => {
    const { events, api } = setup({
      'POST /api/clients/deposit': {
        body: { message: 'Se cargaron $ 1.500,50 a dmjuan1234', balance: 3000.5, movement: movement(3) },
      },
    });
    await pickJuan(events);
    const field = screen.getByRole('textbox', { name: 'Monto a cargar' });
    await events.type(field, '1.500,50');
    expect(screen.getByText('Se lee: $ 1.500,50')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByText('¿Cargar $ 1.500,50 a dmjuan1234?')).toBeInTheDocument();
    await accept();
    expect(await screen.findByText('Se cargaron $ 1.500,50 a dmjuan1234')).toBeInTheDocument();
    const body = posts(api.calls, '/api/clients/deposit')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'dmjuan1234', amount: 1500.5 });
    expect(body.requestId).toEqual(expect.any(String));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it.each([
    ['Monto a cargar', 'Cargar', '0', PLAYER_MESSAGES.loadPositive],
    ['Monto a cargar', 'Cargar', '1,500', AMOUNT_MESSAGES.ambiguous],
    ['Monto a cargar', 'Cargar', '1.', PLAYER_MESSAGES.amountInvalid],
    ['Monto a retirar', 'Retirar', '1500,01', PLAYER_MESSAGES.withdrawAboveBalance],
    ['Monto a retirar', 'Retirar', '0,00', PLAYER_MESSAGES.withdrawPositive],
  ])('%s %j: says why and sends nothing', async (label, button, typed, message) => {
    const { events, api } = setup();
    await pickJuan(events);
    await events.type(screen.getByRole('textbox', { name: label }), typed);
    await events.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('the history modal searches on open, pages by 10 and a filter goes back to page 1', async () => {
    const { events, api } = setup({
      'POST /api/clients/history': (call) => {
        const { page } = call.body as { page: number };
        return {
          body: {
            items: Array.from({ length: 10 }, (_, i) => movement(page * 100 + i)),
            total: 95,
            page,
            pageSize: 10,
          },
        };
      },
    });
    await pickJuan(events);
    await events.click(screen.getByRole('button', { name: 'Historial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial de movimientos de: dmjuan1234' });
    await within(dialog).findByText('95 movimientos');
    const history = () => posts(api.calls, '/api/clients/history').map((c) => c.body);
    expect(history()[0]).toEqual({
      username: 'dmjuan1234',
      value: [],
      filters: { withdrawals: true, deposits: true, games: true },
      page: 1,
    });
    const pages = within(dialog).getByRole('navigation', { name: 'Páginas del historial' });
    // Current ±1 plus the last: 1, 2 … 10.
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Página \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '10']);
    await events.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(history().at(-1)).toMatchObject({ page: 2 }));
    for (const name of ['Retiros', 'Depositos', 'Juegos'])
      expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();
    await events.click(within(dialog).getByRole('checkbox', { name: 'Juegos' }));
    await waitFor(() =>
      expect(history().at(-1)).toMatchObject({
        page: 1,
        filters: { withdrawals: true, deposits: true, games: false },
      }),
    );
  });
});
