import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, shellReplies } from '@/test/render';

const WIDE = 1366;

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const toggle = () => screen.getByRole('button', { name: 'Abrir o cerrar menú' });
const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe('Shell', () => {
  afterEach(() => {
    window.innerWidth = WIDE;
  });

  it('shows the island, the greeting and the profile button in the header', async () => {
    renderScreen('/config', {
      rol: 2,
      session: { username: 'moderador' },
      replies: shellReplies({ island: 'Isla Demo' }),
    });
    // The shell's code loads on demand (app/routes.tsx).
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Isla: Isla Demo')).toBeInTheDocument();
    expect(within(header).getByText('Hola, moderador')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Editar mi perfil' })).toBeInTheDocument();
  });

  it('hides the bell badge when nothing is pending', async () => {
    const { api } = renderScreen('/config', { rol: 1, replies: shellReplies({ pending: [] }) });
    await screen.findByText('Isla: Isla Demo');
    // Let the pending list's answer settle before looking for a badge.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const bell = screen.getByRole('link', { name: 'Comprobantes pendientes' });
    expect(bell).toHaveAttribute('href', '/checker');
    expect(bell.textContent).toBe('');
    expect(api.calls.some((call) => call.path === '/api/pendingids')).toBe(true);
  });

  it('shows the pending total on a red badge when above 0', async () => {
    renderScreen('/config', { rol: 1, replies: shellReplies({ pending: [4, 8, 15] }) });
    const bell = await screen.findByRole('link', { name: 'Comprobantes pendientes: 3' });
    const badge = within(bell).getByText('3').closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('data-variant', 'filled');
    expect(badge?.getAttribute('style')).toContain('red');
  });

  it.each([
    [0, 'Encendido', 'outline'],
    [1, 'Espera', 'filled'],
    [2, 'Apagado', 'filled'],
  ] as const)('labels bot state %i as %s (%s)', async (botState, label, variant) => {
    renderScreen('/config', { rol: 1, replies: shellReplies({ botState }) });
    const button = await screen.findByRole('button', { name: `Estado del BOT: ${label}` });
    expect(button).toHaveTextContent(label);
    expect(button).toHaveAttribute('data-variant', variant);
  });

  it("opens the 'Estado del BOT' modal and closes it with 'Cerrar'", async () => {
    const { events: user } = renderScreen('/config', { rol: 1, replies: shellReplies({ botState: 1 }) });

    await user.click(await screen.findByRole('button', { name: 'Estado del BOT: Espera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estado del BOT' });
    expect(within(dialog).getByText('Espera')).toBeInTheDocument();
    expect(within(dialog).getByText('Bot Demo')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles the side menu from the header button', async () => {
    const { events: user } = renderScreen('/config', { rol: 1 });

    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).not.toHaveAttribute('inert');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveAttribute('inert');
    expect(menu()).toHaveAttribute('data-closed');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the side menu when the window becomes narrower than 991 px', async () => {
    renderScreen('/config', { rol: 1 });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    resizeTo(991);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    resizeTo(990);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts closed on a narrow window, and its backdrop closes it', async () => {
    window.innerWidth = 390;
    const { events: user } = renderScreen('/config', { rol: 1 });

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-backdrop')).not.toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu after following a link on a narrow window', async () => {
    window.innerWidth = 390;
    const { events: user, router } = renderScreen('/config', { rol: 1 });

    await user.click(toggle());
    await user.click(within(menu()).getByRole('link', { name: 'Cajeros' }));
    expect(router.state.location.pathname).toBe('/config/cashiers');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no backdrop on a wide window', async () => {
    renderScreen('/config', { rol: 1 });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByTestId('menu-backdrop')).not.toBeInTheDocument();
  });
});
