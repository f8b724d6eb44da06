import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { renderReceiptPng } from '../apps/server/src/seed/receipt-image';
import { realtimeReady, sendNotice, sessionFile, sessionToken, signedIn, tokenOf } from './demo';
import { createIsland, handInImage } from './receipts';

/**
 * Evidence on /checker (docs/features/evidence.md): a deferred receipt that comes back when its bank
 * notice arrives, and a receipt sent twice, flagged and rejected with one key.
 */

const run = Date.now().toString(36);
const queueBadge = (page: Page) => page.getByLabel(/^Comprobantes en cola: \d+$/);

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(path, {
    method,
    headers: { 'x-access-token': sessionToken('admin') },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test.describe.configure({ mode: 'serial' });

test.describe('on the demo island', () => {
  test.use({ storageState: sessionFile('aprobador') });

  test('a receipt deferred as NOT_FOUND returns to the open /checker when its notice arrives', async ({
    page,
    request,
  }) => {
    // The demo seed's receipt deferred 20 minutes ago for $ 6.400 (docs/features/evidence.md 'Demo').
    const deferred = await api<{ id: number; amount: number; reason: string }[]>(
      request,
      'GET',
      '/api/deferred',
    );
    const waiting = deferred.find((d) => d.reason === 'NOT_FOUND' && d.amount === 6400)!;
    expect(waiting).toBeDefined();
    const receipt = await api<{ bankAccount: { name: string } }>(request, 'GET', `/api/get/${waiting.id}`);
    const before = await api<number[]>(request, 'GET', '/api/pendingids');

    const live = realtimeReady(page);
    await page.goto('/checker');
    // The first paint of /checker can be slow on a shared machine.
    await expect(queueBadge(page)).toHaveText(String(before.length), { timeout: 20_000 });
    await live;

    await sendNotice(request, {
      date: new Date().toISOString(),
      bank: 'Banco Nación',
      from: 'Remitente E2E',
      amount: 6400,
      account: receipt.bankAccount.name,
    });

    await expect(queueBadge(page)).toHaveText(String(before.length + 1));
    expect(await api<number[]>(request, 'GET', '/api/pendingids')).toContain(waiting.id);
    const stored = await api<{ status: string; reason: string | null }>(
      request,
      'GET',
      `/api/get/${waiting.id}`,
    );
    expect(stored).toMatchObject({ status: 'pending', reason: null });

    await page.goto('/checker/deferred');
    await expect(page.getByRole('heading', { level: 1, name: 'Pospuestos' })).toBeVisible();
    await expect(page.getByTestId('deferred-row').filter({ hasText: String(waiting.id) })).toHaveCount(0);
  });
});

test('a receipt sent twice is flagged above the decisions and rejected with one key', async ({
  browser,
  request,
}) => {
  // An island of this test's own, so the demo queue keeps its order.
  const island = await createIsland(request, 'evidencia', 'ev', 0);
  const png = renderReceiptPng({
    amountCentavos: 2_500_00,
    bankName: 'Banco E2E',
    sender: 'Jugador E2E',
    date: new Date(),
    reference: run,
  });
  const handIn = () => handInImage(request, island.botKey, png, { phone: '1150000077', amount: '2500' });
  const first = await handIn();
  const again = await handIn();

  const { context, page } = await signedIn(browser, island.operator);
  await expect(queueBadge(page)).toHaveText('2', { timeout: 20_000 });
  // Its receipt on screen (the claim answered) before the key is pressed.
  await expect(page.getByTestId('receipt-number')).toHaveText(`Comprobante n.º ${first}`, {
    timeout: 20_000,
  });
  // The first one is not a duplicate of anything: approve it.
  await expect(page.getByRole('alert').filter({ hasText: 'Posible comprobante repetido' })).toHaveCount(0);
  await page.keyboard.press('a');
  // The approval leaves after the 'Deshacer' delay (docs/features/queue.md).
  await expect(queueBadge(page)).toHaveText('1', { timeout: 15_000 });

  const flag = page.getByRole('alert').filter({ hasText: 'Posible comprobante repetido' });
  await expect(flag).toContainText(`Mismo archivo: Comprobante n.º ${first}`);
  await flag.getByRole('button', { name: `Comprobante n.º ${first}` }).click();
  await expect(page.getByRole('dialog', { name: `Comprobante anterior n.º ${first}` })).toContainText(
    'Aprobado',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press('d');
  await expect(page.getByText('Comprobante rechazado')).toBeVisible({ timeout: 15_000 });
  const token = await tokenOf(page);
  const stored = await page.request.get(`/api/get/${again}`, { headers: { 'x-access-token': token } });
  expect(await stored.json()).toMatchObject({ status: 'rejected', reason: 'PRELOADED_AMOUNT' });
  await context.close();
});
