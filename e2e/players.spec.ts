import { expect, test } from '@playwright/test';
import { sessionFile, tokenOf } from './demo';
import { FIRST_PAINT } from './list-screens';
import { accept } from './rows';

test.describe('Cajeros (cajero)', () => {
  test.use({ storageState: sessionFile('cajero') });

  test('creates a player, loads, withdraws, sees the last movements and pages through the history', async ({
    page,
  }) => {
    const digits = String(Date.now()).slice(-8);
    const username = `dmcaje${digits.slice(-4)}`;
    await page.goto('/config/cashiers');
    await expect(page.getByRole('heading', { name: 'Cajeros' })).toBeVisible(FIRST_PAINT);

    // Create: the name is lowercased and the phone keeps its digits as typed; the username shows first.
    await page.getByLabel('Nombre').fill('CAJERO E2E');
    await expect(page.getByLabel('Nombre')).toHaveValue('cajero e2e');
    await page.getByLabel('Teléfono').fill(`11-${digits}`);
    await expect(page.getByText(`Usuario: ${username}`)).toBeVisible();
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    await expect(page.getByText(`Cliente ${username} creado`)).toBeVisible();
    await expect(page.getByTestId('last-added')).toHaveText(username);
    await expect(page.getByTestId('selected-username')).toHaveText(username);
    await expect(page.getByTestId('balance')).toHaveText('$ 0,00');

    // Load '1.500,50' the Argentine way.
    await page.getByLabel('Monto a cargar').fill('1.500,50');
    await expect(page.getByText('Se lee: $ 1.500,50')).toBeVisible();
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    await accept(page, `¿Cargar $ 1.500,50 a ${username}?`);
    await expect(page.getByText(`Se cargaron $ 1.500,50 a ${username}`)).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('$ 1.500,50');
    const last = page.getByRole('table', { name: 'Últimos movimientos' });
    await expect(last.getByRole('row').nth(1)).toContainText('Deposito');
    await expect(last.getByRole('row').nth(1)).toContainText('Peso Argentino');

    // More than the balance is refused before anything is sent; then a valid withdrawal.
    await page.getByLabel('Monto a retirar').fill('1500,51');
    await page.getByRole('button', { name: 'Retirar', exact: true }).click();
    await expect(page.getByText('El monto a retirar no puede superar el saldo del cliente')).toBeVisible();
    await page.getByLabel('Monto a retirar').fill('500.25');
    await page.getByRole('button', { name: 'Retirar', exact: true }).click();
    await accept(page, `¿Retirar $ 500,25 de ${username}?`);
    await expect(page.getByTestId('balance')).toHaveText('$ 1.000,25');
    await expect(last.getByRole('row').nth(1)).toContainText('Retiro');
    await expect(last.getByRole('row').nth(1)).toContainText('$ 1.000,25');

    // Eleven more loads through the API make 13 movements: two pages.
    const headers = { 'x-access-token': await tokenOf(page) };
    for (let i = 1; i <= 11; i++) {
      const response = await page.request.post('/api/clients/deposit', {
        headers,
        data: { username, amount: i },
      });
      expect(response.status()).toBe(200);
    }

    await page.getByRole('button', { name: 'Historial' }).click();
    const modal = page.getByRole('dialog', { name: `Historial de movimientos de: ${username}` });
    await expect(modal.getByText('13 movimientos')).toBeVisible();
    await expect(modal.getByRole('row')).toHaveCount(11);
    const pages = modal.getByRole('navigation', { name: 'Páginas del historial' });
    await pages.getByRole('button', { name: 'Página 2' }).click();
    await expect(modal.getByRole('row')).toHaveCount(4);
    await expect(modal.getByRole('row').last()).toContainText('$ 1.500,50');
    // A filter change goes back to page 1: deposits only.
    await modal.getByText('Retiros', { exact: true }).click();
    await expect(modal.getByText('12 movimientos')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(modal.getByRole('row').filter({ hasText: 'Retiro' })).toHaveCount(0);
    await modal
      .getByRole('button', { name: 'Cerrar' })
      .or(modal.locator('.mantine-Modal-close'))
      .first()
      .click();
    await expect(modal).toBeHidden();

    // Reopening starts over: every filter on, page 1.
    await page.getByRole('button', { name: 'Historial' }).click();
    await expect(modal.getByText('13 movimientos')).toBeVisible();
    await expect(modal.getByRole('checkbox', { name: 'Retiros' })).toBeChecked();
  });

  test('bonus block and unblock: only the allowed one is enabled', async ({ page }) => {
    const digits = String(Date.now()).slice(-8);
    await page.goto('/config/cashiers');
    await page.getByLabel('Nombre').fill('bonus e2e');
    await page.getByLabel('Teléfono').fill(`22${digits}`);
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    const username = `dmbonu${digits.slice(-4)}`;
    await expect(page.getByTestId('selected-username')).toHaveText(username);

    const block = page.getByRole('button', { name: 'Bloquear bonus', exact: true });
    const unblock = page.getByRole('button', { name: 'Desbloquear bonus', exact: true });
    await expect(block).toBeEnabled();
    await expect(unblock).toBeDisabled();
    await block.click();
    await expect(page.getByText(`Bonus bloqueado para ${username}`)).toBeVisible();
    await expect(page.getByText('Bonus bloqueado', { exact: true })).toBeVisible();
    await expect(unblock).toBeEnabled();
    await expect(block).toBeDisabled();
    await unblock.click();
    await expect(page.getByText(`Bonus desbloqueado para ${username}`)).toBeVisible();
    await expect(block).toBeEnabled();
    await expect(unblock).toBeDisabled();
  });
});
