import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { sessionFile, tokenOf } from './demo';

const statsRequest = (
  page: Page,
  endpoint: string,
  check: (body: { value: string[]; options?: string }) => boolean,
) =>
  page.waitForRequest(
    (request: Request) =>
      request.url().endsWith(`/api/dashboard/${endpoint}`) && check(request.postDataJSON()),
  );

/** What the API answers for a card and range: the screen must show these figures. */
async function stats(page: Page, endpoint: string, value: string[]) {
  const response = await page.request.post(`/api/dashboard/${endpoint}`, {
    headers: { 'x-access-token': await tokenOf(page) },
    data: { value },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * Opens /config and waits for the cards' first answers: on a loaded CI machine they can take longer
 * than an assertion's 5 s, and what these tests check is what the screen shows, not how fast.
 */
async function openDashboard(page: Page, ...endpoints: string[]) {
  const answered = endpoints.map((endpoint) =>
    page.waitForResponse((response) => response.url().endsWith(`/api/dashboard/${endpoint}`)),
  );
  await page.goto('/config');
  await Promise.all(answered);
}

const es = (n: number) => new Intl.NumberFormat('es-AR').format(n);

test.describe('statistics dashboard (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test("'Mes anterior' changes every card to last month's figures", async ({ page }) => {
    await openDashboard(page, 'trans');
    await expect(page.getByRole('heading', { name: 'Estadisticas', level: 1 })).toBeVisible();
    const transactions = page.getByRole('region', { name: 'Transacciones' });
    await expect(transactions.getByText('Total', { exact: true })).toBeVisible();
    const todayTotal = await transactions
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent();

    const asked = statsRequest(page, 'trans', () => true);
    await page.getByLabel('Rango de fechas para todas las tarjetas').click();
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    const range = (await asked).postDataJSON().value as string[];
    const [y, m] = range[0]!.split('-');
    expect(range[0]).toBe(`${y}-${m}-01`);
    expect(range[1]!.endsWith('-01')).toBe(true);

    const lastMonth = await stats(page, 'trans', range);
    expect(lastMonth.data.total).toBeGreaterThan(0);
    const figure = (label: string) =>
      transactions.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(figure('Total')).toHaveText(es(lastMonth.data.total));
    expect(es(lastMonth.data.total)).not.toBe(todayTotal);
    // Deferred receipts apart from pending ones (the demo history defers some every week); the four
    // statuses make up the total.
    const { aprobados, pendientes, pospuestos, rechazados } = lastMonth.data;
    expect(pospuestos).toBeGreaterThan(0);
    expect(aprobados + pendientes + pospuestos + rechazados).toBe(lastMonth.data.total);
    await expect(figure('Pendientes')).toHaveText(es(pendientes));
    await expect(figure('Pospuestos')).toHaveText(es(pospuestos));
    for (const card of ['Cargas', 'Transacciones', 'Valores', 'Clientes', 'Operadores'])
      await expect(
        page.getByRole('region', { name: card }).getByRole('button', { name: /Rango de fechas/ }),
      ).toContainText(`01/${m}/${y}`);
    const operators = await stats(page, 'operador', range);
    await expect(
      page.getByRole('region', { name: 'Operadores' }).getByText(es(operators.data), { exact: true }),
    ).toBeVisible();
  });

  test('switches the Cargas chart between Cargas, Valor and Clientes', async ({ page }) => {
    await openDashboard(page, 'cargas');
    const loads = page.getByRole('region', { name: 'Cargas' });
    // Each label shows in the figures and again in the chart's legend.
    await expect(loads.getByText('Cargas con bono').first()).toBeVisible();
    const valor = statsRequest(page, 'cargas', (body) => body.options === 'Valor');
    await loads.getByText('Valor', { exact: true }).click();
    await valor;
    await expect(loads.getByText('Valor cargado').first()).toBeVisible();
    await expect(loads.getByText('Cargas con bono')).toHaveCount(0);
    await loads.getByText('Clientes', { exact: true }).click();
    await expect(loads.getByText('Clientes distintos')).toBeVisible();
    await expect(loads.getByText('Valor cargado')).toHaveCount(0);
  });

  test('opens one help window at a time', async ({ page }) => {
    await page.goto('/config');
    await page.getByRole('button', { name: 'Ayuda: Cargas' }).click();
    await expect(page.getByRole('dialog', { name: 'Ayuda: Cargas' })).toBeVisible();
    await page.getByRole('button', { name: 'Ayuda: Operadores' }).click();
    await expect(page.getByRole('dialog', { name: 'Ayuda: Operadores' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ayuda: Cargas' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('downloads a Clientes list after confirming: export.csv with the header and its rows', async ({
    page,
  }) => {
    await page.goto('/config');
    const clients = page.getByRole('region', { name: 'Clientes' });
    const asked = statsRequest(page, 'cliente', (body) => body.value[0]!.endsWith('-01'));
    await clients.getByRole('button', { name: /Rango de fechas/ }).click();
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    const range = (await asked).postDataJSON().value as string[];
    const counts = await stats(page, 'cliente', range);
    const expected = counts.listados.find((l: { list: string }) => l.list === 'new').count as number;
    expect(expected).toBeGreaterThan(0);

    await clients.getByRole('button', { name: `Nuevos (${es(expected)})` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('Desea descargar el listado de clientes nuevos?')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('export.csv');

    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFFpanelUsername;phone;createdAt\r\n')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(expected);
    const [y, m] = range[0]!.split('-');
    for (const row of rows) expect(row).toMatch(new RegExp(`^dm\\w+;"\\t\\d+";\\d{2}-${m}-${y}$`));
  });
});

test.describe('statistics dashboard (cajero)', () => {
  test.use({ storageState: sessionFile('cajero') });

  test("rol 3 sees 'Panel de control' without cards or date filters", async ({ page }) => {
    const statsCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard/')) statsCalls.push(request.url());
    });
    await page.goto('/config');
    await expect(page.getByRole('heading', { name: 'Panel de control', level: 1 })).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(0);
    await expect(page.getByLabel('Rango de fechas para todas las tarjetas')).toHaveCount(0);
    expect(statsCalls).toEqual([]);
  });
});
