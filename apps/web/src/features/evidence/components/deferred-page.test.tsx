import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeferredDetailView, DeferredReceiptView } from '@panel/domain/evidence/evidence-view';
import { mockApi, renderApp, shellReplies, storeSession } from '@/test/render';

const listed: DeferredReceiptView = {
  id: 41,
  amount: 1500.5,
  reason: 'NOT_FOUND',
  deferredAt: '2025-01-10T13:00:00.000Z',
  createdAt: '2025-01-10T12:55:00.000Z',
  player: { id: 7, panelUsername: 'dmana' },
  returnsAt: null,
};
const detail: DeferredDetailView = {
  ...listed,
  url: '/api/files/1/abc/receipts/41.png',
  urlExpiresAt: '2099-01-01T00:00:00.000Z',
  fileType: 'png',
  holderName: 'Juana Gómez',
  deferredBy: 'aprobador',
};

function serve() {
  const state = { list: [listed] };
  const api = mockApi({
    ...shellReplies(),
    'GET /api/deferred': () => ({ body: state.list }),
    'GET /api/deferred/41': { body: detail },
    'POST /api/deferred/41/return': () => {
      state.list = [];
      return { body: { message: 'Comprobante devuelto a la cola', id: 41, status: 'pending' } };
    },
    'POST /api/deferred/41/reject': () => {
      state.list = [];
      return { body: { message: 'Comprobante rechazado', id: 41, status: 'rejected' } };
    },
  });
  storeSession(5);
  renderApp('/checker/deferred');
  return { api, user: userEvent.setup() };
}

async function openReceipt(user: ReturnType<typeof userEvent.setup>) {
  // The screen is loaded on demand: the first test waits for it.
  const open = await screen.findByRole(
    'button',
    { name: 'Abrir el comprobante pospuesto n.º 41' },
    { timeout: 10_000 },
  );
  await user.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Comprobante pospuesto n.º 41' });
  await within(dialog).findByText('Juana Gómez');
  return dialog;
}

describe('Pospuestos: the message to the player', () => {
  it('flags a deferral the player was never told about, in the list and in the receipt', async () => {
    const failed = {
      state: 'failed' as const,
      kind: 'aviso_pospuesto_titular',
      attempts: 5,
      lastError: 'El número no tiene WhatsApp',
    };
    mockApi({
      ...shellReplies(),
      'GET /api/deferred': { body: [{ ...listed, reason: 'ASK_BA_OWNER', playerMessage: failed }] },
      'GET /api/deferred/41': { body: { ...detail, reason: 'ASK_BA_OWNER', playerMessage: failed } },
    });
    storeSession(5);
    renderApp('/checker/deferred');
    const user = userEvent.setup();
    const row = (await screen.findAllByTestId('deferred-row', {}, { timeout: 10_000 }))[0]!;
    expect(within(row).getByText('Aviso no entregado')).toBeInTheDocument();
    const dialog = await openReceipt(user);
    expect(within(dialog).getByText('Aviso al jugador')).toBeInTheDocument();
    expect(within(dialog).getByText('No entregado: El número no tiene WhatsApp')).toBeInTheDocument();
  });
});

describe('Pospuestos you can act on', () => {
  it('opens a deferred receipt: the image, amount, player, reason, since when, who and the holder received', async () => {
    const { user } = serve();
    const dialog = await openReceipt(user);
    expect(within(dialog).getByRole('img', { name: 'Imagen del comprobante n.º 41' })).toHaveAttribute(
      'src',
      detail.url,
    );
    for (const text of ['$ 1.500,50', 'dmana', 'El pago todavía no se registró', 'aprobador'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText(/^10\/01\/2025 10:00/)).toBeInTheDocument();
  });

  it('brings it back to the queue: the call is made, the server’s message shown and the list read again', async () => {
    const { api, user } = serve();
    const dialog = await openReceipt(user);
    await user.click(within(dialog).getByRole('button', { name: 'Devolver a la cola' }));
    expect(await screen.findByText('Comprobante devuelto a la cola')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/deferred/41/return')).toBe(true);
    await waitFor(() => expect(screen.getByText('No hay comprobantes pospuestos')).toBeInTheDocument());
  });

  it('rejects it with a reason of the spec’s list; Rechazar waits for the reason', async () => {
    const { api, user } = serve();
    const dialog = await openReceipt(user);
    const reject = within(dialog).getByRole('button', { name: 'Rechazar' });
    expect(reject).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Motivo del rechazo' }));
    await user.click(await screen.findByRole('option', { name: 'Imagen falsa' }));
    await user.click(reject);
    expect(await screen.findByText('Comprobante rechazado')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/api/deferred/41/reject');
    expect(call?.body).toEqual({ reason: 'FAKE_IMAGE' });
  });
});
