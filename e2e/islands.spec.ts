import { expect, test } from '@playwright/test';
import { expectReadsAMillion, expectReadsFifteenHundred, expectRefused, typeAmount } from './amounts';
import { sessionFile, tokenOf } from './demo';
import { openFlows, switchFlow } from './island-flows';
import { describeNoEntry } from './no-entry';
import { FIRST_PAINT } from './list-screens';
import { accept, expectRemovalRefused, removeRow, rowOf } from './rows';

test.describe('Islas (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test('create, edit, switch a flow, rotate the intake and platform keys and delete an island', async ({
    page,
  }) => {
    test.slow(); // the flow switch now asks first: one more dialog in a long walk
    const name = `E2E Isla ${Date.now()}`;
    await page.goto('/config/Islands');
    await expect(page.getByRole('heading', { name: 'Islas' })).toBeVisible(FIRST_PAINT);
    await expect(rowOf(page, 'Isla Demo')).toBeVisible();

    await page.getByRole('button', { name: 'Nueva' }).click();
    const modal = page.getByRole('dialog', { name: 'Isla' });
    // The panel password is asked for when there is none (docs/features/islands.md, read the right way round).
    await modal.getByLabel('Nombre', { exact: true }).fill(name);
    await modal.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Debe ingresar una contraseña para el usuario del panel')).toBeVisible();
    await expect(modal).toBeVisible();

    await modal.getByLabel('URL', { exact: true }).fill('https://e2e.example.com');
    await modal.getByLabel('Usuario del panel').fill('e2e-panel');
    await modal.getByLabel('Contraseña del panel').fill('clave-panel-e2e');
    await modal.getByLabel('Contraseña por defecto de los clientes').fill('clave-clientes-e2e');
    await modal.getByLabel('Porcentaje de bonus').fill('10');
    await modal.getByLabel('Prefijo').fill('ee');
    // The minimums typed key by key: above the maximum is refused under the field and in the notice.
    const charge = modal.getByLabel('Carga mínima');
    const withdraw = modal.getByLabel('Retiro mínimo');
    await expectReadsFifteenHundred(withdraw);
    await expectReadsAMillion(withdraw);
    await expectRefused(charge, '1.000.000.000,01', 'El monto no puede superar $ 1.000.000.000,00');
    await modal.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(
      page.getByText('Carga mínima: El monto no puede superar $ 1.000.000.000,00', { exact: true }),
    ).toBeVisible();
    await expect(modal).toBeVisible();
    await typeAmount(charge, '1500,50');
    await modal.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Isla creada')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(rowOf(page, name)).toContainText('https://e2e.example.com');
    await expect(rowOf(page, name)).toContainText('ee');

    // Edit: the stored passwords stay when their fields are left empty.
    await page.getByRole('button', { name: `Editar ${name}`, exact: true }).click();
    await expect(modal.getByLabel('Contraseña del panel')).toHaveValue('');
    await expect(modal.getByText('Guardada. Déjela vacía para no cambiarla.')).toHaveCount(2);
    await expect(modal.getByLabel('Carga mínima')).toHaveValue('1.500,50');
    await modal.getByLabel('URL', { exact: true }).fill('https://editada.example.com');
    await modal.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Isla actualizada')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('https://editada.example.com');

    // The list never carries the passwords, and holds the minimums as they were read.
    const headers = { 'x-access-token': await tokenOf(page) };
    const list = await (await page.request.get('/api/tenants', { headers })).text();
    expect((JSON.parse(list) as { name: string }[]).find((island) => island.name === name)).toMatchObject({
      charge: 1500.5,
      withdraw: 1_000_000,
      bonus: 10,
    });
    expect(list).not.toContain('clave-panel-e2e');
    expect(list).not.toContain('clave-clientes-e2e');

    // Flows: each click asks for confirmation, then saves (docs/features/islands.md).
    const flows = await openFlows(page, name);
    const charges = flows.getByRole('switch', { name: 'Cargas' });
    await expect(charges).toBeChecked();
    await switchFlow(page, flows, 'Cargas', 'Desactivar');
    await expect(page.getByText('Flujo actualizado')).toBeVisible();
    await expect(charges).not.toBeChecked();
    await flows.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.reload();
    await openFlows(page, name);
    await expect(flows.getByRole('switch', { name: 'Cargas' })).not.toBeChecked();
    await expect(flows.getByRole('switch', { name: 'Ayuda' })).toBeChecked();
    await flows.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // The intake key is shown once, after a confirmation.
    await page.getByRole('button', { name: `Clave de notificaciones de ${name}` }).click();
    await accept(page, 'nueva clave de notificaciones');
    const keyModal = page.getByRole('dialog', { name: 'Clave de notificaciones' });
    await expect(keyModal.getByTestId('intake-key')).toHaveText(/^intake_[\w-]{20,}$/);
    await keyModal.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(keyModal).toBeHidden();

    // The gaming-platform key too; the webhook takes it at once (an unknown player, not a bad key).
    await page.getByRole('button', { name: `Clave de plataforma de ${name}` }).click();
    await accept(page, 'nueva clave de plataforma');
    const platformModal = page.getByRole('dialog', { name: 'Clave de plataforma' });
    const platformKey = platformModal.getByTestId('platform-key');
    await expect(platformKey).toHaveText(/^platform_[\w-]{20,}$/);
    const movement = await page.request.post('/api/platform/movements', {
      headers: { 'x-platform-key': (await platformKey.textContent())! },
      data: { username: 'nadie', type: 'GAMEDEBIT', amount: 1, transactionId: 'e2e-islas' },
    });
    expect(movement.status()).toBe(404);
    await platformModal.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(platformModal).toBeHidden();

    await removeRow(page, `Borrar ${name}`, 'Desea borrar esta isla', 'Isla eliminada');
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  test('an island with users is not deleted, and says why', async ({ page }) => {
    await page.goto('/config/Islands');
    await expectRemovalRefused(
      page,
      'Isla Demo',
      'Desea borrar esta isla',
      'No puede eliminarse una isla que tiene usuarios o jugadores',
    );
  });

  test('the path is case-sensitive, as the spec writes it', async ({ page }) => {
    await page.goto('/config/islands');
    await expect(page.getByText('No se encuentra la pagina que usted esta buscando')).toBeVisible();
  });
});

describeNoEntry('Islas (moderador)', 'moderador', 'may not enter the screen nor create an island', {
  screen: '/config/Islands',
  call: 'POST /api/tenants',
  data: { name: 'Isla intrusa' },
});
