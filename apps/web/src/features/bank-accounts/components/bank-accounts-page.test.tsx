import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MESSAGES as M } from '@panel/domain/bank-accounts/bank-account-rules';
import { CBU_MESSAGES } from '@panel/domain/bank-accounts/cbu';
import { type RecordedCall, renderScreen } from '@/test/render';
import { columnTexts, expectSearch } from '@/test/lists';
import { chooseOption, expectRefused, sortByColumn } from '@/components/list-screen/test/list-screen-steps';

const CBU = '0110599590000001234568';
const laura = {
  id: 1,
  name: 'Laura Gómez',
  bankId: 4,
  number: CBU,
  active: true,
  amount: 125000,
  bank: { id: 4, bankname: 'Banco Nación' },
};
const carla = {
  ...laura,
  id: 2,
  name: 'Carla Ruiz',
  active: false,
  amount: 0,
  number: '3220001880500007777773',
};
const banks = [
  {
    id: 4,
    bankname: 'Banco Nación',
    transacbottomlimit: 1,
    transactoplimit: 1,
    dailytoplimit: 1,
    monthlytoplimit: 1,
    toplimitinuse: 1,
    dailytransaclimit: 1,
  },
];

/** Rol 2 by default: it has every action; rol 3 has fewer (docs/features/roles.md). */
function setup(replies: Record<string, unknown> = {}, rol: 2 | 3 = 2) {
  const { api, router, events } = renderScreen('/config/bankaccounts', {
    rol,
    replies: {
      'GET /api/bankaccount': { body: { items: [laura, carla] } },
      'GET /api/banks': { body: banks },
      ...(replies as Record<string, { body: unknown }>),
    },
  });
  return { api, router, user: events };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Cuentas', () => {
  it('shows Banco, Titular, Total and CBU, and highlights inactive rows', async () => {
    setup();
    const active = await rowOf('Laura Gómez');
    for (const header of ['Banco', 'Titular', 'Total', 'CBU', 'Acciones'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(active).getByText('$ 125.000,00')).toBeInTheDocument();
    expect(within(active).getByText(CBU)).toBeInTheDocument();
    expect(active).not.toHaveAttribute('data-inactive');
    const inactive = await rowOf('Carla Ruiz');
    expect(inactive).toHaveAttribute('data-inactive');
    expect(within(inactive).getByText('Inactiva')).toBeInTheDocument();
    expect(
      within(inactive).getByRole('button', { name: 'Activar cuenta de Carla Ruiz (Banco Nación)' }),
    ).toBeInTheDocument();
  });

  it("'Nueva' checks name, bank and CBU in order under each field, then creates an active account", async () => {
    const { api, user } = setup({
      'POST /api/bankaccount': (call: RecordedCall) => ({
        status: 201,
        body: { message: 'Cuenta creada', account: { ...laura, ...(call.body as object), id: 3 } },
      }),
    });
    await screen.findByText('Laura Gómez');
    await user.click(screen.getByRole('button', { name: 'Nueva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(within(dialog).getByRole('switch', { name: 'Activa' })).toBeChecked();

    await expectRefused(user, dialog, M.name);
    await user.type(within(dialog).getByLabelText('Titular'), 'Ana Pérez');
    await expectRefused(user, dialog, M.bankId);
    await chooseOption(user, dialog, 'Banco', 'Banco Nación');
    await expectRefused(user, dialog, M.number);
    const cbu = within(dialog).getByLabelText('CBU');
    await user.type(cbu, '0110-5991');
    expect(cbu).toHaveValue('01105991');
    await expectRefused(user, dialog, CBU_MESSAGES.length);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(cbu);
    await user.type(cbu, CBU);
    await user.click(save);
    expect(await screen.findByText('Cuenta creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ana Pérez',
      bankId: 4,
      number: CBU,
      active: true,
    });
  }, 30_000);

  it('unloads a wallet: above the balance is refused, not clamped; confirmed, then the docs/features/bank-accounts.md text', async () => {
    const message =
      '$ 125.000,00 han sido descargados de esta billetera. Esta billetera cuenta ahora con un total de $ 0,00';
    const { api, user } = setup({
      'POST /api/bankaccount/unload/1': { body: { message, account: { ...laura, amount: 0 } } },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Descargar billetera de cuenta de Laura Gómez (Banco Nación)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Descargar billetera' });
    const accept = within(dialog).getByRole('button', { name: 'Descargar' });
    expect(accept).toBeDisabled();
    const amount = within(dialog).getByLabelText('Monto a descargar');
    // Above the balance: kept as typed and refused under the field.
    await user.type(amount, '999999');
    expect(amount).toHaveValue('999999');
    expect(
      within(dialog).getByText('El monto a descargar supera el saldo de la billetera ($ 125.000,00)'),
    ).toBeInTheDocument();
    await user.click(accept);
    await user.clear(amount);
    await user.type(amount, '125.000');
    expect(within(dialog).getByText('Se lee: $ 125.000,00')).toBeInTheDocument();
    await user.click(accept);
    // Nothing moves before the confirmation, which says the amount read and the balance it leaves.
    const question = await screen.findByText(
      '¿Descargar $ 125.000,00 de esta billetera? Le quedará un total de $ 0,00.',
    );
    const confirm = question.closest<HTMLElement>('[role="dialog"]')!;
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      amountToUnload: 125000,
      currentAmount: 125000,
    });
  });

  it("copies the CBU and says 'CBU Copiado en el portapapeles'", async () => {
    const { user } = setup(); // user-event puts a clipboard in place
    await user.click(
      await screen.findByRole('button', { name: 'Copiar CBU de cuenta de Laura Gómez (Banco Nación)' }),
    );
    expect(await screen.findByText('CBU Copiado en el portapapeles')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(CBU);
  });

  it("toggles and deletes after 'Desea borrar esta Cuenta'", async () => {
    const { api, user } = setup({
      'POST /api/bankaccount/1/toggle': {
        body: { message: 'Cuenta desactivada', account: { ...laura, active: false } },
      },
      'DELETE /api/bankaccount/2': { body: { message: 'Cuenta borrada' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Desactivar cuenta de Laura Gómez (Banco Nación)' }),
    );
    expect(await screen.findByText('Cuenta desactivada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Borrar cuenta de Carla Ruiz (Banco Nación)' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Desea borrar esta Cuenta')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Cuenta borrada')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/bankaccount/1/toggle', 'DELETE /api/bankaccount/2']),
    );
  });

  it('shows rol 3 no unload and no delete, and the CBU of an account as read-only', async () => {
    const { user } = setup({}, 3);
    const row = await rowOf('Laura Gómez');
    const label = 'cuenta de Laura Gómez (Banco Nación)';
    expect(within(row).getByRole('button', { name: `Copiar CBU de ${label}` })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Descargar billetera de ${label}` })).toBeNull();
    expect(within(row).queryByRole('button', { name: `Borrar ${label}` })).toBeNull();
    await user.click(within(row).getByRole('button', { name: `Editar ${label}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cuenta' });
    expect(within(dialog).getByLabelText('CBU')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Solo un administrador o moderador cambia el CBU')).toBeInTheDocument();
  });

  it('sorts by a column and searches, keeping both in the address', async () => {
    const { user, router } = setup();
    await rowOf('Laura Gómez');
    const names = () => columnTexts(1);
    expect(names()).toEqual(['Laura Gómez', 'Carla RuizInactiva']);
    await sortByColumn(user, 'Total', ['ascending', ['Carla RuizInactiva', 'Laura Gómez']], names);
    expect(router.state.location.search).toBe('?sort=amount&dir=asc');
    await expectSearch(user, 'Buscar por banco, titular o CBU', ['laura', 'x'], names, [
      'Laura Gómez',
      'Ninguna cuenta coincide con la búsqueda.',
    ]);
  });

  it('disables every row action while the list is loading', async () => {
    const { api, user } = setup();
    await screen.findByText('Laura Gómez');
    const buttons = () =>
      screen
        .getAllByRole('button')
        .filter(
          (button) => button.closest('tbody') && button.closest('main') && !button.closest('[role="dialog"]'),
        );
    expect(screen.getByRole('button', { name: 'Nueva' })).toBeEnabled();

    // The next list request stays unanswered until released.
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const original = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      if (String(input) === '/api/bankaccount') await answered;
      return original(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nueva' })).toBeDisabled());
    for (const button of buttons()) expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nueva' })).toBeEnabled());
  });
});
