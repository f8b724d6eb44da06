import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, renderScreen } from '@/test/render';

/** A total of no movements. */
const NONE = { count: 0, amount: 0 };

const answer = {
  items: [
    { id: 9, at: '2026-01-05T21:30:00.000Z', kind: 'withdrawal', panelUsername: 'dmana1234', amount: 300.25 },
    { id: 8, at: '2026-01-05T14:04:00.000Z', kind: 'load', panelUsername: 'dmana1234', amount: 1500.5 },
  ],
  total: 2,
  page: 1,
  totals: {
    loads: { count: 1, amount: 1500.5 },
    withdrawals: { count: 1, amount: 300.25 },
    payouts: NONE,
    net: 1200.25,
  },
};

describe('Mi turno', () => {
  it('asks for the days in the address and shows the totals and the movements in Buenos Aires time', async () => {
    const { api } = renderScreen('/config/cashiers/turno?from=2026-01-05&to=2026-01-06', {
      rol: 3,
      replies: {
        'GET /api/clients/my-shift?start=2026-01-05&end=2026-01-07&page=1': { body: answer },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Mi turno' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('$ 1.200,25')).toBeInTheDocument();
    expect(screen.getAllByText('1 movimiento')).toHaveLength(2);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Retiro')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('05/01/2026 18:30')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Carga')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$ 1.500,50')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/clients/my-shift?'))).toBe(true);
  });

  it('says when there is nothing in the range', async () => {
    renderScreen('/config/cashiers/turno?from=2026-01-05', {
      rol: 3,
      replies: {
        'GET /api/clients/my-shift?start=2026-01-05&end=2026-01-06&page=1': {
          body: {
            ...answer,
            items: [],
            total: 0,
            totals: { loads: NONE, withdrawals: NONE, payouts: NONE, net: 0 },
          },
        },
      },
    });
    expect(
      await screen.findByText('No hizo cargas ni retiros en estos días.', {}, FIRST_LOAD),
    ).toBeInTheDocument();
  });
});
