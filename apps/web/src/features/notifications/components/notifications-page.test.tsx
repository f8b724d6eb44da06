import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_PAGE } from '@panel/domain/notifications/notification-list';
import type { NotificationView } from '@panel/domain/notifications/notification-view';
import { FakeSocket } from '@/test/fake-socket';
import { downloadFrom } from '@/components/list-screen/test/list-screen-steps';
import { signedLink, signsDownloads } from '@/test/downloads';
import { mockApi, renderApp, shellReplies, storeSession } from '@/test/render';

/** The first page's call: one row more than a page, to know whether the list goes on. */
const LIST = `GET /api/notifications?limit=${NOTIFICATION_LIST_PAGE + 1}`;

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
    [LIST]: () => ({ body: state.list }),
  });
  const reads = () => api.calls.filter((c) => c.path.startsWith('/api/notifications')).length;
  return { state, api, reads };
}

function open(path = '/notifications') {
  storeSession(1);
  const user = userEvent.setup();
  renderApp(path);
  return user;
}

const table = () => screen.getByRole('table', { name: 'Notificaciones de transferencias' });

/** The text of each header or cell inside `container`, in order. */
const textsOf = (container: HTMLElement, role: 'columnheader' | 'cell') =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);

describe('Notificaciones', () => {
  it('lists date, bank app, sender, amount, receiving account and the receipt it confirmed', async () => {
    serve([notice(2, { bank: 'Banco Galicia', from: 'Ana López', amount: 1500, receiptId: 41 }), notice(1)]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    await screen.findByText('Ana López');
    expect(textsOf(table(), 'columnheader')).toEqual([
      'Fecha',
      'App del banco',
      'Remitente',
      'Monto',
      'Cuenta receptora',
      'Comprobante',
    ]);
    const [first] = within(table()).getAllByRole('row').slice(1);
    expect(textsOf(first!, 'cell')).toEqual([
      '01/03/2025 12:04',
      'Banco Galicia',
      'Ana López',
      '$ 1.500,00',
      'Cuenta Demo',
      'Confirmó el n.º 41',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Páginas de notificaciones' })).not.toBeInTheDocument();
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

  it('pages by key: the next page after the last row, the previous before the first, the state in the URL', async () => {
    const page = Array.from({ length: NOTIFICATION_LIST_PAGE + 1 }, (_, i) => notice(500 - i));
    const api = mockApi({
      ...shellReplies(),
      [LIST]: { body: page },
      [`${LIST}&beforeId=${500 - NOTIFICATION_LIST_PAGE + 1}`]: { body: [notice(7, { from: 'Antigua' })] },
      [`${LIST}&backFromId=7`]: { body: page.slice(1) },
    });
    const user = open();
    await screen.findByText('Remitente 500');
    // The extra row only says that the list goes on.
    expect(screen.queryByText(`Remitente ${500 - NOTIFICATION_LIST_PAGE}`)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    // The next page's answer is held: the last page stays on screen, marked as not the answer yet.
    const answer = api.fetch.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('beforeId')) await held;
      return answer(input, init);
    });
    expect(table()).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Remitente 500')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Antigua')).toBeInTheDocument();
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('Remitente 499')).toBeInTheDocument();
    // Came back with no row before it: the first page's edge is reached.
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(api.calls.map((c) => c.path)).toContain(`/api/notifications?limit=26&backFromId=7`);
  });

  it('reads its sort, search and page from the URL and sorts by a header click', async () => {
    mockApi({
      ...shellReplies(),
      [`GET /api/notifications?sort=amount&dir=desc&q=ana&limit=26&beforeId=9`]: {
        body: [notice(8, { from: 'Ana desde la URL' })],
      },
      [`GET /api/notifications?sort=amount&dir=asc&q=ana&limit=26`]: {
        body: [notice(3, { from: 'Ana menor' })],
      },
      ...signsDownloads(),
    });
    const user = open('/notifications?sort=amount&dir=desc&q=ana&after=9');
    expect(await screen.findByText('Ana desde la URL')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por remitente, banco o cuenta' })).toHaveValue(
      'ana',
    );
    const amount = screen.getByRole('columnheader', { name: /Monto/ });
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(amount).getByRole('button'));
    expect(await screen.findByText('Ana menor')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Monto/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(await downloadFrom(user, screen.getByRole('button', { name: 'Exportar CSV' }))).toEqual({
      href: signedLink('/api/notifications/export.csv?sort=amount&dir=asc&q=ana'),
      filename: 'notificaciones.csv',
    });
  });

  it('searches on the server once the typing pauses, and says when nothing matches', async () => {
    const api = mockApi({
      ...shellReplies(),
      [LIST]: { body: [notice(1)] },
      [`GET /api/notifications?q=zz&limit=26`]: { body: [] },
    });
    const user = open();
    await screen.findByText('Remitente 1');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por remitente, banco o cuenta' }), 'zz');
    expect(await screen.findByText('Ninguna notificación coincide con la búsqueda.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.includes('q=')).map((c) => c.path)).toEqual([
      '/api/notifications?q=zz&limit=26',
    ]);
  });

  it('offers to retry when the list cannot be read', async () => {
    mockApi({ ...shellReplies(), [LIST]: { status: 500, body: { message: 'falla' } } });
    open();
    expect(await screen.findByText('No se pudo cargar la lista.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('links the receipt a notice confirmed, and says why a matched notice was not approved automatically', async () => {
    serve([
      notice(3, { receiptId: 41 }),
      notice(2, {
        receiptId: null,
        autoApprovalHeld: {
          reason: 'Quien transfirió (Ana) no es el titular del comprobante (Juan)',
          receiptId: 40,
        },
      }),
    ]);
    const user = open();
    await screen.findByText('Remitente 3');
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getAllByRole('cell').at(-1)!.textContent).toBe(
      'No se aprobó solo (n.º 40): Quien transfirió (Ana) no es el titular del comprobante (Juan)',
    );
    await user.click(within(rows[0]!).getByRole('button', { name: 'n.º 41' }));
    expect(await screen.findByRole('dialog', { name: 'Comprobante n.º 41' })).toBeInTheDocument();
  });
});
