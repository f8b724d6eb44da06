import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '@/test/render';

describe('Registrarse', () => {
  it.each(['/register', '/Register'])('is served at %s without the shell', async (path) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Registrarse' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('requires both fields in the browser', async () => {
    mockApi();
    renderApp('/register');
    expect(await screen.findByLabelText(/Usuario/)).toBeRequired();
    expect(screen.getByLabelText(/Contraseña/)).toBeRequired();
  });

  it('only writes to the console on submit, never sending a request or the password', async () => {
    const api = mockApi();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/register');

    await user.type(await screen.findByLabelText(/Usuario/), 'nuevo');
    await user.type(screen.getByLabelText(/Contraseña/), 'secreta123');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.mock.calls[0])).toContain('nuevo');
    expect(JSON.stringify(log.mock.calls[0])).not.toContain('secreta123');
    expect(api.calls).toHaveLength(0);
  });
});
