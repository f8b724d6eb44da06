import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE, type NotificationView } from '@panel/domain/notifications/notification-view';
import { FakeSocket } from '@/test/fake-socket';
import { mockApi, renderApp, shellReplies, storeSession } from '@/test/render';

function notice(id: number, overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id,
    date: '2025-03-01T15:04:00.000Z',
    createdAt: '2025-03-01T15:04:05.000Z',
    bank: 'Mercado Pago',
    from: `Remitente ${id}`,
    amount: 12500.5,
    bankaccount: { id: 1, name: 'Cuenta Demo' },
    ...overrides,
  };
}

function serve(initial: NotificationView[]) {
  const state = { list: initial };
  const api = mockApi({
    ...shellReplies(),
    'GET /api/notifications': () => ({ body: state.list }),
  });
  const reads = () => api.calls.filter((c) => c.path.startsWith('/api/notifications')).length;
  return { state, api, reads };
}

function open() {
  storeSession(1);
  const user = userEvent.setup();
  renderApp('/notifications');
  return user;
}

const table = () => screen.getByRole('table', { name: 'Notificaciones de transferencias' });

describe('Notificaciones', () => {
  it('lists date, bank app, sender, amount, receiving account and the receipt it confirmed', async () => {
    serve([notice(2, { bank: 'Banco Galicia', from: 'Ana López', amount: 1500, receiptId: 41 }), notice(1)]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    await screen.findByText('Ana López');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Fecha',
      'App del banco',
      'Remitente',
      'Monto',
      'Cuenta receptora',
      'Comprobante',
    ]);
    const [first] = within(table()).getAllByRole('row').slice(1);
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '01/03/2025 12:04',
      'Banco Galicia',
      'Ana López',
      '$ 1.500,00',
      'Cuenta Demo',
      'Confirmó el n.º 41',
    ]);
    expect(screen.getByText('2 notificaciones')).toBeInTheDocument();
  });

  it("reads the list again with 'Actualizar'", async () => {
    const server = serve([notice(1)]);
    const user = open();
    await screen.findByText('Remitente 1');
    server.state.list = [notice(2), notice(1)];
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Remitente 2')).toBeInTheDocument();
  });

  it('shows a new notice as soon as the realtime channel announces it', async () => {
    const server = serve([notice(1)]);
    open();
    await screen.findByText('Remitente 1');
    const before = server.reads();
    server.state.list = [notice(2, { from: 'Llegó en vivo' }), notice(1)];
    const socket = FakeSocket.latest()!;
    await act(async () => {
      socket.open();
      socket.receive({ type: 'ready' });
      socket.receive({ channel: 'transactions', event: 'notifications' });
    });
    expect(await screen.findByText('Llegó en vivo')).toBeInTheDocument();
    expect(server.reads()).toBe(before + 1);
  });

  it('says so when there are none', async () => {
    serve([]);
    open();
    expect(await screen.findByText('Todavía no llegaron notificaciones de los bancos.')).toBeInTheDocument();
  });

  it('reads older notices a page at a time', async () => {
    const page = Array.from({ length: NOTIFICATIONS_PAGE }, (_, i) => notice(500 - i));
    const api = mockApi({
      ...shellReplies(),
      'GET /api/notifications': { body: page },
      [`GET /api/notifications?beforeId=${500 - NOTIFICATIONS_PAGE + 1}`]: {
        body: [notice(7, { from: 'Antigua' })],
      },
    });
    const user = userEvent.setup();
    storeSession(1);
    renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Ver anteriores' }));
    expect(await screen.findByText('Antigua')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ver anteriores' })).not.toBeInTheDocument(),
    );
    expect(
      api.calls.some((c) => c.path === `/api/notifications?beforeId=${500 - NOTIFICATIONS_PAGE + 1}`),
    ).toBe(true);
  });
});
