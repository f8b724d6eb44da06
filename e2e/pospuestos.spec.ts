import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe';
import { DEMO_BOT_KEY, sessionFile, sessionToken } from './demo';
import { decide, handIn } from './receipts';

/**
 * Issue 25, helper C, against the real server: 'Pospuestos' you can act on (open, bring back,
 * reject), the audit trail in Spanish (money in pesos, actions by name), and Jugadores' row menu
 * without axe findings. Receipts made here end rejected, so other specs' queues stay as they were.
 */

let phone = 5491177770000;
async function deferredReceipt(request: APIRequestContext, pesos: string, reason = 'NOT_FOUND') {
  const id = await handIn(request, DEMO_BOT_KEY, { phone: String(++phone), amount: pesos });
  await decide(request, sessionToken('moderador'), id, { status: 'notfound', reason });
  return id;
}

test.describe('Pospuestos you can act on', () => {
  test.use({ storageState: sessionFile('moderador') });

  test('open a deferred receipt, bring one back, reject another; the trail says it in Spanish', async ({
    page,
    request,
  }) => {
    const back = await deferredReceipt(request, '1500.50');
    const rejected = await deferredReceipt(request, '2750');
    await page.goto('/checker/deferred');
    await expect(page.getByRole('heading', { level: 1, name: 'Pospuestos' })).toBeVisible({
      timeout: 15_000,
    });

    await page.getByRole('button', { name: `Abrir el comprobante pospuesto n.º ${back}` }).click();
    let dialog = page.getByRole('dialog', { name: `Comprobante pospuesto n.º ${back}` });
    await expect(dialog.getByText('$ 1.500,50')).toBeVisible();
    await expect(dialog.getByText('El pago todavía no se registró')).toBeVisible();
    await expect(dialog.getByText('moderador')).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Imagen del comprobante n.º ${back}` })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Devolver a la cola' }).click();
    await expect(page.getByText('Comprobante devuelto a la cola')).toBeVisible();
    await expect(page.getByTestId('deferred-row').filter({ hasText: `${back}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Abrir el comprobante pospuesto n.º ${rejected}` }).click();
    dialog = page.getByRole('dialog', { name: `Comprobante pospuesto n.º ${rejected}` });
    await dialog.getByRole('combobox', { name: 'Motivo del rechazo' }).click();
    await page.getByRole('option', { name: 'Imagen falsa' }).click();
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByText('Comprobante rechazado').first()).toBeVisible();
    await expect(page.getByTestId('deferred-row').filter({ hasText: `${rejected}` })).toHaveCount(0);

    // Leave the queue as it was: the one brought back is rejected too (it waits behind the others).
    await decide(request, sessionToken('moderador'), back, { status: 'rejected', reason: 'FAKE_IMAGE' });

    await page.goto(`/config/audit?entity=receipt&entityId=${rejected}`);
    const rows = page.getByTestId('audit-row');
    await expect(rows.first()).toContainText('Comprobante rechazado', { timeout: 15_000 });
    await expect(rows.first()).toContainText('Estado: Pendiente → Rechazado');
    await expect(rows.first()).toContainText('Motivo: — → Imagen falsa');
    await expect(rows.nth(1)).toContainText('Comprobante devuelto a la cola');
    await expect(rows.nth(1)).toContainText('Volvió porque: — → Un operador lo devolvió desde Pospuestos');
    await expect(rows.nth(2)).toContainText('Comprobante pospuesto');
    await expect(page.getByRole('table')).not.toContainText(/receipt\.|notfound|NOT_FOUND/);
  });
});

test.describe('the audit trail in Spanish', () => {
  test.use({ storageState: sessionFile('admin') });

  test('an unload of $ 1.500,50 reads in pesos, by its Spanish name, by whom', async ({ page, request }) => {
    const headers = { 'x-access-token': sessionToken('admin') };
    const { items } = (await (await request.get('/api/bankaccount', { headers })).json()) as {
      items: { id: number; amount: number }[];
    };
    const wallet = items.find((item) => item.amount >= 1_500.5)!;
    const unloaded = await request.post(`/api/bankaccount/unload/${wallet.id}`, {
      headers,
      data: { amountToUnload: 1500.5 },
    });
    expect(unloaded.status()).toBe(200);
    await page.goto(`/config/audit?entity=bank_account&entityId=${wallet.id}`);
    const row = page.getByTestId('audit-row').first();
    await expect(row).toContainText('Cuenta descargada', { timeout: 15_000 });
    await expect(row).toContainText('Monto descargado: — → $ 1.500,50');
    await expect(row).toContainText('admin');
    await expect(row).not.toContainText('150050');
    await expect(row).not.toContainText('bank_account.unload');
  });
});

test.describe('Islas: a shorter return delay says how many receipts it brings back', () => {
  test.use({ storageState: sessionFile('admin') });

  test('asks before saving, and cancelling saves nothing', async ({ page, request }) => {
    const headers = { 'x-access-token': sessionToken('admin') };
    const read = async () =>
      (
        (await (await request.get('/api/tenants/1/evidence', { headers })).json()) as {
          deferredReturnMinutes: number | null;
        }
      ).deferredReturnMinutes;
    const before = await read();
    // The count itself is the server's (apps/server/src/evidence/deferred-actions.test.ts); other
    // specs bring the demo's deferred receipts back, so the screen gets a fixed count here.
    const asked: string[] = [];
    await page.route('**/api/tenants/*/evidence/preview?*', async (route) => {
      asked.push(new URL(route.request().url()).searchParams.get('deferredReturnMinutes')!);
      await route.fulfill({ json: { wouldReturn: 29 } });
    });
    await page.goto('/config/Islands');
    await page
      .getByRole('button', { name: /^Aprobación automática y pospuestos de / })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: /^Evidencia de / });
    await modal.getByRole('textbox', { name: /Devolver pospuestos tras/ }).fill('1');
    await modal.getByRole('button', { name: 'Guardar plazo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Devolver pospuestos a la cola' });
    await expect(confirm).toContainText('Esto devuelve 29 comprobantes a la cola');
    expect(asked).toEqual(['1']);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    expect(await read()).toBe(before);
  });
});

test.describe('Jugadores: the row menu', () => {
  test.use({ storageState: sessionFile('admin') });
  for (const width of [1366, 390])
    test(`open, without axe findings, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/config/cashiers/jugadores');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      await page
        .getByRole('button', { name: /^Acciones de / })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page);
    });
});
