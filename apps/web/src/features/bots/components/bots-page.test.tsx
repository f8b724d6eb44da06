import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOT_MESSAGES as M } from '@panel/domain/bots/bot-rules';
import { type RecordedCall, renderScreen } from '@/test/render';
import { chooseOption, expectRefused } from '@/components/list-screen/test/list-screen-steps';

const demo = {
  id: 1,
  name: 'Bot Demo',
  url: 'http://localhost:8090',
  active: true,
  tenant_id: 1,
  tenant: { id: 1, name: 'Isla Demo' },
  assigned: true,
};
const spare = {
  ...demo,
  id: 2,
  name: 'Bot Reserva',
  url: 'http://10.0.0.2:8090',
  active: false,
  assigned: false,
};
const islands = {
  islandata: { id: 1, name: 'Isla Demo', url: '', prefix: 'dm' },
  islanID: 1,
  items: [
    { id: 1, name: 'Isla Demo' },
    { id: 2, name: 'Isla Norte' },
  ],
};

function setup(replies: Record<string, unknown> = {}) {
  const { api, events } = renderScreen('/config/bots', {
    rol: 1,
    replies: {
      'GET /api/this/tenants': { body: islands },
      'GET /api/bots': { body: [demo, spare] },
      ...(replies as Record<string, { body: unknown }>),
    },
  });
  return { api, user: events };
}

const confirm = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
};

describe('Bots', () => {
  it('shows bot, URL and island, the assigned bot, and highlights inactive rows', async () => {
    setup();
    const row = (await screen.findByText('Bot Demo')).closest('tr')!;
    for (const header of ['Bot', 'URL', 'Isla', 'Acciones'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row).getByText('http://localhost:8090')).toBeInTheDocument();
    expect(within(row).getByText('Asignado a la isla')).toBeInTheDocument();
    expect(row).not.toHaveAttribute('data-inactive');
    const inactive = screen.getByText('Bot Reserva').closest('tr')!;
    expect(inactive).toHaveAttribute('data-inactive');
    expect(within(inactive).getByText('Inactivo')).toBeInTheDocument();
  });

  it('checks name, island and URL in order, creates the bot and shows its key once', async () => {
    const { api, user } = setup({
      'POST /api/bots': (call: RecordedCall) => ({
        status: 201,
        body: {
          message: 'BOT creado',
          bot: { ...demo, ...(call.body as object), id: 3, tenant: { id: 2, name: 'Isla Norte' } },
          key: 'bot_clave-de-prueba',
        },
      }),
    });
    await screen.findByText('Bot Demo');
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo bot' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });

    await expectRefused(user, dialog, M.name);
    await user.type(within(dialog).getByLabelText('Nombre'), 'Bot Norte');
    await expectRefused(user, dialog, M.island);
    await chooseOption(user, dialog, 'Isla', 'Isla Norte');
    // Isla Norte has no bot yet: this one becomes its bot unless told otherwise.
    expect(within(dialog).getByRole('switch', { name: /Bot asignado a la isla/ })).toBeChecked();
    await expectRefused(user, dialog, M.url);
    await user.type(within(dialog).getByLabelText(/URL del BOT/), 'bot-norte:8090');
    await expectRefused(user, dialog, M.urlInvalid);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/URL del BOT/));
    await user.type(within(dialog).getByLabelText(/URL del BOT/), 'http://bot-norte:8090');
    await user.click(save);
    const keyDialog = await screen.findByRole('dialog', { name: 'Clave del BOT para el gateway' });
    expect(within(keyDialog).getByText('bot_clave-de-prueba')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Bot Norte',
      tenant_id: 2,
      url: 'http://bot-norte:8090',
      assigned: true,
    });
    await user.click(within(keyDialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByText('bot_clave-de-prueba')).not.toBeInTheDocument());
  }, 30_000);

  it('draws the QR the bot sends and asks again with Actualizar', async () => {
    let asked = 0;
    const { user } = setup({
      'GET /api/bots/1/qr': () => ({ body: { state: 1, qr: `2@codigo-${++asked}` } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ver QR de Bot Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Código QR · Bot Demo' });
    expect(
      await within(dialog).findByRole('img', { name: 'Código QR para conectar Bot Demo' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Espera')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(asked).toBe(2));
  }, 20_000);

  it("shows 'El BOT no responde' inside the QR modal when the bot is silent", async () => {
    const { user } = setup({
      'GET /api/bots/2/qr': { status: 502, body: { message: 'El BOT no responde' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Ver QR de Bot Reserva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Código QR · Bot Reserva' });
    expect(await within(dialog).findByText('El BOT no responde')).toBeInTheDocument();
  });

  it("restarts after confirmation and shows the bot's message", async () => {
    const { api, user } = setup({ 'POST /api/restart/1': { body: { message: 'Reiniciando el BOT' } } });
    await user.click(await screen.findByRole('button', { name: 'Reiniciar Bot Demo' }));
    await confirm(user, 'Desea reiniciar este bot?');
    expect(await screen.findByText('Reiniciando el BOT')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/restart/1')).toBe(true);
  });

  it("shows the refusal to delete the island's bot, and a rotated key", async () => {
    const { user } = setup({
      'DELETE /api/bots/1': { status: 422, body: { message: M.assignedDelete } },
      'POST /api/bots/1/key': { body: { message: M.keyRotated, key: 'bot_nueva' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Borrar Bot Demo' }));
    await confirm(user, 'Desea borrar este bot?');
    expect(
      await screen.findByText('No puede eliminarse a el bot asignado a esta misma isla'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nueva clave del gateway para Bot Demo' }));
    await confirm(user, 'Desea generar una nueva clave para este bot? La clave actual dejará de funcionar.');
    const keyDialog = await screen.findByRole('dialog', { name: 'Clave del BOT para el gateway' });
    expect(within(keyDialog).getByText('bot_nueva')).toBeInTheDocument();
  });
});
