import { expect, test } from '@playwright/test';
import { realtimeReady, signInToChecker, tokenOf } from './demo';
import { corpusReceipt, createIsland, handInPhoto } from './receipts';

/**
 * docs/features/receipt-reading.md end to end: a receipt handed in through the gateway while
 * /checker is open is read by the server, and its fields appear without a reload. An island of the
 * spec's own keeps the demo island's queue as the other specs expect it.
 */
test('the fields read off a receipt appear on /checker while it is open', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const island = await createIsland(request, 'lectura', 'lx');

  const context = await browser.newContext();
  const page = await context.newPage();
  const ready = realtimeReady(page);
  await signInToChecker(page, island.operator);
  await ready;
  await page.evaluate(() => ((window as { e2eMark?: string }).e2eMark = 'sin recargar'));

  // The message says $ 999 while the receipt shows another amount: the mismatch must show.
  const receipt = corpusReceipt('mercadopago-03.jpg');
  const id = await handInPhoto(request, island.botKey, receipt, { phone: '1190000001', amount: '999' });

  await expect(page.getByTestId('message-amount')).toHaveText('$ 999,00');
  await page.getByRole('button', { name: 'Mostrar OCR' }).click();
  const read = page.getByRole('region', { name: 'Leído por el servidor' });
  // OCR on a shared machine: a few seconds, then the realtime 'reading' event fills the panel in.
  await expect(read.getByTestId('reading-fields')).toBeVisible({ timeout: 90_000 });
  await expect(read.locator('[data-field="operationNumber"]')).toContainText(receipt.truth.operationNumber);
  await expect(read.locator('[data-field="senderName"]')).toContainText(receipt.truth.senderName);
  await expect(page.getByTestId('reading-mismatch')).toHaveText(
    /^El monto leído \(\$ [\d.]+,\d\d\) no coincide con el del mensaje \(\$ 999,00\)$/,
  );
  expect(await page.evaluate(() => (window as { e2eMark?: string }).e2eMark)).toBe('sin recargar');

  // What the server stored, as the API gives it.
  const token = await tokenOf(page);
  const stored = await (
    await page.request.get(`/api/receipts/${id}/reading`, { headers: { 'x-access-token': token } })
  ).json();
  expect(stored.reading.status).toBe('done');
  expect(stored.reading.fields.amount.value).toBe(receipt.truth.amount);
  expect(stored.checks.amount).toBe('mismatch');
  await context.close();
});
