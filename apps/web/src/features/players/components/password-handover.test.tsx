import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_MESSAGES } from '@panel/domain/players/player-rules';
import { renderScreen, type Reply } from '@/test/render';
import { fundsAnswer, playerView } from '@/test/players';

const NEW = playerView(9, 'dmjuan4321', { phone: '1155554321' });

const setup = (replies: Record<string, Reply>) =>
  renderScreen('/config/cashiers', {
    rol: 3,
    replies: {
      'GET /api/clients': { body: { items: [NEW] } },
      'GET /api/clients/getfunds/dmjuan4321': fundsAnswer(NEW, 0),
      ...replies,
    },
    events: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  });

type Events = ReturnType<typeof userEvent.setup>;

async function createPlayer(events: Events) {
  await events.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'juan perez');
  await events.type(screen.getByRole('textbox', { name: 'Teléfono' }), '1155554321');
  await events.click(screen.getByRole('button', { name: 'Crear cliente' }));
}

/** Well past the 3 s a notice lasts. */
const timePasses = () => act(() => vi.advanceTimersByTime(10_000));

// Fake timers that still run on their own, so the notices' 3 s can be skipped at will.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('Cajeros: a fresh player password', () => {
  it('a new player: the panel shows the password, outlives the notice, copies it, and goes only when closed', async () => {
    const { events } = setup({
      'POST /api/clients': {
        status: 201,
        body: { message: 'Cliente dmjuan4321 creado', client: NEW, password: 'Xk7pQ2mWz9' },
      },
    });
    await createPlayer(events);
    const panel = await screen.findByRole('region', { name: 'Contraseña del nuevo cliente dmjuan4321' });
    expect(within(panel).getByTestId('issued-password')).toHaveTextContent('Xk7pQ2mWz9');
    expect(screen.getByText('Cliente dmjuan4321 creado')).toBeInTheDocument();

    await timePasses();
    await waitFor(() => expect(screen.queryByText('Cliente dmjuan4321 creado')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Contraseña del nuevo cliente dmjuan4321' })).toBe(panel);

    await events.click(within(panel).getByRole('button', { name: 'Copiar contraseña' }));
    expect(await navigator.clipboard.readText()).toBe('Xk7pQ2mWz9');
    expect(within(panel).getByRole('button', { name: 'Copiada' })).toBeInTheDocument();

    await events.click(within(panel).getByRole('button', { name: 'Cerrar aviso de contraseña' }));
    expect(screen.queryByRole('region', { name: /Contraseña del nuevo cliente/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Xk7pQ2mWz9')).not.toBeInTheDocument();
  });

  it('a reset: the panel shows the new password; the notice does not carry it', async () => {
    const message = PLAYER_MESSAGES.passwordResetTemporary('dmjuan4321');
    const { events, api } = setup({
      'POST /api/clients/password/9': { body: { message, password: 'Rt4vNw8Ysa' } },
    });
    await events.click(await screen.findByRole('combobox', { name: 'Buscar cliente' }));
    await events.click(await screen.findByRole('option', { name: 'dmjuan4321 · 1155554321' }));
    await events.click(await screen.findByRole('button', { name: 'Resetear contraseña' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));

    const panel = await screen.findByRole('region', { name: 'Nueva contraseña de dmjuan4321' });
    expect(within(panel).getByTestId('issued-password')).toHaveTextContent('Rt4vNw8Ysa');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/clients/password/9')?.body).toEqual({ action: 'reset' });
    await timePasses();
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Copiar contraseña' })).toBeInTheDocument();
  });

  it('an island with a default password: no panel (the answer has no password)', async () => {
    const { events } = setup({
      'POST /api/clients': { status: 201, body: { message: 'Cliente dmjuan4321 creado', client: NEW } },
    });
    await createPlayer(events);
    expect(await screen.findByText('Cliente dmjuan4321 creado')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Contraseña/ })).not.toBeInTheDocument();
  });
});
