import { ModalsProvider } from '@mantine/modals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { confirmDialog } from './confirm-dialog';

function renderProviders() {
  render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <ModalsProvider>
        <div />
      </ModalsProvider>
    </AppProviders>,
  );
}

describe('confirmDialog', () => {
  it.each([
    ['Aceptar', true],
    ['Cancelar', false],
  ])('resolves after %s with %s', async (button, expected) => {
    renderProviders();
    const user = userEvent.setup();
    const answer = confirmDialog({ message: 'Desea borrar este banco' });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Desea borrar este banco')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(expected);
  });

  it('draws green confirm and red cancel buttons on the dark teal dialog', async () => {
    renderProviders();
    void confirmDialog({
      message: 'Desea borrar esta Cuenta',
      confirmLabel: 'Borrar',
      cancelLabel: 'Volver',
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Borrar' }).getAttribute('style')).toContain('green');
    expect(within(dialog).getByRole('button', { name: 'Volver' }).getAttribute('style')).toContain('red');
    expect(dialog).toHaveStyle({ backgroundColor: '#134e4a' });
  });
});
