import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { editedAndApproved, openChecker, openOnFirstReceipt, undoClock } from '../test/open-checker';
import {
  checkerServer,
  fourEyesClaim,
  receiptFixture,
  receiptFixtures,
  withReading,
} from '../test/receipt-fixtures';

/** /checker's warnings beside the decisions, the one undo bar and the confirmations (docs/features/receipts.md). */

const afterUndo = undoClock();

const DAY = 86_400_000;
/** A receipt with every warning the evidence can raise on GET /api/get/{id}. */
const warned = (id: number) =>
  receiptFixture(id, {
    duplicates: [
      {
        id: 7,
        kind: 'file',
        status: 'approve',
        reason: null,
        decidedAt: new Date(Date.now() - 3 * DAY).toISOString(),
        amount: 1500.5,
      },
    ],
    returned: {
      deferredAt: new Date(Date.now() - 74 * DAY).toISOString(),
      reason: 'ASK_BA_OWNER',
      cause: 'holder',
      returnedAt: new Date(Date.now() - 60_000).toISOString(),
      holderName: 'Laura Gómez',
    },
    usedNotice: { noticeId: 40, receiptId: 9 },
    autoApprovalHeld: 'El titular no coincide',
  });

/**
 * The checker on one receipt whose amount the server read as `amount` and checked as `check`
 * (the account unknown), with its warnings stack.
 */
async function openWithAmountRead(
  amount: { value: string; confidence: number },
  check: 'mismatch' | 'unknown',
) {
  checkerServer([receiptFixture(1)], withReading(1, { amount }, { amount: check, account: 'unknown' }));
  const { user } = openChecker();
  const stack = await screen.findByRole('region', { name: 'Antes de decidir' });
  return { user, stack };
}

describe('/checker warnings in sight', () => {
  it('shows the number, the duplicate, the returned story, the used notice and why it was not approved alone', async () => {
    checkerServer([warned(1)]);
    openChecker();
    expect(await screen.findByTestId('receipt-number')).toHaveTextContent('Comprobante n.º 1');
    const stack = screen.getByRole('region', { name: 'Antes de decidir' });
    expect(within(stack).getByTestId('duplicate-warning')).toHaveTextContent(
      /Comprobante n\.º 7 · \$ 1\.500,50 · Aprobado/,
    );
    expect(within(stack).getByRole('button', { name: 'Abrir el comprobante n.º 7' })).toBeInTheDocument();
    expect(
      within(stack).getByRole('button', { name: /Rechazar: Comprobante ya cargado/ }),
    ).toBeInTheDocument();
    const story = within(stack).getByTestId('returned-story');
    expect(story).toHaveTextContent('Volvió de Pospuestos');
    expect(story).toHaveTextContent(/Pospuesto el .* \(hace 74 d 0 h\)/);
    expect(story).toHaveTextContent('Pedir el nombre del titular de la cuenta');
    expect(story).toHaveTextContent('El bot envió el titular');
    expect(story).toHaveTextContent('Titular enviado: «Laura Gómez»');
    expect(within(stack).getByTestId('used-notice-warning')).toHaveTextContent(
      'Este aviso ya confirmó el n.º 9',
    );
    // Under the buttons, with the bank notices: drawn a moment after the receipt.
    expect(await screen.findByTestId('auto-approval-held')).toHaveTextContent(
      'No se aprobó solo: El titular no coincide',
    );
  });

  it('shows a reading mismatch in the stack, and O shows what was read', async () => {
    const { user, stack } = await openWithAmountRead({ value: '2000', confidence: 0.9 }, 'mismatch');
    expect(await within(stack).findByTestId('reading-mismatch')).toHaveTextContent(
      'El monto leído ($ 2.000,00) no coincide',
    );
    expect(screen.queryByRole('region', { name: 'Leído por el servidor' })).not.toBeInTheDocument();
    await user.keyboard('o');
    expect(screen.getByRole('region', { name: 'Leído por el servidor' })).toHaveTextContent('$ 2.000,00');
  });

  it('a doubtful amount is neither a match nor a mismatch: the operator is told to compare it', async () => {
    const { user, stack } = await openWithAmountRead({ value: '7440150', confidence: 0.7 }, 'unknown');
    expect(await within(stack).findByTestId('reading-doubtful')).toHaveTextContent(
      'Monto no leído con seguridad: compárelo en el comprobante',
    );
    expect(within(stack).queryByTestId('reading-mismatch')).not.toBeInTheDocument();
    expect(within(stack).queryByText('Monto leído coincide')).not.toBeInTheDocument();
    await user.keyboard('o');
    const row = within(screen.getByRole('region', { name: 'Leído por el servidor' })).getByText(
      '$ 7.440.150,00',
    );
    expect(row).toHaveTextContent('dudoso');
  });

  it('four eyes: the amount to credit is the main figure, the difference from the message marked', async () => {
    checkerServer(
      [receiptFixture(1, { amount: 10 })],
      fourEyesClaim(receiptFixture(1, { amount: 10 }), 5000.5),
    );
    openChecker();
    expect(await screen.findByTestId('credit-amount')).toHaveTextContent('$ 5.000,50');
    expect(screen.getByTestId('message-amount')).toHaveTextContent('$ 10,00');
    expect(screen.getByTestId('credit-difference')).toHaveTextContent('+ $ 4.990,50 respecto del mensaje');
  });
});

describe('/checker undo and confirmations', () => {
  it('one undo bar: a new decision replaces the bar, the earlier one is sent on its time; Z undoes the latest', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(3));
    await user.keyboard('a');
    await screen.findByText('dmjuan2');
    expect(screen.getByTestId('undo-bar')).toHaveTextContent('Aprobado. Se envía en 5 s.');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('undo-bar')).toHaveTextContent('Aprobado. Se envía en 3 s.');
    await user.keyboard('a');
    await screen.findByText('dmjuan3');
    expect(screen.getAllByTestId('undo-bar')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Deshacer' })).toHaveLength(1);
    expect(screen.getByTestId('undo-bar')).toHaveTextContent('Aprobado. Se envía en 5 s.');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(server.callsTo('POST', '/api/put/1')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/put/2')).toHaveLength(0);
    await user.keyboard('z');
    expect(await screen.findByText('dmjuan2')).toBeInTheDocument();
    expect(screen.queryByTestId('undo-bar')).not.toBeInTheDocument();
    await afterUndo();
    expect(server.callsTo('POST', '/api/put/2')).toHaveLength(0);
  });

  it('edit and approve from the keyboard: E, the amount, Enter, Enter', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2), editedAndApproved(1));
    await user.keyboard('e');
    await screen.findByRole('dialog', { name: 'Editar monto' });
    await user.keyboard('1.600{Enter}');
    await screen.findByText('Editar el monto y aceptar el comprobante. ¿Continuar?');
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('dmjuan2')).toBeInTheDocument();
    // The next key reaches the next receipt at once, not a closing dialog.
    await user.keyboard('a');
    await afterUndo();
    expect(server.callsTo('POST', '/api/document/1')[0]?.body).toMatchObject({ newamount: 1600 });
    expect(server.callsTo('POST', '/api/put/2')).toHaveLength(1);
  });

  it('a used notice: a supervisor confirms with "Aprobar igual" (focused) and the approval says so', async () => {
    const { server, user } = await openOnFirstReceipt([warned(1), receiptFixture(2)], undefined, 2);
    await user.keyboard('a');
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByRole('button', { name: 'Aprobar igual' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByText('dmjuan2');
    await afterUndo();
    expect(server.callsTo('POST', '/api/put/1')[0]?.body).toMatchObject({
      status: 'approve',
      confirmUsedNotice: true,
    });
  });

  it('a used notice: an operator is not asked; the server decides', async () => {
    const { server, user } = await openOnFirstReceipt([warned(1), receiptFixture(2)], undefined, 5);
    await user.keyboard('a');
    await screen.findByText('dmjuan2');
    await afterUndo();
    expect(server.callsTo('POST', '/api/put/1')[0]?.body).not.toHaveProperty('confirmUsedNotice');
  });
});
