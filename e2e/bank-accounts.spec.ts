import { expect, test } from '@playwright/test';
import { buildCbu } from '../packages/domain/src/bank-accounts/cbu';
import { formatCentavos } from '../packages/domain/src/money';
import { centavosToTyped } from '../packages/domain/src/typed-amount';
import { expectReadsFifteenHundred, expectRefused, typeAmount } from './amounts';
import { sessionFile, tokenOf } from './demo';
import { describeNoEntry } from './no-entry';
import { refusedOnSave, removeRow, rowOf } from './rows';
import { FIRST_PAINT } from './list-screens';

/** A valid CBU per run, so reruns on the same server do not collide. */
const uniqueCbu = () => buildCbu('0170099', String(Date.now()).slice(-13).padStart(13, '0'));

test.describe('Cuentas (admin)', () => {
  test.use({ storageState: sessionFile('admin'), permissions: ['clipboard-read', 'clipboard-write'] });

  test('create, edit, toggle, copy the CBU and delete an account', async ({ page }) => {
    const name = `E2E Titular ${Date.now()}`;
    const cbu = uniqueCbu();
    await page.goto('/config/bankaccounts');
    await expect(page.getByRole('heading', { name: 'Cuentas' })).toBeVisible(FIRST_PAINT);

    await page.getByRole('button', { name: 'Nueva' }).click();
    const modal = page.getByRole('dialog', { name: 'Nueva cuenta' });
    await expect(modal.getByRole('switch', { name: 'Activa' })).toBeChecked();
    await refusedOnSave(modal, 'Debe ingresar un nombre');
    await modal.getByLabel('Titular').fill(name);
    await refusedOnSave(modal, 'Debe ingresar un banco');
    await modal.getByRole('combobox', { name: 'Banco' }).click();
    await page.getByRole('option', { name: 'Banco Galicia' }).click();
    await refusedOnSave(modal, 'Debe ingresar un CBU');
    await modal.getByLabel('CBU').fill(cbu.slice(0, 21) + ((Number(cbu[21]) + 1) % 10));
    await refusedOnSave(modal, 'El CBU no es válido: revise los dígitos verificadores');
    await modal.getByLabel('CBU').fill(cbu);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cuenta creada')).toBeVisible();
    const row = rowOf(page, name);
    await expect(row).toContainText('Banco Galicia');
    await expect(row).toContainText(cbu);
    await expect(row).toContainText('$ 0,00');

    const label = `cuenta de ${name} (Banco Galicia)`;
    await page.getByRole('button', { name: `Editar ${label}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar cuenta' });
    await edit.getByLabel('Titular').fill(`${name} bis`);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cuenta actualizada')).toBeVisible();
    const renamed = `cuenta de ${name} bis (Banco Galicia)`;

    await page.getByRole('button', { name: `Desactivar ${renamed}` }).click();
    await expect(page.getByText('Cuenta desactivada')).toBeVisible();
    await expect(rowOf(page, `${name} bis`)).toHaveAttribute('data-inactive', 'true');
    await expect(rowOf(page, `${name} bis`)).toContainText('Inactiva');
    await page.getByRole('button', { name: `Activar ${renamed}` }).click();
    await expect(page.getByText('Cuenta activada')).toBeVisible();
    await expect(rowOf(page, `${name} bis`)).not.toHaveAttribute('data-inactive');

    await page.getByRole('button', { name: `Copiar CBU de ${renamed}` }).click();
    await expect(page.getByText('CBU Copiado en el portapapeles')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cbu);

    await removeRow(page, `Borrar ${renamed}`, 'Desea borrar esta Cuenta', 'Cuenta borrada');
    await expect(rowOf(page, `${name} bis`)).toHaveCount(0);
  });

  test('unloads a wallet typed key by key: above the balance refused, confirmed, the docs/features/bank-accounts.md text, exactly $ 1.500,50 less', async ({
    page,
  }) => {
    await page.goto('/config/bankaccounts');
    const headers = { 'x-access-token': await tokenOf(page) };
    // The seed's wallets are shared with other specs: read the balance the server holds right now.
    const balances = async () => {
      const list = await page.request.get('/api/bankaccount', { headers });
      const { items } = (await list.json()) as { items: { id: number; name: string; amount: number }[] };
      return items;
    };
    const wallet = (await balances()).find((item) => item.amount >= 1_500.5)!;
    expect(wallet).toBeTruthy();
    const before = Math.round(wallet.amount * 100);
    const after = formatCentavos(before - 1_500_50);

    await page
      .getByRole('button', { name: new RegExp(`^Descargar billetera de cuenta de ${wallet.name} `) })
      .click();
    const modal = page.getByRole('dialog', { name: 'Descargar billetera' });
    await expect(modal.getByRole('button', { name: 'Descargar' })).toBeDisabled();
    const field = modal.getByLabel('Monto a descargar');
    // One centavo above the balance: kept as typed, refused under the field, nothing sent.
    await expectRefused(
      field,
      centavosToTyped(before + 1),
      `El monto a descargar supera el saldo de la billetera (${formatCentavos(before)})`,
    );
    await modal.getByRole('button', { name: 'Descargar' }).click();
    await expect(modal).toBeVisible();
    await expectReadsFifteenHundred(field);
    await typeAmount(field, '1.500,50');
    await modal.getByRole('button', { name: 'Descargar' }).click();
    // Nothing moves before the confirmation with the amount read and the balance left.
    const confirm = page.getByRole('dialog').filter({ hasText: '¿Descargar $ 1.500,50 de esta billetera?' });
    await expect(confirm).toContainText(`Le quedará un total de ${after}.`);
    expect(Math.round((await balances()).find((item) => item.id === wallet.id)!.amount * 100)).toBe(before);
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByText(
        `$ 1.500,50 han sido descargados de esta billetera. Esta billetera cuenta ahora con un total de ${after}`,
      ),
    ).toBeVisible();
    await expect(rowOf(page, wallet.name)).toContainText(after);
    // What the server holds: exactly 1500.50 less.
    const stored = (await balances()).find((item) => item.id === wallet.id)!;
    expect(Math.round(stored.amount * 100)).toBe(before - 1_500_50);
  });
});

describeNoEntry('Cuentas (pagador)', 'pagador', 'may not enter the screen nor list the accounts', {
  screen: '/config/bankaccounts',
  call: 'GET /api/bankaccount',
});
