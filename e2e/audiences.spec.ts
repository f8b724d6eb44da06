import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectReadsAMillion, expectReadsFifteenHundred, expectRefused, typeAmount } from './amounts';
import { sessionFile, tokenOf } from './demo';
import { describeNoEntry } from './no-entry';

const FILTERS = {
  chargesQuantityMin: '0',
  chargesQuantityMax: '9999',
  daysInactiveMin: '0',
  daysInactiveMax: '9999',
  chargeAmountMin: '0',
  chargeAmountMax: '9999999',
};

test.describe('Público (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test('create with Alcance, export the CSV, edit and delete an audience', async ({ page }) => {
    const name = `E2E público ${Date.now()}`;
    await page.goto('/config/audiences');
    await expect(page.getByRole('heading', { name: 'Público' })).toBeVisible();

    // Create: the rules speak first, in an alert dialog.
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo público' });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    const alert = page.getByRole('dialog', { name: 'Revise los datos' });
    await expect(alert.getByRole('alert')).toHaveText('El campo "Nombre de Público" no puede estar vacío');
    await expect(alert.getByRole('img', { name: 'Error' })).toBeVisible();
    await alert.getByRole('button', { name: 'Aceptar' }).click();
    await expect(alert).toBeHidden();

    await modal.getByLabel('Nombre de Público').fill(name);
    await modal.getByLabel('Cantidad de cargas, mínimo').fill(FILTERS.chargesQuantityMin);
    await modal.getByLabel('Cantidad de cargas, máximo').fill(FILTERS.chargesQuantityMax);
    await modal.getByLabel('Días inactivo, mínimo').fill(FILTERS.daysInactiveMin);
    await modal.getByLabel('Días inactivo, máximo').fill(FILTERS.daysInactiveMax);
    // The amounts typed key by key; above the docs/features/audiences.md maximum is refused under the field.
    const amountMin = modal.getByLabel('Monto de carga, mínimo');
    const amountMax = modal.getByLabel('Monto de carga, máximo');
    await expectReadsFifteenHundred(amountMax);
    await expectReadsAMillion(amountMax);
    await expectRefused(
      amountMax,
      '10.000.000',
      'El monto de carga debe estar entre 0 y 9999999, con hasta dos decimales',
    );
    await typeAmount(amountMin, FILTERS.chargeAmountMin);
    await typeAmount(amountMax, '9.999.999');

    // Every player of the island, as the API lists them (other specs may add players: read them now).
    const api = await page.request.get(
      `/api/audience/audience-clients-preview-data?${new URLSearchParams({ ...FILTERS, limit: '1000' })}`,
      { headers: { 'x-access-token': await tokenOf(page) } },
    );
    const players = ((await api.json()) as { items: { panelUsername: string }[] }).items;
    expect(players.length).toBeGreaterThan(0);

    await modal.getByRole('button', { name: 'Alcance' }).click();
    await expect(modal.getByText(`${players.length} jugadores`)).toBeVisible();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Público creado')).toBeVisible();
    await expect(modal).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('0 – 9.999');
    await expect(row).toContainText('$ 0,00 – $ 9.999.999,00');

    // Export: the question with the count, then a file named after the audience and the date.
    await row.getByRole('button', { name: `Exportar CSV de ${name}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '¿Desea descargar el CSV?' });
    await expect(confirm.getByText(`Jugadores encontrados: ${players.length}`)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Descargar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${name}_\\d\\d-\\d\\d-\\d{4}\\.csv$`));
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'panelUsername;phone;name;chargesQuantity;chargeAmount;daysInactive;lastChargeAt;createdAt',
    );
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(players.length);
    expect(rows.map((line) => line.split(';')[0])).toEqual(players.map((p) => p.panelUsername));

    // Edit.
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar público' });
    await expect(edit.getByLabel('Nombre de Público')).toHaveValue(name);
    await edit.getByLabel('Días inactivo, mínimo').fill('2');
    await edit.getByLabel('Días inactivo, máximo').fill('45');
    await edit.getByLabel('Cantidad de cargas, máximo').clear();
    await edit.getByLabel('Cantidad de cargas, máximo').pressSequentially('1.000');
    await typeAmount(edit.getByLabel('Monto de carga, mínimo'), '1500.5');
    await typeAmount(edit.getByLabel('Monto de carga, máximo'), '1.000.000');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Público actualizado')).toBeVisible();
    await expect(row).toContainText('2 – 45');
    const headers = { 'x-access-token': await tokenOf(page) };
    const audiences = (await (await page.request.get('/api/audiences', { headers })).json()) as {
      name: string;
    }[];
    expect(audiences.find((audience) => audience.name === name)).toMatchObject({
      chargesQuantityMax: 1000,
      chargeAmountMin: 1500.5,
      chargeAmountMax: 1_000_000,
    });

    // Delete.
    await row.getByRole('button', { name: `Borrar ${name}` }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Desea borrar este público' });
    await ask.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Público eliminado')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

describeNoEntry('Público (moderador)', 'moderador', 'rol 2 may not enter the screen nor call the API', {
  screen: '/config/audiences',
  call: 'POST /api/audiences',
  data: {
    name: 'No permitido',
    ...FILTERS,
  },
});
