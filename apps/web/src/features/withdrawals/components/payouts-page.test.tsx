import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES } from '@panel/domain/withdrawals/withdrawal-rules';
import type { PayoutClaim } from '@panel/domain/withdrawals/withdrawal-view';
import { renderScreen } from '@/test/render';
import { withdrawalView } from '@/test/withdrawals';

const request = withdrawalView({
  id: 9,
  foreignHolder: true,
  state: 'aprobado',
  source: 'bot',
  approvedBy: 'moderador',
  approvedAt: '2026-11-28T12:05:00.000Z',
});

const claim: PayoutClaim = {
  item: request,
  balance: 8499.5,
  movements: [
    {
      externalTransactionId: 'm-1',
      insDate: '2026-11-28T12:00:00.000Z',
      transactionType: 'WITHDRAWHOLD',
      amount: 1500.5,
      balanceBefore: 10000,
      balanceAfter: 8499.5,
      brand: null,
      game: null,
      currencyCode: 'ARS',
    },
  ],
  destinations: [
    { destination: request.destination, holderTaxId: '27111111117', uses: 1, lastUsedAt: request.createdAt },
  ],
  leaseExpiresAt: '2026-11-28T12:06:00.000Z',
};

// jsdom has no document.fonts, which the note's growing textarea listens to (a browser has it).
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

/** Pagos of a payer (rol 4): the queue hands out `claim` once, then nothing. */
function openPayouts() {
  let handed = false;
  const view = renderScreen('/pagos', {
    rol: 4,
    replies: {
      'POST /api/payouts/claim': () => {
        if (handed) return { status: 204 };
        handed = true;
        return { body: claim };
      },
      'GET /api/payouts/status': { body: { waiting: 0, requested: 0 } },
      'POST /api/payouts/9/paid': { body: { message: WITHDRAWAL_MESSAGES.paid, item: request } },
      'POST /api/payouts/9/failed': { body: { message: WITHDRAWAL_MESSAGES.sentBack, item: request } },
      'POST /api/payouts/9/release': { status: 204 },
    },
  });
  return { ...view, user: view.events };
}

describe('Pagos', () => {
  it('shows what to transfer, where and to whom, flagged when the holder is not the player', async () => {
    openPayouts();
    expect(await screen.findByTestId('payout-Monto a transferir')).toHaveTextContent(/^\$\s1\.500,50$/);
    expect(screen.getByTestId('payout-Destino')).toHaveTextContent('0170099220000067797370');
    expect(screen.getByTestId('payout-CUIT/CUIL del titular')).toHaveTextContent('27111111117');
    expect(screen.getByText('Titular distinto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar monto a transferir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar destino' })).toBeInTheDocument();
    expect(screen.getByText('Saldo disponible del cliente')).toBeInTheDocument();
    expect(screen.getByText('Retiro en curso')).toBeInTheDocument();
  });

  it("P without the bank's operation goes to its field; typed, Enter records the payment and takes the next", async () => {
    const { api, user } = openPayouts();
    const operation = await screen.findByLabelText('Número de operación del banco');
    await user.keyboard('p');
    expect(operation).toHaveFocus();
    expect(api.calls.filter((c) => c.path.endsWith('/paid'))).toEqual([]);
    // Typed in the field, P is a letter of the operation, not the key.
    await user.type(operation, 'OP-77P{Enter}');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/payouts/9/paid')).toBe(true));
    const [, init] = api.fetch.mock.calls.find(([path]) => path === '/api/payouts/9/paid')!;
    const form = (init as RequestInit).body as FormData;
    expect(form.get('bankOperation')).toBe('OP-77P');
    expect(form.get('file')).toBeNull();
    expect(await screen.findByText('No hay retiros aprobados esperando pago.')).toBeInTheDocument();
  });

  it('N asks why it could not be paid and sends it back to the approvers', async () => {
    const { api, user } = openPayouts();
    await screen.findByLabelText('Número de operación del banco');
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'No se pudo pagar' });
    const send = within(dialog).getByRole('button', { name: 'Devolver a los aprobadores' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Por qué'), 'CBU cerrado');
    await user.click(send);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/payouts/9/failed')?.body).toEqual({
        note: 'CBU cerrado',
      }),
    );
    expect(await screen.findByText('No hay retiros aprobados esperando pago.')).toBeInTheDocument();
  });

  it('gives the request back when the payer leaves', async () => {
    const { api, unmount } = openPayouts();
    await screen.findByLabelText('Número de operación del banco');
    unmount();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/payouts/9/release')).toBe(true));
  });
});
