import { expect, test } from '@playwright/test';
import { sessionFile, sessionToken } from './demo';
import { createIsland } from './receipts';

/**
 * Claims with limits (docs/features/queue.md): rol 1 sets the receipts an operator may hold at once
 * in the island's 'Doble control' block on Islas; an operator past it hears why.
 */
test.describe.configure({ timeout: 60_000 });

test('the limit of receipts held at once, typed key by key on Islas, is what the server keeps', async ({
  browser,
  request,
}) => {
  const island = await createIsland(request, 'tomados', 'ha');
  const admin = await browser.newContext({ storageState: sessionFile('admin') });
  const page = await admin.newPage();
  await page.goto('/config/Islands');
  await page.getByRole('button', { name: `Editar ${island.name}`, exact: true }).click();
  const block = page.getByRole('form', { name: 'Doble control' });
  const limit = block.getByLabel('Comprobantes tomados a la vez');
  await expect(limit).toHaveValue('10');
  await limit.clear();
  await limit.pressSequentially('4');
  await block.getByRole('button', { name: 'Guardar doble control' }).click();
  await expect(page.getByText('Doble control actualizado')).toBeVisible();
  const stored = await page.request.get(`/api/tenants/${island.id}/four-eyes`, {
    headers: { 'x-access-token': sessionToken('admin') },
  });
  expect(await stored.json()).toEqual({ fourEyesAbove: null, fourEyesEditAbove: null, claimLimit: 4 });

  // Out of range: the block says why and nothing is saved.
  await limit.clear();
  await limit.pressSequentially('0');
  await block.getByRole('button', { name: 'Guardar doble control' }).click();
  await expect(block.getByText(/debe ser un número entero entre 1 y 50/)).toBeVisible();
  const unchanged = await page.request.get(`/api/tenants/${island.id}/four-eyes`, {
    headers: { 'x-access-token': sessionToken('admin') },
  });
  expect((await unchanged.json()).claimLimit).toBe(4);
  await admin.close();
});
