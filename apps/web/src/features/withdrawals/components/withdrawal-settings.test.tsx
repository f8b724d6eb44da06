import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES } from '@panel/domain/withdrawals/withdrawal-rules';
import type { WithdrawalSettingsView } from '@panel/domain/withdrawals/withdrawal-view';
import { islandView } from '@/test/islands';
import { typeAmount } from '@/test/amount-field';
import { renderScreen, type RecordedCall, type Reply } from '@/test/render';

const island = islandView();

const rules: WithdrawalSettingsView = {
  withdrawMin: 5000,
  maxPerRequest: null,
  maxPerDay: 200_000,
  requestsPerDay: 3,
  hoursFrom: null,
  hoursTo: null,
  fourEyesAbove: null,
  refuseForeignHolder: false,
};

/** Islas as rol 1, the island's rules served (and `replies`), its 'Reglas de retiro' opened. */
async function openRules(replies: Record<string, Reply> = {}) {
  const { api, events: user } = renderScreen('/config/Islands', {
    rol: 1,
    replies: {
      'GET /api/tenants': { body: [island] },
      'GET /api/tenants/1/withdrawal-settings': { body: rules },
      ...replies,
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Reglas de retiro de Isla Demo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reglas de retiro: Isla Demo' });
  return { api, user, dialog };
}

describe("Islas' Reglas de retiro", () => {
  it('reads the rules, takes amounts typed key by key and saves them in pesos', async () => {
    const { api, user, dialog } = await openRules({
      'PUT /api/tenants/1/withdrawal-settings': (call: RecordedCall) => ({
        body: { ...rules, ...(call.body as object), message: WITHDRAWAL_MESSAGES.settingsSaved },
      }),
    });
    expect(await within(dialog).findByText(/Retiro mínimo de la isla: \$\s5\.000,00/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Solicitudes por día y jugador')).toHaveValue('3');

    await typeAmount(
      user,
      within(dialog).getByLabelText('Máximo por solicitud'),
      '150000,5',
      /Se lee: \$\s150\.000,50/,
    );
    await user.type(within(dialog).getByLabelText('Doble control desde'), '50000');
    await user.type(within(dialog).getByLabelText('Se piden desde (HH:MM)'), '09:00');
    await user.type(within(dialog).getByLabelText('hasta (HH:MM)'), '21:30');
    await user.click(within(dialog).getByRole('switch', { name: /Rechazar cuentas de un titular distinto/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        maxPerRequest: 150000.5,
        maxPerDay: 200000,
        requestsPerDay: 3,
        hoursFrom: '09:00',
        hoursTo: '21:30',
        fourEyesAbove: 50000,
        refuseForeignHolder: true,
      }),
    );
    expect(await screen.findByText(WITHDRAWAL_MESSAGES.settingsSaved)).toBeInTheDocument();
  });

  it('sends nothing while an amount is refused', async () => {
    const { api, user, dialog } = await openRules();
    const perDay = await within(dialog).findByLabelText('Máximo por día y jugador');
    await user.clear(perDay);
    await user.type(perDay, '10,555');
    expect(perDay).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe("The header's payouts badge", () => {
  it('tells a payer how many approved requests wait, linking to Pagos', async () => {
    renderScreen('/config', {
      rol: 4,
      replies: { 'GET /api/payouts/status': { body: { waiting: 2, requested: 5 } } },
    });
    const badge = await screen.findByRole('link', { name: '2 retiros para pagar' });
    expect(badge).toHaveAttribute('href', '/pagos');
  });

  it('is not there for the other roles', async () => {
    const { api } = renderScreen('/config', { rol: 3 });
    await screen.findByText(/Hola/);
    expect(screen.queryByRole('link', { name: /retiros? para pagar/ })).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/payouts/status')).toBe(false);
  });
});
