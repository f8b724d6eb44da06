import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CorpusEntry } from '../apps/server/src/receipt-reading/corpus';
import { DEMO_PASSWORD, realtimeReady, sessionToken, signInThroughForm } from './demo';

/**
 * docs/features/receipt-reading.md end to end: a receipt handed in through the gateway while
 * /checker is open is read by the server, and its fields appear without a reload. An island of the
 * spec's own keeps the demo island's queue as the other specs expect it.
 */
const run = Date.now().toString(36);
const corpusDir = path.resolve(import.meta.dirname, '../apps/server/bench/receipt-corpus');
const corpus = JSON.parse(readFileSync(path.join(corpusDir, 'manifest.json'), 'utf8')) as CorpusEntry[];

async function asAdmin(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { headers: { 'x-access-token': sessionToken('admin') }, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test('the fields read off a receipt appear on /checker while it is open', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { island } = await asAdmin(request, '/api/tenants', {
    name: `E2E Isla lectura ${run}`,
    panelUserPassword: 'clave-panel',
    defaultClientPassword: 'clave-clientes',
    charge: 100,
    bonus: 10,
    withdraw: 500,
    prefix: 'lx',
  });
  const operator = `lect_${run}`;
  await asAdmin(request, '/api/user', {
    username: operator,
    email: `${operator}@e2e.local`,
    password: DEMO_PASSWORD,
    vpassword: DEMO_PASSWORD,
    tenant_id: island.id,
    rol: 5,
  });
  const { key } = await asAdmin(request, '/api/bots', {
    name: `E2E Bot lectura ${run}`,
    tenant_id: island.id,
    url: 'http://127.0.0.1:9/bot',
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  const ready = realtimeReady(page);
  await signInThroughForm(page, operator);
  await expect(page).toHaveURL(/\/checker$/);
  await ready;
  await page.evaluate(() => ((window as { e2eMark?: string }).e2eMark = 'sin recargar'));

  // The message says $ 999 while the receipt shows another amount: the mismatch must show.
  const receipt = corpus.find((e) => e.file === 'mercadopago-02.jpg')!;
  const upload = await request.post('/api/gateway/receipts', {
    headers: { 'x-bot-key': key },
    multipart: {
      file: {
        name: 'comprobante.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(path.join(corpusDir, receipt.file)),
      },
      phone: '1190000001',
      amount: '999',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: number };

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
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken as string,
  );
  const stored = await (
    await page.request.get(`/api/receipts/${id}/reading`, { headers: { 'x-access-token': token } })
  ).json();
  expect(stored.reading.status).toBe('done');
  expect(stored.reading.fields.amount.value).toBe(receipt.truth.amount);
  expect(stored.checks.amount).toBe('mismatch');
  await context.close();
});
