import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MovementView } from '@panel/domain/players/player-view';
import { renderScreen, type Reply } from '@/test/render';
import { fundsAnswer, playerView } from '@/test/players';
import { downloadFrom } from '@/components/list-screen/test/list-screen-steps';
import { signedLink, signsDownloads } from '@/test/downloads';

const JUAN = playerView(7, 'dmjuan1234');

const movement = (i: number): MovementView => ({
  externalTransactionId: `ext-${i}`,
  insDate: '2025-03-02T15:04:00.000Z',
  transactionType: 'DEPOSIT',
  amount: i,
  balanceBefore: 0,
  balanceAfter: i,
  brand: null,
  game: null,
  currencyCode: 'ARS',
});

const HISTORY = 'POST /api/clients/history';

function setup(path: string, history: Reply) {
  const { api, events } = renderScreen(path, {
    rol: 3,
    replies: {
      'GET /api/clients': { body: { items: [JUAN] } },
      'GET /api/clients/getfunds/dmjuan1234': fundsAnswer(JUAN, 1500),
      [HISTORY]: history,
      ...signsDownloads(),
    },
    events: { delay: null },
  });
  const bodies = () =>
    api.calls.filter((c) => c.method === 'POST' && c.path === '/api/clients/history').map((c) => c.body);
  return { api, bodies, events };
}

const page = (call: { body: unknown }) => {
  const { page: n } = call.body as { page: number };
  return { body: { items: [movement(n * 10), movement(n * 10 + 1)], total: 45, page: n, pageSize: 10 } };
};

describe('Cajeros: the history modal in the URL (docs/features/lists.md)', () => {
  it('a reload reopens the same page: player, filters, dates, order and page; a header sorts, the CSV takes the same', async () => {
    const { bodies, events } = setup(
      '/config/cashiers?history=dmjuan1234&htypes=withdrawals,deposits&hstart=2025-03-01&hend=2025-03-05&hsort=amount&hdir=desc&hpage=3',
      page,
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Historial de movimientos de: dmjuan1234' },
      // The player is read first (getfunds), then the modal opens: a slow machine takes a while.
      { timeout: 4000 },
    );
    await within(dialog).findByText('45 movimientos');
    expect(bodies()[0]).toEqual({
      username: 'dmjuan1234',
      value: ['2025-03-01', '2025-03-06'],
      filters: { withdrawals: true, deposits: true, games: false },
      page: 3,
      sort: 'amount',
      dir: 'desc',
    });
    expect(within(dialog).getByRole('checkbox', { name: 'Juegos' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await events.click(
      within(within(dialog).getByRole('columnheader', { name: /Fecha/ })).getByRole('button'),
    );
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ sort: 'date', dir: 'asc', page: 1 }));
    expect(within(dialog).getByRole('columnheader', { name: /Fecha/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    expect(await downloadFrom(events, within(dialog).getByRole('button', { name: 'Exportar CSV' }))).toEqual({
      href: signedLink(
        '/api/clients/history.csv?username=dmjuan1234&types=withdrawals%2Cdeposits&start=2025-03-01&end=2025-03-06&sort=date&dir=asc',
      ),
      filename: 'historial-dmjuan1234.csv',
    });

    // Closing drops the state: opening again starts from the spec's defaults.
    await events.click(within(dialog).getByRole('button', { name: /cerrar|close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Historial' }));
    await screen.findByRole(
      'dialog',
      { name: 'Historial de movimientos de: dmjuan1234' },
      // The player is read first (getfunds), then the modal opens: a slow machine takes a while.
      { timeout: 4000 },
    );
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({
        username: 'dmjuan1234',
        value: [],
        filters: { withdrawals: true, deposits: true, games: true },
        page: 1,
      }),
    );
  });

  it('says when the history cannot be read and retries', async () => {
    const { bodies, events } = setup('/config/cashiers?history=dmjuan1234', {
      status: 500,
      body: { message: 'falla' },
    });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Historial de movimientos de: dmjuan1234' },
      // The player is read first (getfunds), then the modal opens: a slow machine takes a while.
      { timeout: 4000 },
    );
    expect(await within(dialog).findByText('No se pudo cargar la lista.')).toBeInTheDocument();
    const before = bodies().length;
    await events.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(bodies().length).toBeGreaterThan(before));
  });
});
