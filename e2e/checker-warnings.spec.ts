import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD, sessionToken, signedIn, tokenOf } from './demo';
import {
  corpusReceipt,
  createIsland,
  decide,
  handIn,
  handInImage,
  handInPhoto,
  type HandIn,
  type Island,
} from './receipts';

/**
 * /checker shows what could make a decision wrong next to the decision buttons, without scrolling
 * (docs/features/receipts.md, "Layout"): a duplicate, a reading mismatch, a four-eyes confirmation,
 * a receipt back from 'Pospuestos' and one whose player was never told ('Aviso no entregado'), on
 * office laptops (1366 × 768, 1280 × 720) and a phone (390 × 844), each checked with axe. Every state
 * is built through the API on an island of its own.
 */

const WIDE = { width: 1366, height: 768 };
const LAPTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
const FIRST = { timeout: 20_000 };
const SENT = { timeout: 15_000 };
const shotsDir = path.resolve(import.meta.dirname, '../test-results/checker-warnings');

test.describe.configure({ timeout: 120_000 });

async function openChecker(browser: Browser, username: string): Promise<Page> {
  return (await signedIn(browser, username, DEMO_PASSWORD, { viewport: WIDE })).page;
}

/**
 * A receipt of `message` on an island of its own, shown on its operator's /checker and deferred
 * there to ask the player for the account holder's name: where a receipt back from Pospuestos starts.
 */
async function deferredForHolder(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  prefix: string,
  message: HandIn,
): Promise<{ island: Island; id: number; page: Page }> {
  const island = await createIsland(request, label, prefix);
  const id = await handIn(request, island.botKey, message);
  const page = await openChecker(browser, island.operator);
  await expect(page.getByTestId('receipt-number')).toHaveText(`Comprobante n.º ${id}`, FIRST);
  await decide(page.request, await tokenOf(page), id, { status: 'notfound', reason: 'ASK_BA_OWNER' });
  return { island, id, page };
}

/**
 * The bot sends the holder's name the deferral asked for: after a reload the receipt is back on the
 * operator's /checker with the story of its return, which this answers.
 */
async function backWithHolder(request: APIRequestContext, page: Page, island: Island, id: number) {
  const holder = await request.post(`/api/gateway/receipts/${id}/holder`, {
    headers: { 'x-bot-key': island.botKey },
    data: { name: 'Laura Gómez' },
  });
  expect(holder.ok(), await holder.text()).toBe(true);
  await page.reload();
  const story = page.getByTestId('returned-story');
  await expect(story).toContainText('Volvió de Pospuestos', FIRST);
  return story;
}

/** The element's whole box lies inside the viewport: seen without scrolling. */
async function expectInSight(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const view = page.viewportSize()!;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.y, 'top inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box!.x, 'left inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'bottom inside the viewport').toBeLessThanOrEqual(view.height + 0.5);
  expect(box!.x + box!.width, 'right inside the viewport').toBeLessThanOrEqual(view.width + 0.5);
}

/**
 * At the three sizes: every warning and the Aprobar button inside the viewport, axe clean, and a
 * screenshot attached to the report.
 */
async function checkInSight(page: Page, testInfo: TestInfo, name: string, warnings: Locator[]) {
  for (const size of [WIDE, LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const warning of warnings) await expectInSight(page, warning);
    await expectInSight(page, page.getByRole('button', { name: /^Aprobar/ }));
    const shot = await page.screenshot();
    mkdirSync(shotsDir, { recursive: true });
    await testInfo.attach(`${name}-${size.width}x${size.height}`, { body: shot, contentType: 'image/png' });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${size.width}.png`) });
    await expectAccessible(page);
  }
}

test('a duplicate: the earlier receipt, its link and the reject key beside Aprobar', async ({
  browser,
  request,
}, testInfo) => {
  const island = await createIsland(request, 'avisos repetido', 'wa');
  const ocr = { numeroOperacion: '77001234' };
  await handIn(request, island.botKey, { phone: '1190000001', amount: '4200', ocr });
  const second = await handIn(request, island.botKey, { phone: '1190000001', amount: '4200', ocr });
  const page = await openChecker(browser, island.operator);
  await expect(page.getByTestId('receipt-number')).toBeVisible(FIRST);
  await page.keyboard.press('a');
  await expect(page.getByTestId('receipt-number')).toHaveText(`Comprobante n.º ${second}`);
  // One undo bar with its countdown; Z brings the first back and sends nothing.
  await expect(page.getByTestId('undo-bar')).toHaveCount(1);
  await page.keyboard.press('z');
  await expect(page.getByTestId('undo-bar')).toHaveCount(0);
  await expect(page.getByTestId('receipt-number')).not.toHaveText(`Comprobante n.º ${second}`);
  await page.keyboard.press('a');
  await expect(page.getByTestId('receipt-number')).toHaveText(`Comprobante n.º ${second}`);

  const flag = page.getByTestId('duplicate-warning');
  await expect(flag).toContainText('Posible comprobante repetido');
  await checkInSight(page, testInfo, 'repetido', [
    flag,
    flag.getByRole('button', { name: /^Abrir el comprobante n\.º \d+$/ }).first(),
    flag.getByRole('button', { name: 'Rechazar: Comprobante ya cargado' }),
  ]);
  // Zoomed on a phone the file scrolls: its box is reached with the keyboard (axe).
  await page.setViewportSize(PHONE);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(page.getByRole('region', { name: 'Archivo del comprobante' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await expectAccessible(page);
  await page.context().close();
});

test('a reading mismatch: the red check right above the decisions', async ({
  browser,
  request,
}, testInfo) => {
  const island = await createIsland(request, 'avisos lectura', 'wb');
  await handInPhoto(request, island.botKey, corpusReceipt('mercadopago-03.jpg'), {
    phone: '1190000002',
    amount: '999',
  });
  const page = await openChecker(browser, island.operator);
  const mismatch = page.getByTestId('reading-mismatch');
  // OCR on a shared machine: a few seconds, then the realtime 'reading' event shows the check.
  await expect(mismatch).toContainText('no coincide con el del mensaje ($ 999,00)', { timeout: 90_000 });
  await checkInSight(page, testInfo, 'lectura', [mismatch]);
  // O shows what was read, in sight too.
  await page.setViewportSize(WIDE);
  await page.keyboard.press('o');
  await expectInSight(page, page.getByRole('region', { name: 'Leído por el servidor' }).getByText('Monto'));
  await page.context().close();
});

/**
 * A share image whose big amount and labelled amount disagree ($ 5.000 over 'Importe $ 50.000,00'):
 * drawn by the browser, so the test does not depend on the corpus.
 */
async function disagreeingReceipt(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 360, height: 560 }, deviceScaleFactor: 2 });
  await page.setContent(`<body style="margin:0;font:16px sans-serif;padding:24px;background:#fff;color:#111">
    <p style="font-size:20px;font-weight:700">Transferencia enviada</p>
    <p style="font-size:40px;font-weight:700;margin:12px 0">$ 5.000,00</p>
    <p>Viernes 27 de noviembre de 2026, 15:30 hs</p>
    <p style="display:flex;justify-content:space-between"><span>Importe</span><b>$ 50.000,00</b></p>
    <p style="display:flex;justify-content:space-between"><span>Para</span><b>Laura Gómez</b></p>
    <p style="display:flex;justify-content:space-between"><span>N° de operación</span><b>88123456</b></p>
  </body>`);
  const image = await page.screenshot();
  await page.close();
  return image;
}

test('a doubtful amount: neither a match nor a mismatch, the operator told to compare it', async ({
  browser,
  request,
}, testInfo) => {
  const island = await createIsland(request, 'avisos dudoso', 'wf');
  const id = await handInImage(request, island.botKey, await disagreeingReceipt(browser), {
    phone: '1190000005',
    amount: '5000',
  });
  const page = await openChecker(browser, island.operator);
  const doubtful = page.getByTestId('reading-doubtful');
  // OCR on a shared machine: a few seconds, then the realtime 'reading' event shows it.
  await expect(doubtful).toHaveText('Monto no leído con seguridad: compárelo en el comprobante', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('reading-mismatch')).toHaveCount(0);
  await expect(page.getByText('Monto leído coincide')).toHaveCount(0);
  await checkInSight(page, testInfo, 'dudoso', [doubtful]);
  const stored = await (
    await page.request.get(`/api/receipts/${id}/reading`, {
      headers: { 'x-access-token': await tokenOf(page) },
    })
  ).json();
  expect(stored.checks.amount).toBe('unknown');
  expect(stored.reading.fields.amount.confidence).toBeLessThan(0.8);
  await page.context().close();
});

test('a four-eyes confirmation: the amount to credit is the main figure, the difference marked', async ({
  browser,
  request,
}, testInfo) => {
  const island: Island = await createIsland(request, 'avisos doble', 'wc');
  const limits = await request.post(`/api/tenants/${island.id}/four-eyes`, {
    headers: { 'x-access-token': sessionToken('admin') },
    data: { fourEyesAbove: null, fourEyesEditAbove: 1000 },
  });
  expect(limits.ok(), await limits.text()).toBe(true);
  await handIn(request, island.botKey, { phone: '1190000003', amount: '10' });

  // The first operator edits from the keyboard: E, the amount, Enter, Enter (the confirmation's
  // button has the focus).
  const first = await openChecker(browser, island.operator);
  await expect(first.getByTestId('message-amount')).toHaveText('$ 10,00', FIRST);
  await first.keyboard.press('e');
  await first.getByLabel('Monto del comprobante válido').pressSequentially('5.000,50');
  await first.keyboard.press('Enter');
  await expect(first.getByRole('dialog').filter({ hasText: '¿Continuar?' })).toBeVisible();
  await first.keyboard.press('Enter');
  await expect(first.getByText('Aprobación registrada: falta la confirmación de otro operador')).toBeVisible(
    SENT,
  );
  await first.context().close();

  const second = await openChecker(browser, island.secondOperator);
  const notice = second.getByTestId('four-eyes-notice');
  await expect(notice).toContainText('con el monto editado a $ 5.000,50', FIRST);
  await expect(second.getByTestId('credit-amount')).toHaveText('$ 5.000,50');
  await expect(second.getByTestId('message-amount')).toHaveText('$ 10,00');
  await expect(second.getByTestId('credit-difference')).toHaveText('+ $ 4.990,50 respecto del mensaje');
  await checkInSight(second, testInfo, 'doble-control', [notice, second.getByTestId('credit-amount')]);
  await second.context().close();
});

test('a receipt back from Pospuestos: when and why it was deferred, and the holder name the bot sent', async ({
  browser,
  request,
}, testInfo) => {
  const { island, id, page } = await deferredForHolder(browser, request, 'avisos pospuesto', 'wd', {
    phone: '1190000004',
    amount: '3300',
  });
  const story = await backWithHolder(request, page, island, id);
  await expect(story).toContainText('Pedir el nombre del titular de la cuenta');
  await expect(story).toContainText('El bot envió el titular');
  await expect(story).toContainText('Titular enviado: «Laura Gómez»');
  await checkInSight(page, testInfo, 'pospuesto', [story, page.getByTestId('receipt-number')]);
  await page.context().close();
});

test('a receipt whose player was never told: Aviso no entregado beside Aprobar', async ({
  browser,
  request,
}, testInfo) => {
  const { island, id, page } = await deferredForHolder(browser, request, 'avisos no entregado', 'wg', {
    phone: '1190000006',
    amount: '2800',
  });
  // The bot takes the deferral's message and fails to deliver it five times; the E2E server skips
  // the back-off between tries (e2e/serve-fresh.ts), the tries themselves are the gateway's.
  const bot = { 'x-bot-key': island.botKey };
  for (let attempt = 1; attempt <= 5; attempt++) {
    if (attempt > 1) {
      const due = await request.post('/e2e/player-messages/due', { data: { tenantId: island.id } });
      expect(await due.json()).toEqual({ due: 1 });
    }
    const taken = await request.post('/api/gateway/messages/take', { headers: bot, data: {} });
    expect(taken.ok(), await taken.text()).toBe(true);
    const { items } = (await taken.json()) as { items: { id: number; receiptId: number; attempt: number }[] };
    expect(items).toMatchObject([{ receiptId: id, attempt, kind: 'aviso_pospuesto_titular' }]);
    const acked = await request.post(`/api/gateway/messages/${items[0]!.id}/ack`, {
      headers: bot,
      data: { outcome: 'failed', error: 'Número sin WhatsApp' },
    });
    expect(acked.ok(), await acked.text()).toBe(true);
    expect((await acked.json()).item.state).toBe(attempt < 5 ? 'pending' : 'failed');
  }
  // The holder's name brings it back to the queue.
  await backWithHolder(request, page, island, id);
  const notice = page.getByTestId('undelivered-notice');
  await expect(notice).toContainText('Aviso no entregado');
  await expect(notice).toContainText(
    'El jugador no recibió el aviso de este comprobante («comprobante pospuesto, pedir el titular de la cuenta») tras 5 intentos. ' +
      'Último error del BOT: Número sin WhatsApp',
  );
  await checkInSight(page, testInfo, 'no-entregado', [notice, page.getByTestId('receipt-number')]);
  await page.context().close();
});

test('a PDF receipt is drawn like an image: + zooms it, G turns it', async ({
  browser,
  request,
}, testInfo) => {
  const island = await createIsland(request, 'avisos pdf', 'we');
  await handIn(request, island.botKey, { phone: '1190000005', amount: '2100', pdf: true });
  const page = await openChecker(browser, island.operator);
  const drawn = page
    .getByRole('img', { name: /^Comprobante en PDF/ })
    .locator('canvas')
    .first();
  await expect(drawn).toBeVisible(FIRST);
  await expect(page.locator('iframe')).toHaveCount(0);
  const fitted = (await drawn.boundingBox())!;
  const portrait = (box: { width: number; height: number }) => box.height > box.width;
  await page.keyboard.press('g');
  await expect.poll(async () => portrait((await drawn.boundingBox())!)).toBe(!portrait(fitted));
  const turned = (await drawn.boundingBox())!;
  await page.keyboard.press('+');
  await expect.poll(async () => (await drawn.boundingBox())!.width).toBeGreaterThan(turned.width * 1.1);
  await testInfo.attach('pdf-girado', { body: await page.screenshot(), contentType: 'image/png' });
  await page.screenshot({ path: path.join(shotsDir, 'pdf-1366.png') });
  await page.context().close();
});
