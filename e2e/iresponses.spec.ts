import { expect, test, type Page } from '@playwright/test';
import { sessionFile, tokenOf } from './demo';
import { describeNoEntry } from './no-entry';

/** An island of this test's own, so the demo island's replies stay as the seed left them. */
async function createIsland(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/tenants', {
    headers: { 'x-access-token': await tokenOf(page) },
    data: {
      name,
      panelUserPassword: 'clave-panel',
      defaultClientPassword: 'clave-clientes',
      charge: 100,
      bonus: 0,
      withdraw: 500,
      prefix: 'rs',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { island: { id: number } }).island.id;
}

test.describe('Editar mensajes (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test("opens from the island's row and updates a reply", async ({ page }) => {
    const name = `E2E Isla mensajes ${Date.now()}`;
    await page.goto('/config/Islands');
    const id = await createIsland(page, name);
    await page.reload();
    await page.getByRole('link', { name: `Editar mensajes de ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/config/islands/${id}/iresponses$`));
    await expect(page.getByRole('heading', { name: 'Editar mensajes' })).toBeVisible();
    await expect(page.getByText(`Respuestas del chatbot de ${name}`)).toBeVisible();

    const intents = page.getByRole('navigation', { name: 'Intenciones' });
    await intents.getByRole('button', { name: 'ayuda' }).click();
    await expect(page.getByRole('heading', { name: 'ayuda' })).toBeVisible();
    await page.getByLabel('Respuesta', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('Debe ingresar una respuesta')).toBeVisible();

    await page.getByLabel('Respuesta', { exact: true }).fill('Escribí AYUDA y te atiende una persona.');
    await page.getByLabel('Respuesta alternativa').fill('Ya te escribimos.');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('Mensaje actualizado')).toBeVisible();

    await page.reload();
    await intents.getByRole('button', { name: 'ayuda' }).click();
    await expect(page.getByLabel('Respuesta', { exact: true })).toHaveValue(
      'Escribí AYUDA y te atiende una persona.',
    );
    await expect(page.getByLabel('Respuesta alternativa')).toHaveValue('Ya te escribimos.');

    await page.request.delete(`/api/tenants/${id}`, { headers: { 'x-access-token': await tokenOf(page) } });
  });

  test('on a phone, picking a message brings its text and preview into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/config/Islands');
    const id = await createIsland(page, `E2E Isla avisos ${Date.now()}`);
    await page.goto(`/config/islands/${id}/iresponses`);
    const intents = page.getByRole('navigation', { name: 'Intenciones' });
    await intents.getByRole('button', { name: 'aviso_retiro_pagado' }).click();
    await expect(page.getByRole('heading', { name: 'aviso_retiro_pagado' })).toBeInViewport();
    await expect(page.getByLabel('Respuesta', { exact: true })).toBeInViewport();
    await page.request.delete(`/api/tenants/${id}`, { headers: { 'x-access-token': await tokenOf(page) } });
  });
});

test.describe('Editar mensajes (lower roles)', () => {
  test('the moderator edits only the own island', async ({ browser }) => {
    const admin = await browser.newContext({ storageState: sessionFile('admin') });
    const adminPage = await admin.newPage();
    await adminPage.goto('/config');
    const other = await createIsland(adminPage, `E2E Isla ajena ${Date.now()}`);

    const context = await browser.newContext({ storageState: sessionFile('moderador') });
    const page = await context.newPage();
    await page.goto('/config');
    const own = (
      (await (
        await page.request.get('/api/this/tenants', { headers: { 'x-access-token': await tokenOf(page) } })
      ).json()) as { islanID: number }
    ).islanID;
    await page.goto(`/config/islands/${own}/iresponses`);
    await expect(
      page.getByRole('navigation', { name: 'Intenciones' }).getByRole('button', { name: 'saludo' }),
    ).toBeVisible();

    await page.goto(`/config/islands/${other}/iresponses`);
    await expect(page.getByText('No se encontró la isla')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualizar' })).toHaveCount(0);

    await adminPage.request.delete(`/api/tenants/${other}`, {
      headers: { 'x-access-token': await tokenOf(adminPage) },
    });
    await context.close();
    await admin.close();
  });

  describeNoEntry('cajero', 'cajero', 'may not enter the screen nor change a reply', {
    screen: '/config/islands/1/iresponses',
    call: 'POST /api/iresponses/1/1',
    data: {
      response: 'Intruso',
      alter_response: '',
    },
  });
});
