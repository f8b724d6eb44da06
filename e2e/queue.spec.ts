import { expect, test, type Page } from '@playwright/test';
import { signedIn, tokenOf } from './demo';
import { typeAmount } from './amounts';
import { openFourEyesBlock } from './four-eyes-block';
import { createIsland, handIn, receiptOf } from './receipts';

/**
 * The team queue (docs/features/queue.md) against the real server: claims, 'Deshacer' and four eyes,
 * each test on an island of its own.
 */

const SENT = { timeout: 12_000 };
/** The first receipt after signing in: the sign-in, the screen's code and the first claim. */
const FIRST = { timeout: 15_000 };
const messageAmount = (page: Page) => page.getByTestId('message-amount');

test.describe.configure({ timeout: 60_000 });

test('two operators in two browsers review different receipts', async ({ browser, request }) => {
  const island = await createIsland(request, 'cola', 'qa');
  for (const [phone, amount] of [
    ['1190000001', '101'],
    ['1190000002', '202'],
    ['1190000003', '303'],
  ] as const)
    await handIn(request, island.botKey, { phone, amount });
  const first = await signedIn(browser, island.operator);
  // The first holds the oldest and the one after it, painted at once on a decision.
  await expect(messageAmount(first.page)).toHaveText('$ 101,00', FIRST);
  const second = await signedIn(browser, island.secondOperator);
  await expect(messageAmount(second.page)).toHaveText('$ 303,00', FIRST);
  await expect(second.page.getByLabel('1 operador más revisando')).toBeVisible();
  // Leaving gives the held receipts back: the second operator's next one is then $ 101.
  await first.page.goto('/config');
  await second.page.keyboard.press('a');
  await expect(messageAmount(second.page)).toHaveText('$ 101,00');
  await Promise.all([first.context.close(), second.context.close()]);
});

test("'Deshacer' keeps the receipt on screen and moves no money", async ({ browser, request }) => {
  const island = await createIsland(request, 'deshacer', 'qb');
  const id = await handIn(request, island.botKey, { phone: '1190000004', amount: '404' });
  const { context, page } = await signedIn(browser, island.operator);
  await expect(messageAmount(page)).toHaveText('$ 404,00', FIRST);
  await page.keyboard.press('a');
  await expect(page.getByText('PANEL DE COMPROBANTES - No hay mas comprobantes por ahora')).toBeVisible();
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(messageAmount(page)).toHaveText('$ 404,00');
  // Past the undo window nothing was sent: still pending, and no load in the player's history.
  await page.waitForTimeout(6_000);
  const receipt = await receiptOf(page, id);
  expect(receipt.status).toBe('pending');
  const history = await page.request.get(`/api/transactions/${receipt.clientId}`, {
    headers: { 'x-access-token': await tokenOf(page) },
  });
  expect(await history.json()).toEqual({ count: 0, items: [] });
  await context.close();
});

test('four eyes: an edit typed key by key above the limit waits for a second operator', async ({
  browser,
  request,
}) => {
  const island = await createIsland(request, 'doble', 'qc');
  // Rol 1 sets the island's edit limit on Islas, typed key by key.
  const controls = await openFourEyesBlock(browser, island);
  await typeAmount(controls.block.getByLabel(/^Editar subiendo el monto/), '1.000');
  await controls.save();
  await expect(controls.page.getByText('Doble control actualizado')).toBeVisible();
  expect(await controls.stored()).toEqual({ fourEyesAbove: null, fourEyesEditAbove: 1000, claimLimit: 10 });
  await controls.admin.close();

  const id = await handIn(request, island.botKey, { phone: '1190000005', amount: '10' });
  const first = await signedIn(browser, island.operator);
  await expect(messageAmount(first.page)).toHaveText('$ 10,00', FIRST);
  await first.page.getByRole('button', { name: 'Editar', exact: true }).click();
  const edit = first.page.getByRole('dialog', { name: 'Editar monto' });
  await typeAmount(edit.getByLabel('Monto del comprobante válido'), '5.000,50');
  await edit.getByRole('button', { name: 'Editar y Aprobar' }).click();
  await first.page
    .getByRole('dialog')
    .filter({ hasText: '¿Continuar?' })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await expect(
    first.page.getByText('Aprobación registrada: falta la confirmación de otro operador'),
  ).toBeVisible(SENT);
  // No money moved: still pending, nothing edited yet.
  expect(await receiptOf(first.page, id)).toMatchObject({ status: 'pending', newamount: null });
  await first.context.close();

  const second = await signedIn(browser, island.secondOperator);
  await expect(messageAmount(second.page)).toHaveText('$ 10,00', FIRST);
  await expect(second.page.getByTestId('four-eyes-notice')).toContainText(
    'con el monto editado a $ 5.000,50',
  );
  await second.page.keyboard.press('a');
  await expect(second.page.getByText('Monto editado y comprobante aprobado')).toBeVisible(SENT);
  expect(await receiptOf(second.page, id)).toMatchObject({ status: 'approve', newamount: 5000.5 });
  await second.context.close();
});
