import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sessionToken } from './demo';

/**
 * For the list specs (docs/features/lists.md): what a list shows, what its export holds, and players
 * of Isla Demo to fill one with.
 */

/** A screen's code arrives on its first visit (docs/architecture.md); a shared machine can be slow. */
export const FIRST_PAINT = { timeout: 15_000 };

/**
 * The cells of one column of the body rows: what the list shows, in its order, once it shows the
 * answer to the last sort, search or page (a table still showing the previous one is aria-busy).
 */
export async function column(page: Page, scope: string, index: number): Promise<string[]> {
  await expect(page.locator(`${scope} table[aria-busy="true"]`)).toHaveCount(0);
  return page
    .locator(`${scope} tbody tr`)
    .evaluateAll(
      (rows, n) => rows.map((row) => row.querySelectorAll('td')[n]?.textContent?.trim() ?? ''),
      index,
    );
}

/**
 * Clicks 'Exportar CSV' and reads the download's rows (cells split on ';', BOM and header kept apart),
 * with the address the browser downloaded it from and the name it saved it under.
 */
export async function exportedRows(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV', exact: true }).click();
  const done = await download;
  const [header, ...rows] = readFileSync(await done.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
  return { header, rows, url: done.url(), filename: done.suggestedFilename() };
}

/** Notificaciones' columns: its table's headers and its CSV's. */
export const NOTIFICATION_HEADERS = [
  'Fecha',
  'App del banco',
  'Remitente',
  'Monto',
  'Cuenta receptora',
  'Comprobante',
];

const asCashier = () => ({ 'x-access-token': sessionToken('cajero') });

/** A player of Isla Demo made by the demo cashier; answers its panel username. */
export async function createPlayer(
  request: APIRequestContext,
  name: string,
  phone = `11${String(Date.now()).slice(-8)}`,
): Promise<string> {
  const created = await request.post('/api/clients', { headers: asCashier(), data: { name, phone } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { client: { panelUsername: string } }).client.panelUsername;
}

/** Loads credit to a player as the demo cashier. */
export async function deposit(request: APIRequestContext, username: string, amount: number): Promise<void> {
  const response = await request.post('/api/clients/deposit', {
    headers: asCashier(),
    data: { username, amount },
  });
  expect(response.status()).toBe(200);
}
