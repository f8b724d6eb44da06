import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, shellReplies, storeSession } from '@/test/render';
import { columnTexts, expectSearch } from '@/test/lists';
import { sortByColumn } from '@/components/list-screen/test/list-screen-steps';

function setup(path = '/config/players') {
  storeSession(2);
  let items = [
    { id: 1, phone: '1155550001' },
    { id: 2, phone: '1155550002' },
  ];
  const api = mockApi({
    ...shellReplies(),
    'GET /api/ignore/': () => ({ body: { items } }),
    'POST /api/ignore': (call) => {
      const { phone } = call.body as { phone: string };
      items = [...items, { id: 3, phone }];
      return {
        status: 201,
        body: { message: `Numero ${phone} agregado a la lista de ignorados`, item: items[2] },
      };
    },
    'DELETE /api/ignore/2': () => {
      items = items.filter((i) => i.id !== 2);
      return { body: { message: 'Numero 1155550002 eliminado de la lista de ignorados' } };
    },
  });
  const { router } = renderApp(path);
  return { api, router, events: userEvent.setup({ delay: null }) };
}

async function accept(text: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
}

describe('Numeros Ignorados', () => {
  it("'Bloquear' is off while empty, strips non-digits as typed, asks, then adds", async () => {
    const { events, api } = setup();
    const field = await screen.findByRole('textbox', { name: 'Número de teléfono' });
    const block = screen.getByRole('button', { name: 'Bloquear' });
    expect(block).toBeDisabled();
    await events.type(field, 'ab+54 9-11');
    expect(field).toHaveValue('54911');
    expect(block).toBeEnabled();
    await events.click(block);
    await accept('Desea agregar el numero 54911 a la lista de ignorados?');
    expect(await screen.findByText('Numero 54911 agregado a la lista de ignorados')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ phone: '54911' });
    await waitFor(() => expect(field).toHaveValue(''));
    expect(await screen.findByText('3 números ignorados')).toBeInTheDocument();
  });

  it('cancelling the question adds nothing', async () => {
    const { events, api } = setup();
    await events.type(await screen.findByRole('textbox', { name: 'Número de teléfono' }), '123');
    await events.click(screen.getByRole('button', { name: 'Bloquear' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("'Habilitar' is off until a number is picked from the searchable list, asks, then removes", async () => {
    const { events, api } = setup();
    const enable = await screen.findByRole('button', { name: 'Habilitar' });
    expect(enable).toBeDisabled();
    const select = screen.getByRole('combobox', { name: 'Números ignorados' });
    await events.type(select, '0002');
    await events.click(await screen.findByRole('option', { name: '1155550002' }));
    expect(enable).toBeEnabled();
    await events.click(enable);
    await accept('Desea eliminar el numero 1155550002 de la lista de ignorados?');
    expect(
      await screen.findByText('Numero 1155550002 eliminado de la lista de ignorados'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/ignore/2')).toBe(true);
    await waitFor(() => expect(enable).toBeDisabled());
  });

  it('lists the numbers, sorts and searches them with the state in the address (docs/features/lists.md)', async () => {
    const { events, router } = setup('/config/players?sort=phone&dir=desc');
    const phones = () => columnTexts(0);
    await screen.findByRole('cell', { name: '1155550001' });
    expect(screen.getByRole('columnheader', { name: 'Número' })).toHaveAttribute('aria-sort', 'descending');
    expect(phones()).toEqual(['1155550002', '1155550001']);
    await sortByColumn(events, 'Número', ['ascending', ['1155550001', '1155550002']], phones);
    expect(router.state.location.search).toBe('?sort=phone&dir=asc');
    await expectSearch(events, 'Buscar número', ['0002', '9'], phones, [
      '1155550002',
      'Ningún número coincide con la búsqueda.',
    ]);
  });

  it("a row's 'Habilitar' asks, then removes that number", async () => {
    const { events, api } = setup();
    await events.click(await screen.findByRole('button', { name: 'Habilitar 1155550002' }));
    await accept('Desea eliminar el numero 1155550002 de la lista de ignorados?');
    await waitFor(() => expect(screen.queryByRole('cell', { name: '1155550002' })).toBeNull());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/ignore/2')).toBe(true);
  });
});
