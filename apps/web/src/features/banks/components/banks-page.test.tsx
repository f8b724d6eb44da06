import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { BANK_MESSAGES as M } from '@panel/domain/banks/bank-rules';
import { type RecordedCall, renderScreen } from '@/test/render';
import { saveDialog } from '@/components/list-screen/test/list-screen-steps';

const nacion = {
  id: 4,
  bankname: 'Banco Nación',
  transacbottomlimit: 1000,
  transactoplimit: 500000,
  dailytoplimit: 2000000,
  monthlytoplimit: 30000000,
  toplimitinuse: 1000000,
  dailytransaclimit: 60,
};

function setup(replies: Record<string, unknown> = {}) {
  const { api, events } = renderScreen('/config/banks', {
    rol: 1,
    replies: {
      'GET /api/banks': { body: [nacion] },
      'POST /api/banks': (call: RecordedCall) => ({
        status: 201,
        body: { message: 'Banco creado', bank: { ...(call.body as object), id: 9 } },
      }),
      ...(replies as Record<string, { body: unknown }>),
    },
  });
  return { api, user: events };
}

const LABELS = [
  'Nombre del banco',
  'Límite de transferencia superior',
  'Límite de transferencia inferior',
  'Tope diario',
  'Tope mensual',
  'Tope en uso',
  'Movimientos diarios permitidos',
] as const;

describe('Bancos', () => {
  it('shows the columns of docs/features/banks.md with amounts in es-AR', async () => {
    setup();
    const row = (await screen.findByText('Banco Nación')).closest('tr')!;
    for (const header of [
      'Nombre',
      'Mínimo',
      'Superior',
      'Diario superior',
      'Mensual',
      'Máximo en uso',
      'Cantidad máxima',
      'Acciones',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row).getByText('$ 1.000,00')).toBeInTheDocument();
    expect(within(row).getByText('$ 30.000.000,00')).toBeInTheDocument();
    expect(within(row).getByText('60')).toBeInTheDocument();
  });

  it('checks the seven fields in order, closing the modal after each submit and keeping what was typed', async () => {
    const { api, user } = setup();
    await screen.findByText('Banco Nación');
    const values = ['Banco Sur', '500000', '1000', '0', '30000000', '1000000', '60'];
    const messages = [
      M.bankname,
      M.transactoplimit,
      M.transacbottomlimit,
      M.dailytoplimit,
      M.monthlytoplimit,
      M.toplimitinuse,
      M.dailytransaclimit,
    ];
    for (const [step, message] of messages.entries()) {
      await user.click(screen.getByRole('button', { name: 'Nuevo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cuenta' });
      // Fields filled at earlier steps are still there; fill the one that failed last.
      if (step > 1) expect(within(dialog).getByLabelText(LABELS[0])).toHaveValue('Banco Sur');
      if (step > 0) await user.type(within(dialog).getByLabelText(LABELS[step - 1]!), values[step - 1]!);
      // 'Tope diario' gets a zero first: zero counts as missing.
      if (step === 3) await user.type(within(dialog).getByLabelText(LABELS[3]), '0');
      if (step === 4) {
        await user.clear(within(dialog).getByLabelText(LABELS[3]));
        await user.type(within(dialog).getByLabelText(LABELS[3]), '2000000');
      }
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Mantine shows five notices at once and queues the rest for 3 s: clear them between steps.
      act(() => notifications.clean());
    }
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cuenta' });
    await user.type(within(dialog).getByLabelText(LABELS[6]), '60');
    expect(await saveDialog(user, dialog, api, 'Banco creado')).toEqual({
      bankname: 'Banco Sur',
      transactoplimit: 500000,
      transacbottomlimit: 1000,
      dailytoplimit: 2000000,
      monthlytoplimit: 30000000,
      toplimitinuse: 1000000,
      dailytransaclimit: 60,
    });
  }, 30_000);

  it('edits a bank from its values and sends it to /api/banks/{id}', async () => {
    const { api, user } = setup({
      'POST /api/banks/4': {
        body: { message: 'Banco actualizado', bank: { ...nacion, bankname: 'Nación' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Banco Nación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cuenta' });
    expect(within(dialog).getByLabelText('Tope mensual')).toHaveValue('30.000.000');
    await user.clear(within(dialog).getByLabelText('Nombre del banco'));
    await user.type(within(dialog).getByLabelText('Nombre del banco'), 'Nación');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Banco actualizado')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/banks/4')?.body).toMatchObject({
      bankname: 'Nación',
      monthlytoplimit: 30000000,
    });
  });

  it("asks 'Desea borrar este banco' before deleting, and shows the server's refusal", async () => {
    const refusal =
      'No se puede borrar el banco: una cuenta lo usa. Cambie el banco de esas cuentas o bórrelas primero.';
    const { api, user } = setup({ 'DELETE /api/banks/4': { status: 422, body: { message: refusal } } });
    await user.click(await screen.findByRole('button', { name: 'Borrar Banco Nación' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Desea borrar este banco')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Borrar Banco Nación' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText('Banco Nación')).toBeInTheDocument();
  });
});
