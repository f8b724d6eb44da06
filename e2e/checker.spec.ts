import { expect, test, type Page } from '@playwright/test';
import { DEMO_BOT_KEY, realtimeReady, sessionFile, signedIn } from './demo';
import { expectReadsAMillion, expectReadsFifteenHundred, expectRefused, typeAmount } from './amounts';
import { createIsland, handIn, receiptOf, type Island } from './receipts';

/**
 * The review screen against the real server. The decisions run on an island of this spec's own, fed
 * by its own bot through the gateway, so the demo island's seeded queue stays as other specs expect.
 */

/**
 * A decision is sent once its 'Deshacer' notice runs out (docs/features/queue.md): its answer, and
 * what it changes on the server, come up to that long after the next receipt is on screen.
 */
const SENT = { timeout: 12_000 };

const queueBadge = (page: Page) => page.getByLabel(/^Comprobantes en cola: \d+$/);
const messageAmount = (page: Page) => page.getByTestId('message-amount');

/** Marks the page so a later check can tell it was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as { e2eMark?: string }).e2eMark = 'sin recargar'));
const stillSamePage = (page: Page) => page.evaluate(() => (window as { e2eMark?: string }).e2eMark);

// Each decision waits for its 'Deshacer' notice before it is sent: a few decisions take longer.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let island: Island;

test.beforeAll(async ({ request }) => {
  island = await createIsland(request, 'comprobantes', 'ck');
});

test('an operator approves, rejects with a reason, defers and edits and approves', async ({
  browser,
  request,
}) => {
  // The island is new on every run, so fixed phones still make new players.
  const phone = (n: number) => `115000000${n}`;
  const approved = await handIn(request, island.botKey, {
    phone: phone(1),
    amount: '1111',
    ocr: { Titular: 'Juan E2E', Monto: '1.111,00' },
  });
  const rejected = await handIn(request, island.botKey, { phone: phone(2), amount: '2222.50' });
  const deferred = await handIn(request, island.botKey, { phone: phone(3), amount: '3333', pdf: true });
  const edited = await handIn(request, island.botKey, { phone: phone(1), amount: '4444' });

  const { context, page } = await signedIn(browser, island.operator);
  await expect(queueBadge(page)).toHaveText('4');

  // Approve, with a look at the OCR data first.
  await expect(messageAmount(page)).toHaveText('$ 1.111,00');
  await expect(page.getByText(/^Pendiente hace \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Comprobante de / })).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar OCR' }).click();
  await expect(page.getByRole('region', { name: 'Datos de OCR' })).toContainText('Juan E2E');
  await page.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(page.getByText('Comprobante aprobado')).toBeVisible(SENT);

  // Reject with a reason; this receipt has no OCR data.
  await expect(messageAmount(page)).toHaveText('$ 2.222,50');
  await expect(queueBadge(page)).toHaveText('3', SENT);
  // Without the bot's OCR data the panel still shows what the server read (receipt-reading.md).
  await expect(page.getByRole('region', { name: 'Datos de OCR' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Rechazar/ }).click();
  await page
    .getByRole('dialog', { name: 'Rechazar comprobante' })
    .getByRole('button', { name: /Imagen falsa/ })
    .click();
  await expect(page.getByText('Comprobante rechazado')).toBeVisible(SENT);

  // Defer ('Saltar'): a PDF, its page drawn like an image (pdf.js, no browser viewer).
  await expect(messageAmount(page)).toHaveText('$ 3.333,00');
  await expect(
    page
      .getByRole('img', { name: /^Comprobante en PDF/ })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Saltar/ }).click();
  await page
    .getByRole('dialog', { name: 'Posponer comprobante' })
    .getByRole('button', { name: /El pago todavía no se registró/ })
    .click();
  await expect(page.getByText('Comprobante pospuesto')).toBeVisible(SENT);

  // Edit and approve: the player of the first receipt, whose history now has a load.
  await expect(messageAmount(page)).toHaveText('$ 4.444,00');
  await expect(page.getByRole('button', { name: /^Historial \(\d+\)$/ })).not.toHaveText('Historial (0)');
  await page.getByRole('button', { name: /^Historial/ }).click();
  const history = page.getByRole('dialog', { name: /^Historial de cargas de / });
  await expect(history.getByRole('row').filter({ hasText: '$ 1.111,00' })).toBeVisible();
  await history.getByRole('button', { name: 'Cerrar', exact: true }).click();

  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Editar monto' });
  await edit.getByRole('button', { name: 'Editar y Aprobar' }).click();
  await expect(edit.getByText('Debe ingresar un monto para modificar el original')).toBeVisible();
  // Typed key by key: above the cap is refused under the field; '1.500,50' is $ 1.500,50, not $ 1,50.
  const newAmount = edit.getByLabel('Monto del comprobante válido');
  await expectRefused(newAmount, '100.000.000,01', 'El monto es demasiado grande');
  await expectReadsAMillion(newAmount);
  await expectReadsFifteenHundred(newAmount);
  await typeAmount(newAmount, '1.500,50');
  await edit.getByRole('button', { name: 'Editar y Aprobar' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Editar el monto y aceptar el comprobante. ¿Continuar?' });
  await expect(confirm).toContainText('Monto a cargar: $ 1.500,50');
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Monto editado y comprobante aprobado')).toBeVisible(SENT);

  await expect(page.getByText('PANEL DE COMPROBANTES - No hay mas comprobantes por ahora')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await expect(queueBadge(page)).toHaveText('0', SENT);

  expect(await receiptOf(page, approved)).toMatchObject({ status: 'approve' });
  expect(await receiptOf(page, rejected)).toMatchObject({ status: 'rejected', reason: 'FAKE_IMAGE' });
  expect(await receiptOf(page, deferred)).toMatchObject({ status: 'notfound', reason: 'NOT_FOUND' });
  expect(await receiptOf(page, edited)).toMatchObject({ status: 'approve', newamount: 1500.5 });
  await context.close();
});

test('the keyboard decides: A approves, R then a digit rejects with that reason', async ({
  browser,
  request,
}) => {
  const first = await handIn(request, island.botKey, { phone: '1160000001', amount: '150' });
  const second = await handIn(request, island.botKey, { phone: '1160000002', amount: '250' });
  const { context, page } = await signedIn(browser, island.operator);
  await expect(messageAmount(page)).toHaveText('$ 150,00');
  await page.keyboard.press('a');
  await expect(messageAmount(page)).toHaveText('$ 250,00');
  await page.keyboard.press('r');
  await expect(page.getByRole('dialog', { name: 'Rechazar comprobante' })).toBeVisible();
  await page.keyboard.press('4');
  await expect(page.getByText('PANEL DE COMPROBANTES - No hay mas comprobantes por ahora')).toBeVisible();
  await expect.poll(() => receiptOf(page, first), SENT).toMatchObject({ status: 'approve' });
  await expect
    .poll(() => receiptOf(page, second), SENT)
    .toMatchObject({ status: 'rejected', reason: 'PRELOADED_AMOUNT' });
  await context.close();
});

test("a new receipt shows live to the island's users, and not to another island's", async ({
  browser,
  request,
}) => {
  // The operator waits on the empty queue; the chime is counted instead of played.
  const operator = await signedIn(browser, island.operator);
  await operator.context.addInitScript(() => {
    const counter = window as { e2ePlays?: number };
    counter.e2ePlays = 0;
    HTMLMediaElement.prototype.play = function play() {
      counter.e2ePlays = (counter.e2ePlays ?? 0) + 1;
      return Promise.resolve();
    };
  });
  await operator.page.reload();
  await expect(
    operator.page.getByText('PANEL DE COMPROBANTES - No hay mas comprobantes por ahora'),
  ).toBeVisible();
  await expect(operator.page.getByText('En vivo')).toBeVisible();

  // A second user of the island, on another screen: the header bell.
  const cashier = await signedIn(browser, island.cashier);
  const cashierLive = realtimeReady(cashier.page);
  await cashier.page.goto('/config');
  await cashierLive;
  const bell = cashier.page.getByRole('link', { name: /^Comprobantes pendientes/ });
  await expect(bell).toHaveAccessibleName('Comprobantes pendientes');

  // The demo island's admin, on the review screen of Isla Demo.
  const demo = await browser.newContext({ storageState: sessionFile('admin') });
  const demoPage = await demo.newPage();
  await demoPage.goto('/checker');
  await expect(demoPage.getByText('En vivo')).toBeVisible();
  const demoCount = Number(await queueBadge(demoPage).textContent());
  expect(demoCount).toBeGreaterThan(0);

  for (const page of [operator.page, cashier.page, demoPage]) await markPage(page);

  await handIn(request, island.botKey, { phone: '1170000001', amount: '777.77' });
  await expect(messageAmount(operator.page)).toHaveText('$ 777,77');
  await expect(queueBadge(operator.page)).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Comprobantes pendientes: 1');
  await expect.poll(() => operator.page.evaluate(() => (window as { e2ePlays?: number }).e2ePlays)).toBe(1);
  // Isla Demo heard nothing: its queue is as it was.
  await expect(queueBadge(demoPage)).toHaveText(String(demoCount));

  // Its channel is live all the same: a receipt of Isla Demo reaches it, and not the other island.
  await handIn(request, DEMO_BOT_KEY, { phone: '1180000001', amount: '888' });
  await expect(queueBadge(demoPage)).toHaveText(String(demoCount + 1));
  await expect(queueBadge(operator.page)).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Comprobantes pendientes: 1');

  for (const page of [operator.page, cashier.page, demoPage])
    expect(await stillSamePage(page)).toBe('sin recargar');
  await Promise.all([operator.context.close(), cashier.context.close(), demo.close()]);
});
