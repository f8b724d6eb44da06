import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, renderScreen } from '@/test/render';

const rows = [
  {
    id: 5,
    panelUsername: 'dmana1234',
    name: 'ana lopez',
    phone: '1155551234',
    balance: 1500.5,
    lastLoadAt: '2026-01-05T21:30:00.000Z',
    createdAt: '2026-01-02T13:00:00.000Z',
    status: 0,
  },
  {
    id: 6,
    panelUsername: 'dmbeto9876',
    name: 'beto diaz',
    phone: '1155559876',
    balance: 0,
    lastLoadAt: null,
    createdAt: '2026-01-03T13:00:00.000Z',
    status: 3,
  },
];

describe('Jugadores (the players directory)', () => {
  it('asks the server for the sort and page in the address and shows the rows in es-AR', async () => {
    const { api } = renderScreen('/config/cashiers/jugadores?sort=balance&dir=desc&page=2', {
      rol: 3,
      replies: {
        'GET /api/clients/directory?sort=balance&dir=desc&page=2': {
          body: { items: rows, total: 27, page: 2, pageSize: 25 },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Jugadores' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('$ 1.500,50')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Saldo/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('27 filas')).toBeInTheDocument();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('05/01/2026 18:30')).toBeInTheDocument();
    expect(within(first!).getByText('Activo')).toBeInTheDocument();
    expect(within(second!).getByText('Sin cargas')).toBeInTheDocument();
    expect(within(second!).getByText('Bonus bloqueado')).toBeInTheDocument();
    expect(within(second!).getByText('Usuario bloqueado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(
      api.calls.some((call) => call.path === '/api/clients/directory?sort=balance&dir=desc&page=2'),
    ).toBe(true);
  });

  it("offers each row's actions: open in Cajeros and the bonus block", async () => {
    const { api, events: user } = renderScreen('/config/cashiers/jugadores', {
      rol: 3,
      replies: {
        'GET /api/clients/directory?page=1': { body: { items: rows, total: 2, page: 1, pageSize: 25 } },
        'POST /api/clients/5/add': {
          body: {
            message: 'Bonus bloqueado para dmana1234',
            client: {
              ...rows[0],
              blacklistbonus: 1,
              tenantId: 1,
              referralCode: null,
              referredByClientId: null,
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Acciones de dmana1234' }, FIRST_LOAD));
    expect(await screen.findByRole('menuitem', { name: 'Abrir en Cajeros' })).toHaveAttribute(
      'href',
      '/config/cashiers?jugador=dmana1234',
    );
    expect(screen.getByRole('menuitem', { name: 'Desbloquear usuario' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Bloquear bonus' }));
    expect(await screen.findByText('Bonus bloqueado para dmana1234')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/clients/5/add')).toBe(true);

    // The blocked one offers the other direction, and its unlock.
    await user.click(screen.getByRole('button', { name: 'Acciones de dmbeto9876' }));
    expect(await screen.findByRole('menuitem', { name: 'Desbloquear bonus' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Desbloquear usuario' })).toBeEnabled();
  });

  it('says when the island has no players, and when the list could not be read', async () => {
    const { unmount } = renderScreen('/config/cashiers/jugadores', {
      rol: 2,
      replies: {
        'GET /api/clients/directory?page=1': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
      },
    });
    expect(
      await screen.findByText('La isla todavía no tiene jugadores.', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    unmount();

    renderScreen('/config/cashiers/jugadores', {
      rol: 2,
      replies: {
        'GET /api/clients/directory?page=1': { status: 500, body: { message: 'Error interno' } },
      },
    });
    expect(await screen.findByText('No se pudo cargar la lista.', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
