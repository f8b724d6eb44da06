import { expect, test } from '@playwright/test';
import {
  RESTART_MESSAGE,
  startReferenceBot,
  type ReferenceBot,
} from '../apps/server/tools/reference-bot/reference-bot';
import { sessionFile, tokenOf } from './demo';
import { describeNoEntry } from './no-entry';
import { FIRST_PAINT } from './list-screens';
import { accept, expectRemovalRefused, refusedOnSave, removeRow, rowOf } from './rows';

test.describe('Bots (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  // A real bot process (the reference bot) for the QR and restart calls, on a free port.
  let bot: ReferenceBot;
  test.beforeAll(async () => {
    bot = await startReferenceBot({ port: 0, connectAfterMs: 0 });
  });
  test.afterAll(() => bot.close());

  test('create (key shown once), edit, toggle, QR, restart and delete a bot', async ({ page }) => {
    const name = `E2E Bot ${Date.now()}`;
    await page.goto('/config/bots');
    await expect(page.getByRole('heading', { name: 'Bots' })).toBeVisible(FIRST_PAINT);

    await page.getByRole('button', { name: 'Nuevo' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo bot' });
    await refusedOnSave(modal, 'Debe ingresar un nombre');
    await modal.getByLabel('Nombre').fill(name);
    await refusedOnSave(modal, 'Debe ingresar una isla');
    await modal.getByRole('combobox', { name: 'Isla' }).click();
    await page.getByRole('option', { name: 'Isla Demo' }).click();
    // Isla Demo already has its bot: the new one is not assigned unless asked.
    await expect(modal.getByRole('switch', { name: /Bot asignado a la isla/ })).not.toBeChecked();
    await modal.getByLabel(/URL del BOT/).fill(bot.url);
    await modal.getByRole('button', { name: 'Guardar' }).click();

    const keyDialog = page.getByRole('dialog', { name: 'Clave del BOT para el gateway' });
    await expect(keyDialog.getByTestId('bot-key')).toHaveText(/^bot_\S{20,}$/);
    await keyDialog.getByRole('button', { name: 'Listo' }).click();
    await expect(keyDialog).toBeHidden();
    await expect(rowOf(page, name)).toContainText(bot.url);
    await expect(rowOf(page, name)).toContainText('Isla Demo');

    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar bot' });
    await edit.getByLabel('Nombre').fill(`${name} bis`);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('BOT actualizado')).toBeVisible();
    const renamed = `${name} bis`;

    await page.getByRole('button', { name: `Desactivar ${renamed}` }).click();
    await expect(page.getByText('BOT desactivado')).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveAttribute('data-inactive', 'true');
    await page.getByRole('button', { name: `Activar ${renamed}` }).click();
    await expect(rowOf(page, renamed)).not.toHaveAttribute('data-inactive');

    await page.getByRole('button', { name: `Ver QR de ${renamed}` }).click();
    const qr = page.getByRole('dialog', { name: `Código QR · ${renamed}` });
    await expect(qr.getByRole('img', { name: `Código QR para conectar ${renamed}` })).toBeVisible();
    await expect(qr.getByText('Espera')).toBeVisible();
    await qr.getByRole('button', { name: 'Actualizar' }).click();
    await expect(qr.getByRole('img', { name: `Código QR para conectar ${renamed}` })).toBeVisible();
    await qr.getByRole('button', { name: 'Cerrar', exact: true }).click();

    await page.getByRole('button', { name: `Reiniciar ${renamed}` }).click();
    await accept(page, 'Desea reiniciar este bot?');
    await expect(page.getByText(RESTART_MESSAGE)).toBeVisible();

    await removeRow(page, `Borrar ${renamed}`, 'Desea borrar este bot?', 'BOT borrado');
    await expect(rowOf(page, renamed)).toHaveCount(0);
  });

  test("a bot that does not answer says 'El BOT no responde'", async ({ page }) => {
    await page.goto('/config/bots');
    const closed = await startReferenceBot({ port: 0, connectAfterMs: 0 });
    await closed.close(); // nothing listens at its url any more
    const name = `E2E Bot mudo ${Date.now()}`;
    const headers = { 'x-access-token': await tokenOf(page) };
    const island = (await (await page.request.get('/api/this/tenants', { headers })).json()) as {
      islanID: number;
    };
    const created = await page.request.post('/api/bots', {
      headers,
      data: { name, tenant_id: island.islanID, url: closed.url, assigned: false },
    });
    expect(created.status()).toBe(201);
    await page.getByRole('button', { name: 'Recargar' }).click();
    await page.getByRole('button', { name: `Ver QR de ${name}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Código QR · ${name}` }).getByText('El BOT no responde'),
    ).toBeVisible();
  });

  test("the island's own bot is not deleted", async ({ page }) => {
    await page.goto('/config/bots');
    await expect(rowOf(page, 'Bot Demo')).toContainText('Asignado a la isla');
    await expectRemovalRefused(
      page,
      'Bot Demo',
      'Desea borrar este bot?',
      'No puede eliminarse a el bot asignado a esta misma isla',
    );
  });
});

describeNoEntry('Bots (moderador)', 'moderador', 'may not enter the screen nor list the bots', {
  screen: '/config/bots',
  call: 'GET /api/bots',
});
