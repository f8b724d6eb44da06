import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES } from '@panel/domain/withdrawals/withdrawal-rules';
import type { WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';
import type { Rol } from '@panel/domain/roles';
import { renderScreen, type Reply } from '@/test/render';
import { withdrawalView } from '@/test/withdrawals';

const base = withdrawalView({
  amount: 250_000,
  foreignHolder: true,
  source: 'bot',
  awaitingConfirmation: true,
  approvalRequestedBy: 'usuario2',
});
const sentBack: WithdrawalView = {
  ...base,
  id: 2,
  username: 'dmana5678',
  amount: 1500.5,
  foreignHolder: false,
  awaitingConfirmation: false,
  approvalRequestedBy: null,
  failureNote: 'CBU cerrado',
  requestedBy: 'cajero',
  source: 'cajero',
};
const paid: WithdrawalView = {
  ...sentBack,
  id: 3,
  username: 'dmluis0001',
  state: 'pagado',
  failureNote: null,
  bankOperation: 'OP-1',
  hasProof: true,
  approvedBy: 'moderador',
  paidBy: 'pagador',
  playerMessage: { state: 'failed', kind: 'aviso_retiro_pagado', attempts: 5, lastError: 'Sin WhatsApp' },
};

function openList(rol: Rol, path = '/retiros', replies: Record<string, Reply> = {}) {
  const page = (items: WithdrawalView[]) => ({ body: { items, total: items.length, page: 1 } });
  const view = renderScreen(path, {
    rol,
    session: { username: 'usuario2' },
    replies: {
      'GET /api/withdrawals?page=1': page([base, sentBack, paid]),
      'GET /api/withdrawals?state=pagado&page=1': page([paid]),
      ...replies,
    },
  });
  return { ...view, user: view.events };
}

const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr')!;

describe('Retiros', () => {
  it('shows in each row the amount, the flags and who did what', async () => {
    openList(2);
    const first = await rowOf('dmjuan1234');
    expect(within(first).getByText('Titular distinto')).toBeInTheDocument();
    expect(within(first).getByText('Falta confirmar')).toBeInTheDocument();
    expect(first).toHaveTextContent(/\$\s250\.000,00/);
    expect(first).toHaveTextContent('por el chat');
    const second = await rowOf('dmana5678');
    expect(within(second).getByText('No se pudo pagar: CBU cerrado')).toBeInTheDocument();
    expect(second).toHaveTextContent('pidió cajero');
    const third = await rowOf('dmluis0001');
    expect(third).toHaveTextContent('Operación OP-1');
    expect(third).toHaveTextContent('pagó pagador');
    expect(within(third).getByRole('button', { name: 'Ver comprobante del pago' })).toBeInTheDocument();
    expect(within(third).getByText('Aviso no entregado')).toBeInTheDocument();
    expect(within(second).queryByText('Aviso no entregado')).not.toBeInTheDocument();
  });

  it('filters by state through the URL', async () => {
    const { api } = openList(2, '/retiros?estado=pagado');
    await rowOf('dmluis0001');
    expect(screen.queryByText('dmjuan1234')).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/withdrawals?state=pagado&page=1')).toBe(true);
  });

  it("shows the server's refusal when the same person confirms their own approval", async () => {
    const { user } = openList(2, '/retiros', {
      'POST /api/withdrawals/1/approve': { status: 422, body: { message: WITHDRAWAL_MESSAGES.sameApprover } },
    });
    const row = await rowOf('dmjuan1234');
    await user.click(within(row).getByRole('button', { name: 'Aprobar el retiro de dmjuan1234' }));
    const confirm = await screen.findByRole('dialog');
    // The holder that is not the player is in the question, not only in the row's flag.
    expect(confirm).toHaveTextContent('Atención: el titular (27111111117) no es el jugador.');
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(WITHDRAWAL_MESSAGES.sameApprover)).toBeInTheDocument();
  });

  it('rejects with one of the reasons', async () => {
    const { api, user } = openList(5, '/retiros', {
      'POST /api/withdrawals/2/reject': {
        body: { message: WITHDRAWAL_MESSAGES.rejected, item: { ...sentBack, state: 'rechazado' } },
      },
    });
    const row = await rowOf('dmana5678');
    await user.click(within(row).getByRole('button', { name: 'Rechazar el retiro de dmana5678' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar retiro' });
    const send = within(dialog).getByRole('button', { name: 'Rechazar' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByLabelText('La cuenta de destino no es válida'));
    await user.click(send);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/withdrawals/2/reject')?.body).toEqual({
        reason: 'INVALID_DESTINATION',
      }),
    );
  });

  it('offers Cancelar and Nueva solicitud to cashiers only', async () => {
    const approver = openList(5);
    const row = await rowOf('dmana5678');
    expect(within(row).queryByRole('button', { name: 'Cancelar el retiro de dmana5678' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nueva solicitud' })).toBeNull();
    approver.unmount();
    openList(3);
    const cashierRow = await rowOf('dmana5678');
    expect(
      within(cashierRow).getByRole('button', { name: 'Cancelar el retiro de dmana5678' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva solicitud' })).toBeInTheDocument();
  });
});
