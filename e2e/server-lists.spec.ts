import { expect, test } from '@playwright/test';
import { sendNotice, sessionFile, sessionToken } from './demo';
import {
  column,
  createPlayer,
  deposit,
  exportedRows,
  FIRST_PAINT,
  NOTIFICATION_HEADERS,
} from './list-screens';
import { expectSortedDescending, sortDescending } from './list-sort';

/**
 * The lists sorted and paged by the server (docs/features/lists.md): Notificaciones and the
 * movement history of Cajeros. Sort, search and page survive a reload, and the export holds the rows
 * the list shows, every page.
 */

test.describe('Notificaciones (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test('sort, search and page survive a reload, and the CSV has the rows of every page', async ({ page }) => {
    // 30 notices of a sender of this run: two pages of 25 once searched.
    const run = `Lista${String(Date.now()).slice(-7)}`;
    for (let i = 1; i <= 30; i++) {
      await sendNotice(page.request, {
        date: new Date(Date.now() - i * 60_000).toISOString(),
        bank: 'Banco Nación',
        from: `${run} remitente ${String(i).padStart(2, '0')}`,
        amount: ((i * 37) % 50) + 1,
        account: 'Laura Gómez',
      });
    }

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notificaciones' })).toBeVisible(FIRST_PAINT);
    const search = page.getByRole('searchbox', { name: 'Buscar por remitente, banco o cuenta' });
    await search.pressSequentially(run.toLowerCase());
    await sortDescending(page, 'Monto');
    await expect(page).toHaveURL(new RegExp(`sort=amount&dir=desc&q=${run.toLowerCase()}`));
    await expect(page.locator('main tbody tr')).toHaveCount(25);
    const first = await column(page, 'main', 2);
    expect(first.every((sender) => sender.startsWith(run))).toBe(true);

    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/after=\d+/);
    await expect(page.locator('main tbody tr')).toHaveCount(5);
    const second = await column(page, 'main', 2);
    const amounts = await column(page, 'main', 3);

    await page.reload();
    await expectSortedDescending(page, 'Monto', FIRST_PAINT);
    await expect(search).toHaveValue(run.toLowerCase());
    await expect(page.locator('main tbody tr')).toHaveCount(5);
    expect(await column(page, 'main', 2)).toEqual(second);
    expect(await column(page, 'main', 3)).toEqual(amounts);

    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect(page.locator('main tbody tr')).toHaveCount(25);
    expect(await column(page, 'main', 2)).toEqual(first);

    const { header, rows } = await exportedRows(page);
    expect(header).toEqual(NOTIFICATION_HEADERS);
    expect(rows.map((row) => row[2])).toEqual([...first, ...second]);
  });
});

test.describe('Público (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test('sort, search and page survive a reload, and the CSV has the rows the list shows', async ({
    page,
  }) => {
    // 27 audiences of this run: two pages of 25 once searched.
    const run = `Lista${String(Date.now()).slice(-7)}`;
    const headers = { 'x-access-token': sessionToken('admin') };
    for (let i = 1; i <= 27; i++) {
      const response = await page.request.post('/api/audiences', {
        headers,
        data: {
          name: `${run} público ${String(i).padStart(2, '0')}`,
          chargesQuantityMin: (i * 7) % 10,
          chargesQuantityMax: 20,
          daysInactiveMin: 0,
          daysInactiveMax: 30,
          chargeAmountMin: 0,
          chargeAmountMax: 1000,
        },
      });
      expect(response.status()).toBe(201);
    }

    await page.goto('/config/audiences');
    await expect(page.getByRole('heading', { name: 'Público' })).toBeVisible(FIRST_PAINT);
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).pressSequentially(run.toLowerCase());
    await sortDescending(page, 'Cantidad de cargas');
    await expect(page.locator('main tbody tr')).toHaveCount(25);
    const first = await column(page, 'main', 0);
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/sort=chargesQuantity&dir=desc&page=2/);
    await expect(page.locator('main tbody tr')).toHaveCount(2);
    const second = await column(page, 'main', 0);

    await page.reload();
    await expectSortedDescending(page, 'Cantidad de cargas', FIRST_PAINT);
    await expect(page.locator('main tbody tr')).toHaveCount(2);
    expect(await column(page, 'main', 0)).toEqual(second);

    const { header, rows } = await exportedRows(page);
    expect(header?.[0]).toBe('Nombre');
    expect(rows.map((row) => row[0])).toEqual([...first, ...second]);
  });
});

test.describe('Cajeros: the movement history (cajero)', () => {
  test.use({ storageState: sessionFile('cajero') });

  test('sort, filters and page survive a reload, and the CSV has the rows of every page', async ({
    page,
  }) => {
    const headers = { 'x-access-token': sessionToken('cajero') };
    const username = await createPlayer(page.request, 'historial prueba');
    for (let i = 1; i <= 14; i++) await deposit(page.request, username, ((i * 7) % 11) + 1);
    await page.request.post('/api/clients/pay', { headers, data: { username, amount: 2 } });

    await page.goto('/config/cashiers');
    await expect(page.getByRole('heading', { name: 'Cajeros' })).toBeVisible(FIRST_PAINT);
    await page.getByRole('combobox', { name: 'Buscar cliente' }).pressSequentially(username);
    await page.getByRole('option', { name: new RegExp(username) }).click();
    await page.getByRole('button', { name: 'Historial', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Historial de movimientos de: ${username}` });
    await expect(dialog.getByText('15 movimientos')).toBeVisible();

    // Loads only, by total descending, page 2.
    await dialog.getByText('Retiros', { exact: true }).click();
    await expect(dialog.getByText('14 movimientos')).toBeVisible();
    await sortDescending(dialog, 'Total');
    const firstPage = await column(page, '[role=dialog]', 2);
    await dialog.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/history=.*htypes=deposits%2Cgames.*hsort=amount&hdir=desc&hpage=2/);
    await expect(dialog.locator('tbody tr')).toHaveCount(4);
    const secondPage = await column(page, '[role=dialog]', 2);

    await page.reload();
    await expect(dialog).toBeVisible(FIRST_PAINT);
    await expect(dialog.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(dialog.getByRole('checkbox', { name: 'Retiros' })).not.toBeChecked();
    await expect(dialog.locator('tbody tr')).toHaveCount(4);
    expect(await column(page, '[role=dialog]', 2)).toEqual(secondPage);

    const { header, rows } = await exportedRows(page);
    expect(header).toEqual(['Fecha', 'Tipo', 'Total', 'Antes', 'Después', 'Marca', 'Juego', 'Moneda']);
    // '+$ 11,00' on screen is 11 in the file.
    const onScreen = [...firstPage, ...secondPage].map((cell) =>
      cell.replace(/[+$\s.]/g, '').replace(/,00$/, ''),
    );
    expect(rows.map((row) => row[2])).toEqual(onScreen);

    // Closing drops the state from the address.
    await dialog.getByRole('button', { name: 'Cerrar ventana' }).click();
    await expect(page).not.toHaveURL(/history=/);
  });
});
