import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES } from '@panel/domain/withdrawals/withdrawal-rules';
import type { WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';
import { playerView } from '@/test/players';
import { typeAmount } from '@/test/amount-field';
import { renderScreen, type RecordedCall } from '@/test/render';
import { withdrawalView } from '@/test/withdrawals';

const EMPTY = { body: { items: [], total: 0, page: 1 } };

/** The request as the server answers it once filed. */
const filed = (body: { username: string; amount: number; destination: string }): WithdrawalView =>
  withdrawalView({
    id: 9,
    username: body.username,
    amount: body.amount,
    destination: body.destination,
    holderTaxId: '20123456786',
    requestedBy: 'usuario3',
  });

const player = playerView(3, 'dmjuan5551', { phone: '1144445551', createdAt: '2026-11-01T12:00:00.000Z' });

/** Retiros of a cashier (rol 3), the list empty, opening 'Nueva solicitud'. */
async function openForm() {
  const { api, events: user } = renderScreen('/retiros', {
    rol: 3,
    replies: {
      'GET /api/withdrawals?page=1': EMPTY,
      'GET /api/clients?search=5551': { body: { items: [player] } },
      'POST /api/withdrawals': (call: RecordedCall) => ({
        status: 201,
        body: { message: WITHDRAWAL_MESSAGES.filed, item: filed(call.body as WithdrawalView) },
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Nueva solicitud' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva solicitud de retiro' });
  return { api, user, dialog };
}

describe('Nueva solicitud (Retiros)', () => {
  it('reads an amount typed key by key the Argentine way and sends it in pesos', async () => {
    const { api, user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('combobox', { name: 'Usuario del cliente' }), 'dmjuan1234');
    await typeAmount(
      user,
      within(dialog).getByLabelText('Monto a retirar'),
      '1.500,50',
      /Se lee: \$\s1\.500,50/,
    );
    await user.type(within(dialog).getByLabelText('CBU, CVU o alias de destino'), '0170099220000067797370');
    await user.type(within(dialog).getByLabelText('CUIT/CUIL del titular de la cuenta'), '20-12345678-6');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar solicitud' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/api/withdrawals')!;
    expect(sent.body).toEqual({
      username: 'dmjuan1234',
      amount: 1500.5,
      destination: '0170099220000067797370',
      holderTaxId: '20-12345678-6',
    });
    expect(await screen.findByText(WITHDRAWAL_MESSAGES.filed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nueva solicitud de retiro' })).toBeNull(),
    );
  });

  it('finds the player by phone, as Cajeros does, and files for their username', async () => {
    const { user, dialog } = await openForm();
    const box = within(dialog).getByRole('combobox', { name: 'Usuario del cliente' });
    await user.type(box, '5551');
    const option = await screen.findByRole('option', { name: /dmjuan5551/ });
    expect(option).toHaveTextContent('1144445551 · juan perez');
    await user.click(option);
    expect(box).toHaveValue('dmjuan5551');
  });

  it('checks the CBU and the CUIT as they are typed, with the server’s own messages', async () => {
    const { api, user, dialog } = await openForm();
    const destination = within(dialog).getByLabelText('CBU, CVU o alias de destino');
    // Digits short of 22: the length; 22 with a wrong check digit: the digits.
    await user.type(destination, '01700992200000677973');
    expect(within(dialog).getByText(WITHDRAWAL_MESSAGES.cbuLength)).toBeInTheDocument();
    await user.type(destination, '71');
    expect(within(dialog).getByText(WITHDRAWAL_MESSAGES.cbuInvalid)).toBeInTheDocument();
    await user.clear(destination);
    await user.type(destination, 'ab');
    expect(within(dialog).getByText(WITHDRAWAL_MESSAGES.aliasInvalid)).toBeInTheDocument();
    await user.type(destination, 'c.pesos');
    expect(within(dialog).queryByText(WITHDRAWAL_MESSAGES.aliasInvalid)).toBeNull();

    const holder = within(dialog).getByLabelText('CUIT/CUIL del titular de la cuenta');
    await user.type(holder, '20-12345678-5');
    expect(within(dialog).getByText(WITHDRAWAL_MESSAGES.holderInvalid)).toBeInTheDocument();
    await user.type(holder, '{Backspace}6');
    expect(within(dialog).queryByText(WITHDRAWAL_MESSAGES.holderInvalid)).toBeNull();

    // Nothing is sent while the player and the amount are missing.
    await user.click(within(dialog).getByRole('button', { name: 'Registrar solicitud' }));
    expect(within(dialog).getByText('Debe ingresar el usuario del cliente')).toBeInTheDocument();
    expect(within(dialog).getByText('Debe ingresar el monto a retirar')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses an amount with three decimals before sending it', async () => {
    const { api, user, dialog } = await openForm();
    const amount = within(dialog).getByLabelText('Monto a retirar');
    await user.type(amount, '10,505');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
