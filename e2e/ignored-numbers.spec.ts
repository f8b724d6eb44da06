import { expect, test } from '@playwright/test';
import { sessionFile } from './demo';
import { FIRST_PAINT } from './list-screens';
import { accept } from './rows';

test.describe('Numeros Ignorados (moderador)', () => {
  test.use({ storageState: sessionFile('moderador') });

  test('an ignored number is added, refused twice, and removed', async ({ page }) => {
    const phone = `549${String(Date.now()).slice(-9)}`;
    await page.goto('/config/players');
    await expect(page.getByRole('heading', { name: 'Numeros Ignorados' })).toBeVisible(FIRST_PAINT);

    const field = page.getByLabel('Número de teléfono');
    const block = page.getByRole('button', { name: 'Bloquear' });
    await expect(block).toBeDisabled();
    await field.pressSequentially(`+${phone.slice(0, 3)} ${phone.slice(3)}`);
    await expect(field).toHaveValue(phone);
    await block.click();
    await accept(page, `Desea agregar el numero ${phone} a la lista de ignorados?`);
    await expect(page.getByText(`Numero ${phone} agregado a la lista de ignorados`)).toBeVisible();
    await expect(field).toHaveValue('');

    // The same number again is refused with a clear message.
    await field.fill(phone);
    await block.click();
    await accept(page, `Desea agregar el numero ${phone} a la lista de ignorados?`);
    await expect(page.getByText(`El numero ${phone} ya está en la lista de ignorados`)).toBeVisible();

    const enable = page.getByRole('button', { name: 'Habilitar', exact: true });
    await expect(enable).toBeDisabled();
    await page.getByRole('combobox', { name: 'Números ignorados' }).fill(phone.slice(-6));
    await page.getByRole('option', { name: phone }).click();
    await expect(enable).toBeEnabled();
    await enable.click();
    await accept(page, `Desea eliminar el numero ${phone} de la lista de ignorados?`);
    await expect(page.getByText(`Numero ${phone} eliminado de la lista de ignorados`)).toBeVisible();
    await expect(enable).toBeDisabled();
    await page.getByRole('combobox', { name: 'Números ignorados' }).fill(phone.slice(-6));
    await expect(page.getByRole('option', { name: phone })).toHaveCount(0);
  });
});
