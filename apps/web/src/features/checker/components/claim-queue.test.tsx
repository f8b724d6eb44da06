import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openChecker, openOnFirstReceipt, undoClock } from '../test/open-checker';
import { checkerServer, fourEyesClaim, receiptFixture, receiptFixtures } from '../test/receipt-fixtures';

const afterUndo = undoClock();

describe('/checker team queue (docs/features/queue.md)', () => {
  it("'Deshacer' brings the receipt back and sends nothing", async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2));
    await user.keyboard('a');
    expect(await screen.findByText('dmjuan2')).toBeInTheDocument();
    expect(screen.getByText('Aprobado. Se envía en 5 s.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('dmjuan1')).toBeInTheDocument();
    await afterUndo();
    expect(server.callsTo('POST', '/api/put/1')).toHaveLength(0);
    expect(screen.getByTestId('panel-username')).toHaveTextContent('dmjuan1');
  });

  it('leaving /checker sends the waiting decision and gives the held receipts back', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(3));
    await waitFor(() => expect(server.state.claimed.size).toBe(2));
    await user.keyboard('a');
    await screen.findByText('dmjuan2');
    await waitFor(() => expect(server.state.claimed.size).toBe(3));
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(server.callsTo('POST', '/api/put/1')[0]?.body).toEqual({ status: 'approve', reason: null });
    expect(server.callsTo('POST', '/api/queue/2/release')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/queue/3/release')).toHaveLength(1);
  });

  it('shows how many others review; rol 2 opens who holds what and frees a receipt', async () => {
    const server = checkerServer([receiptFixture(1)], {
      'GET /api/queue/claims': {
        body: [
          {
            receiptId: 7,
            userId: 9,
            username: 'operadora',
            claimedAt: new Date(Date.now() - 65_000).toISOString(),
            leaseExpiresAt: new Date(Date.now() + 30_000).toISOString(),
            amount: 2500,
            awaitingConfirmation: true,
          },
        ],
      },
      'DELETE /api/queue/claims/7': { body: { message: 'Comprobante liberado' } },
    });
    server.state.reviewing = 3;
    const { user } = openChecker(2);
    await screen.findByText('dmjuan1');
    await user.click(await screen.findByRole('button', { name: 'Revisores: 3 operadores más revisando' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quién revisa qué' });
    const row = within(dialog).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('7');
    expect(row).toHaveTextContent('A confirmar');
    expect(row).toHaveTextContent('operadora');
    expect(row).toHaveTextContent('00:01:05');
    expect(row).toHaveTextContent('$ 2.500,00');
    await user.click(within(dialog).getByRole('button', { name: 'Liberar el comprobante 7 de operadora' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/queue/claims/7')).toHaveLength(1));
  });

  it('an operator sees the reviewers figure only; a receipt waiting for four eyes says who approved', async () => {
    await openOnFirstReceipt([receiptFixture(1)], fourEyesClaim(receiptFixture(1), 90000), 5);
    expect(screen.getByLabelText('0 operadores más revisando')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revisores/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('four-eyes-notice')).toHaveTextContent(
      'ana aprobó con el monto editado a $ 90.000,00.',
    );
  });
});
