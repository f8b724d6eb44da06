import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/test/fake-socket';
import { RENEW_SECONDS } from '@panel/domain/queue/queue-rules';
import { editedAndApproved, openChecker, openOnFirstReceipt, undoClock } from '../test/open-checker';
import {
  checkerServer,
  readingFixture,
  receiptFixture,
  receiptFixtures,
  withReading,
} from '../test/receipt-fixtures';

const afterUndo = undoClock();

const amount = () => screen.getByTestId('message-amount');
const username = () => screen.getByTestId('panel-username');
const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** The realtime channel says the island's pending receipts changed. */
async function realtimeNews() {
  const socket = FakeSocket.latest();
  if (!socket) throw new Error('no realtime socket was opened');
  await act(async () => {
    socket.open();
    socket.receive({ type: 'ready' });
    socket.receive({ channel: 'transactions', event: 'news' });
  });
}

describe('/checker', () => {
  it('shows the first receipt: amount, username, history count, queue badge and the image', async () => {
    checkerServer([receiptFixture(1), receiptFixture(2, { amount: 99 })]);
    openChecker();
    expect(await screen.findByText('dmjuan1')).toBeInTheDocument();
    expect(amount()).toHaveTextContent('$ 1.500,50');
    expect(screen.getByLabelText('Comprobantes en cola: 2')).toHaveTextContent('2');
    expect(button(/Historial \(2\)/)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Comprobante de dmjuan1' });
    expect(image).toHaveAttribute('src', expect.stringContaining('demo-1.png'));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Pendiente hace 00:0[45]:\d\d$/);
    expect(screen.getByRole('link', { name: 'Ir al panel de control' })).toHaveAttribute('href', '/config');
  });

  it('draws a receipt whose URL ends in pdf with pdf.js, without the browser viewer', async () => {
    checkerServer([
      receiptFixture(1, { url: '/api/files/receipts/r-1.pdf?expires=1&signature=x', fileType: 'pdf' }),
    ]);
    openChecker();
    expect(await screen.findByRole('img', { name: 'Comprobante en PDF de dmjuan1' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('img', { name: /Comprobante de/ })).not.toBeInTheDocument();
    // It zooms and rotates like an image.
    expect(button('Acercar')).toBeInTheDocument();
    expect(button('Girar')).toBeInTheDocument();
  });

  it("shows the server's reading and the bot's OCR data with the toggle", async () => {
    const { user } = await openOnFirstReceipt(
      [receiptFixture(1, { ocrData: { Titular: 'Juan Pérez', Monto: '1500,50' } })],
      withReading(1, { operationNumber: { value: '84576489427', confidence: 0.95 } }),
    );
    expect(screen.queryByText('Juan Pérez')).not.toBeInTheDocument();
    await user.click(button('Mostrar OCR'));
    const read = await screen.findByRole('region', { name: 'Leído por el servidor' });
    expect(await within(read).findByText('84576489427')).toBeInTheDocument();
    expect(within(read).getByText('95 %')).toBeInTheDocument();
    const ocr = screen.getByRole('region', { name: 'Datos de OCR' });
    expect(within(ocr).getByText('Juan Pérez')).toBeInTheDocument();
    await user.click(button('Ocultar OCR'));
    expect(screen.queryByText('Juan Pérez')).not.toBeInTheDocument();
    expect(screen.queryByText('84576489427')).not.toBeInTheDocument();
  });

  it('fills in a pending reading live and shows a mismatch beside the decisions', async () => {
    let answer = readingFixture(1, { reading: { status: 'pending', fields: {} } });
    const { user } = await openOnFirstReceipt([receiptFixture(1)], {
      'GET /api/receipts/1/reading': () => ({ body: answer }),
    });
    await user.click(button('Mostrar OCR'));
    expect(await screen.findByText('Leyendo el comprobante…')).toBeInTheDocument();
    answer = readingFixture(1, {
      reading: { status: 'done', fields: { amount: { value: '15000.00', confidence: 0.9 } } },
      checks: { amount: 'mismatch', account: 'unknown' },
    });
    const socket = FakeSocket.latest()!;
    await act(async () => {
      socket.open();
      socket.receive({ type: 'ready' });
      socket.receive({ channel: 'transactions', event: 'reading' });
    });
    expect(await screen.findByTestId('reading-mismatch')).toHaveTextContent(
      'El monto leído ($ 15.000,00) no coincide con el del mensaje ($ 1.500,50)',
    );
    expect(screen.queryByText('Leyendo el comprobante…')).not.toBeInTheDocument();
  });

  it('approves: sends the decision and moves on to the next receipt', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2));
    await user.click(button(/Aprobar/));
    expect(await screen.findByText('dmjuan2')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/put/1')).toHaveLength(0);
    await afterUndo();
    expect(server.callsTo('POST', '/api/put/1')[0]?.body).toEqual({ status: 'approve', reason: null });
    expect(await screen.findByText('Comprobante aprobado')).toBeInTheDocument();
    expect(screen.getByLabelText('Comprobantes en cola: 1')).toBeInTheDocument();
  });

  it('rejects with the reason chosen in the modal', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2));
    await user.click(button(/Rechazar/));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar comprobante' });
    const reasons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter(Boolean);
    expect(reasons).toEqual([
      'El monto no coincide1',
      'El titular de la cuenta no coincide2',
      'Imagen falsa3',
      'Comprobante ya cargado4',
      'Cancelar',
    ]);
    await user.click(within(dialog).getByRole('button', { name: /Imagen falsa/ }));
    expect(await screen.findByText('dmjuan2')).toBeInTheDocument();
    await afterUndo();
    expect(server.callsTo('POST', '/api/put/1')[0]?.body).toEqual({
      status: 'rejected',
      reason: 'FAKE_IMAGE',
    });
  });

  it("defers ('Saltar') with one of the two defer reasons", async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2));
    await user.click(button(/Saltar/));
    const dialog = await screen.findByRole('dialog', { name: 'Posponer comprobante' });
    expect(
      within(dialog).getByRole('button', { name: /El pago todavía no se registró/ }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Pedir el nombre del titular/ }));
    await screen.findByText('dmjuan2');
    await afterUndo();
    expect(server.callsTo('POST', '/api/put/1')[0]?.body).toEqual({
      status: 'notfound',
      reason: 'ASK_BA_OWNER',
    });
  });

  it('cancelling a reason modal sends nothing', async () => {
    const { server, user } = await openOnFirstReceipt([receiptFixture(1)]);
    await user.click(button(/Rechazar/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/put/1')).toHaveLength(0);
    expect(username()).toHaveTextContent('dmjuan1');
  });

  it('edit and approve: the docs/features/receipts.md messages in order, the confirmation, then the new amount is sent', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2), editedAndApproved(1));
    await user.click(button(/^Editar$/));
    const dialog = await screen.findByRole('dialog', { name: 'Editar monto' });
    const input = within(dialog).getByLabelText('Monto del comprobante válido');
    const submit = within(dialog).getByRole('button', { name: 'Editar y Aprobar' });

    await user.click(submit);
    expect(within(dialog).getByText('Debe ingresar un monto para modificar el original')).toBeInTheDocument();
    await user.type(input, '0');
    await user.click(submit);
    expect(within(dialog).getByText('El monto debe ser mayor a 0')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '1234,5');
    await user.click(submit);
    const confirm = await screen.findByText('Editar el monto y aceptar el comprobante. ¿Continuar?');
    expect(
      screen.getByText('Monto del mensaje: $ 1.500,50. Monto a cargar: $ 1.234,50.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/document/1')).toHaveLength(0);
    await user.click(
      within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Aceptar' }),
    );

    expect(await screen.findByText('dmjuan2')).toBeInTheDocument();
    await afterUndo();
    expect(server.callsTo('POST', '/api/document/1')[0]?.body).toMatchObject({
      id: 1,
      amount: 1500.5,
      newamount: 1234.5,
    });
    expect(await screen.findByText('Monto editado y comprobante aprobado')).toBeInTheDocument();
  });

  it('edit and approve: a failure reads "Hubo un error al editar y aprobar: ..." and keeps the receipt', async () => {
    const { user } = await openOnFirstReceipt([receiptFixture(1)], {
      'POST /api/document/1': { status: 422, body: { message: 'El banco superó su tope diario' } },
    });
    await user.click(button(/^Editar$/));
    const dialog = await screen.findByRole('dialog', { name: 'Editar monto' });
    await user.type(within(dialog).getByLabelText('Monto del comprobante válido'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Editar y Aprobar' }));
    const confirm = await screen.findByText('Editar el monto y aceptar el comprobante. ¿Continuar?');
    await user.click(
      within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Aceptar' }),
    );
    await afterUndo();
    expect(
      await screen.findByText('Hubo un error al editar y aprobar: El banco superó su tope diario'),
    ).toBeInTheDocument();
    // Refused: the receipt, still held by this operator, comes back on screen.
    expect(await screen.findByText('dmjuan1')).toBeInTheDocument();
  });

  it('shows the history: date, amount and bank, with rows not charged highlighted', async () => {
    const { client } = receiptFixture(1);
    const { server, user } = await openOnFirstReceipt([receiptFixture(1)], {
      'GET /api/transactions/101': { body: { count: 2, items: client.transactions } },
    });
    await user.click(button(/Historial \(2\)/));
    const dialog = await screen.findByRole('dialog', { name: 'Historial de cargas de dmjuan1' });
    // The side panel read the client's loads when the receipt was shown; the modal reads them afresh.
    await waitFor(() => expect(server.callsTo('GET', '/api/transactions/101')).toHaveLength(2));
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('01/03/2025 12:04');
    expect(rows[0]).toHaveTextContent('$ 2.000,00');
    expect(rows[0]).toHaveTextContent('Banco Nación');
    expect(rows[0]).toHaveAttribute('data-charged', 'true');
    expect(rows[1]).toHaveAttribute('data-charged', 'false');
    expect(rows[1]?.className).toMatch(/notCharged/);
    expect(within(dialog).getByText(/Las filas resaltadas no fueron cargadas/)).toBeInTheDocument();
  });

  it('says nothing about highlighted rows when every load was charged', async () => {
    const { client } = receiptFixture(1);
    const charged = client.transactions.filter((item) => item.charged);
    checkerServer([receiptFixture(1)], {
      'GET /api/transactions/101': { body: { count: 1, items: charged } },
    });
    const { user } = openChecker();
    await user.click(await screen.findByRole('button', { name: /Historial \(1\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial de cargas de dmjuan1' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(2));
    expect(within(dialog).queryByText(/Las filas resaltadas/)).not.toBeInTheDocument();
  });

  it("shows the empty state, and 'Buscar' reads the pending list again", async () => {
    const server = checkerServer([receiptFixture(1)]);
    server.state.pending = [];
    const { user } = openChecker();
    expect(
      await screen.findByText('PANEL DE COMPROBANTES - No hay mas comprobantes por ahora'),
    ).toBeInTheDocument();
    server.state.pending = [1];
    await user.click(button('Buscar'));
    expect(await screen.findByText('dmjuan1')).toBeInTheDocument();
  });

  it('claims the receipt on screen and the next; news after an empty queue claims the new one', async () => {
    const server = checkerServer(receiptFixtures(3));
    server.state.pending = [1, 2];
    const { user } = openChecker();
    await screen.findByText('dmjuan1');
    await waitFor(() => expect(server.state.claimed).toEqual(new Set([1, 2])));
    expect(server.callsTo('GET', '/api/get/1')).toHaveLength(0);

    await user.keyboard('a');
    await user.keyboard('a');
    await afterUndo();
    expect(
      await screen.findByText('PANEL DE COMPROBANTES - No hay mas comprobantes por ahora'),
    ).toBeInTheDocument();
    server.state.pending = [3];
    await realtimeNews();
    expect(await screen.findByText('dmjuan3')).toBeInTheDocument();
  });

  it('a receipt whose news comes while a claim is finding none is claimed then', async () => {
    const server = checkerServer(receiptFixtures(1));
    server.state.pending = [];
    const letClaimGo = server.holdClaims();
    openChecker();
    await waitFor(() => expect(server.callsTo('POST', '/api/queue/claim')).toHaveLength(1));
    // The claim found nothing and is still on its way when receipt 1 arrives and the news says so.
    const listsRead = server.callsTo('GET', '/api/pendingids').length;
    server.state.pending = [1];
    await realtimeNews();
    await waitFor(() => expect(server.callsTo('GET', '/api/pendingids').length).toBeGreaterThan(listsRead));
    letClaimGo();
    expect(await screen.findByText('dmjuan1')).toBeInTheDocument();
  });

  it('closes an open modal when another operator decides its receipt', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2));
    await user.click(button(/Rechazar/));
    await screen.findByRole('dialog', { name: 'Rechazar comprobante' });
    // A supervisor freed it and someone else decided it: the next renewal finds it gone.
    server.state.pending = [2];
    await act(() => vi.advanceTimersByTimeAsync(RENEW_SECONDS * 1000));
    expect(await screen.findByText('Otro operador ya resolvió ese comprobante.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rechazar comprobante' })).not.toBeInTheDocument(),
    );
    expect(username()).toHaveTextContent('dmjuan2');
    expect(server.callsTo('POST', '/api/put/1')).toHaveLength(0);
  });

  it('drops a receipt another operator decided first when approving it answers 422', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2), {
      'POST /api/put/1': () => {
        server.state.pending = [2];
        return { status: 422, body: { message: 'Este comprobante ya fue procesado por otro operador' } };
      },
    });
    await user.click(button(/Aprobar/));
    await afterUndo();
    expect(
      await screen.findByText('Este comprobante ya fue procesado por otro operador'),
    ).toBeInTheDocument();
    expect(await screen.findByText('dmjuan2')).toBeInTheDocument();
  });
});

describe('/checker keyboard shortcuts', () => {
  it('names each shortcut in its button', async () => {
    await openOnFirstReceipt([receiptFixture(1)]);
    expect(button(/Aprobar/)).toHaveAttribute('aria-keyshortcuts', 'A');
    expect(button(/Rechazar/)).toHaveAttribute('aria-keyshortcuts', 'R');
    expect(button(/Saltar/)).toHaveAttribute('aria-keyshortcuts', 'S');
  });

  it('A approves, R and S open their modals where digits pick the reason, E opens the edit', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(3));

    await user.keyboard('a');
    await screen.findByText('dmjuan2');
    await user.keyboard('r');
    await screen.findByRole('dialog', { name: 'Rechazar comprobante' });
    await user.keyboard('1');
    await screen.findByText('dmjuan3');
    await afterUndo();
    expect(server.callsTo('POST', '/api/put/1')[0]?.body).toEqual({ status: 'approve', reason: null });
    expect(server.callsTo('POST', '/api/put/2')[0]?.body).toEqual({
      status: 'rejected',
      reason: 'AMOUNT_NOT_MATCH',
    });

    await user.keyboard('e');
    expect(await screen.findByRole('dialog', { name: 'Editar monto' })).toBeInTheDocument();
  });

  it('ignores the keys while a modal is open or while typing', async () => {
    const { server, user } = await openOnFirstReceipt(receiptFixtures(2));

    await user.keyboard('h');
    const history = await screen.findByRole('dialog', { name: /Historial de cargas/ });
    await user.keyboard('a');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(history).not.toBeInTheDocument());

    await user.keyboard('e');
    const edit = await screen.findByRole('dialog', { name: 'Editar monto' });
    await user.type(within(edit).getByLabelText('Monto del comprobante válido'), 'as');
    expect(server.callsTo('POST', '/api/put/1')).toHaveLength(0);
    expect(username()).toHaveTextContent('dmjuan1');
  });

  it('ignores combinations with Control', async () => {
    const { server, user } = await openOnFirstReceipt([receiptFixture(1)]);
    await user.keyboard('{Control>}a{/Control}');
    expect(server.callsTo('POST', '/api/put/1')).toHaveLength(0);
  });
});
