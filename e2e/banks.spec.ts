import { expect, test } from '@playwright/test';
import { expectReadsAMillion, expectReadsFifteenHundred, expectRefused, typeAmount } from './amounts';
import { sessionFile, tokenOf } from './demo';
import { describeNoEntry } from './no-entry';
import { removeRow, rowOf } from './rows';
import { FIRST_PAINT } from './list-screens';

const LIMITS = [
  ['Límite de transferencia superior', '500000', 'Debe ingresar el limite de transferencia superior'],
  ['Límite de transferencia inferior', '1000', 'Debe ingresar el limite de transferencia inferior'],
  ['Tope diario', '2000000', 'Debe ingresar el limite de tope diario'],
  ['Tope mensual', '30000000', 'Debe ingresar el limite de tope mensual'],
  ['Tope en uso', '1000000', 'Debe ingresar el limite de tope en uso'],
  ['Movimientos diarios permitidos', '60', 'Debe ingresar el limite de movimientos diarios permitidos'],
] as const;

test.describe('Bancos (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test('the seven checks speak in order, zero counting as missing, and the modal closes each time', async ({
    page,
  }) => {
    const name = `E2E banco orden ${Date.now()}`;
    await page.goto('/config/banks');
    await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible(FIRST_PAINT);
    const modal = page.getByRole('dialog', { name: 'Cuenta' });
    const submit = async (message: string) => {
      await modal.getByRole('button', { name: 'Guardar' }).click();
      // The notice: a refused zero also shows under its field when the form opens again.
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(modal).toBeHidden();
      await page.getByRole('button', { name: 'Nuevo' }).click();
      await expect(modal).toBeVisible();
    };

    await page.getByRole('button', { name: 'Nuevo' }).click();
    await submit('Debe ingresar el nombre del banco');
    await modal.getByLabel('Nombre del banco').fill(name);
    // A zero is missing too.
    await modal.getByLabel(LIMITS[0][0]).fill('0');
    await submit(LIMITS[0][2]);
    for (const [index, [label, value]] of LIMITS.entries()) {
      await modal.getByLabel(label).fill(value);
      const next = LIMITS[index + 1];
      if (next) await submit(next[2]);
    }
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Banco creado')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('$ 30.000.000,00');
  });

  test('limits typed key by key are stored as read; above the maximum is refused; edit and delete', async ({
    page,
  }) => {
    const name = `E2E banco ${Date.now()}`;
    await page.goto('/config/banks');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const modal = page.getByRole('dialog', { name: 'Cuenta' });
    await modal.getByLabel('Nombre del banco').fill(name);
    const top = modal.getByLabel('Límite de transferencia superior');
    await expectReadsFifteenHundred(top);
    await expectReadsAMillion(top);
    await typeAmount(modal.getByLabel('Límite de transferencia inferior'), '1.500,50');
    await typeAmount(modal.getByLabel('Tope diario'), '1500,50');
    await typeAmount(modal.getByLabel('Tope mensual'), '1500.5');
    const inUse = modal.getByLabel('Tope en uso');
    await expectRefused(inUse, '10.000.000.000,01', 'El monto no puede superar $ 10.000.000.000,00');
    // The count takes digits only: no thousands to misread.
    await modal.getByLabel('Movimientos diarios permitidos').pressSequentially('1.000');
    await expect(modal.getByLabel('Movimientos diarios permitidos')).toHaveValue('1000');
    // Submitted anyway: the modal closes (docs/features/banks.md), the notice names the field, nothing is stored.
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tope en uso: El monto no puede superar $ 10.000.000.000,00')).toBeVisible();
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await expect(inUse).toHaveValue('10.000.000.000,01');
    await typeAmount(inUse, '300.000');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Banco creado')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('$ 1.000.000,00');

    // What the server stored.
    const headers = { 'x-access-token': await tokenOf(page) };
    const stored = async () =>
      ((await (await page.request.get('/api/banks', { headers })).json()) as { bankname: string }[]).find(
        (bank) => bank.bankname === name,
      );
    expect(await stored()).toMatchObject({
      transactoplimit: 1_000_000,
      transacbottomlimit: 1500.5,
      dailytoplimit: 1500.5,
      monthlytoplimit: 1500.5,
      toplimitinuse: 300_000,
      dailytransaclimit: 1000,
    });

    await page.getByRole('button', { name: `Editar ${name}` }).click();
    await expect(modal.getByLabel('Tope diario')).toHaveValue('1.500,50');
    await typeAmount(modal.getByLabel('Tope diario'), '2.500.000');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Banco actualizado')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('$ 2.500.000,00');
    expect(await stored()).toMatchObject({ dailytoplimit: 2_500_000, transacbottomlimit: 1500.5 });

    await removeRow(page, `Borrar ${name}`, 'Desea borrar este banco', 'Banco borrado');
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  test('a bank that accounts use is not deleted, and says why', async ({ page }) => {
    const name = `E2E banco usado ${Date.now()}`;
    await page.goto('/config/banks');
    const headers = { 'x-access-token': await tokenOf(page) };
    const created = await page.request.post('/api/banks', {
      headers,
      data: {
        bankname: name,
        transacbottomlimit: 1,
        transactoplimit: 10,
        dailytoplimit: 10,
        monthlytoplimit: 10,
        toplimitinuse: 10,
        dailytransaclimit: 1,
      },
    });
    const { bank } = (await created.json()) as { bank: { id: number } };
    const account = await page.request.post('/api/bankaccount', {
      headers,
      data: { name: 'Titular E2E', bankId: bank.id, number: '2850590940090418135201' },
    });
    expect(account.status()).toBe(201);

    await page.getByRole('button', { name: 'Recargar' }).click();
    await page.getByRole('button', { name: `Borrar ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(
      page.getByText(
        'No se puede borrar el banco: una cuenta lo usa. Cambie el banco de esas cuentas o bórrelas primero.',
      ),
    ).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(1);

    // Cleanup so other runs start the same.
    const { id } = ((await account.json()) as { account: { id: number } }).account;
    await page.request.delete(`/api/bankaccount/${id}`, { headers });
    await page.request.delete(`/api/banks/${bank.id}`, { headers });
  });
});

describeNoEntry('Bancos (moderador)', 'moderador', 'may not enter the screen nor create a bank', {
  screen: '/config/banks',
  call: 'POST /api/banks',
  data: { bankname: 'Intruso' },
});
