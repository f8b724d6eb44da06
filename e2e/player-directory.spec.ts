import { expect, test, type Page } from '@playwright/test';
import { sessionFile } from './demo';
import { createPlayer, deposit, exportedRows, FIRST_PAINT } from './list-screens';
import { expectSortedDescending, sortDescending } from './list-sort';

/** The usernames the list shows, in its order. */
const shownUsernames = (page: Page) =>
  page
    .locator('main tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td p')?.textContent?.trim() ?? ''));

test.describe('Jugadores (rol 3)', () => {
  test.use({ storageState: sessionFile('cajero') });

  test('sort, search and page survive a reload; the export has the rows of the list; a row opens in Cajeros', async ({
    page,
  }) => {
    test.slow(); // 27 players made through the API first
    // Letters only, so the name keeps it whole: this run's players, whatever else the island holds.
    const token = [...String(Date.now()).slice(-7)].map((d) => 'abcdefghij'[Number(d)]).join('');
    const usernames: string[] = [];
    for (let i = 0; i < 27; i++) {
      const username = await createPlayer(
        page.request,
        `directorio ${token}`,
        `12${token.length}${String(Date.now()).slice(-5)}${String(i).padStart(2, '0')}`,
      );
      usernames.push(username);
      await deposit(page.request, username, (i + 1) * 10);
    }
    const byBalanceDesc = [...usernames].reverse();

    await page.goto('/config/cashiers');
    await page.getByRole('link', { name: 'Jugadores' }).click();
    await expect(page.getByRole('heading', { name: 'Jugadores' })).toBeVisible(FIRST_PAINT);
    await page
      .getByRole('searchbox', { name: 'Buscar por usuario, teléfono o nombre' })
      .pressSequentially(token);
    await expect(page.getByText('27 filas')).toBeVisible();
    await sortDescending(page, 'Saldo');
    await expect(page.locator('main tbody tr').first()).toContainText('$ 270,00');
    const firstPage = await shownUsernames(page);
    expect(firstPage).toEqual(byBalanceDesc.slice(0, 25));

    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ sort: 'balance', dir: 'desc', q: token, page: '2' });
    await expect(page.locator('main tbody tr')).toHaveCount(2);
    await expect(page.locator('main tbody tr').last()).toContainText('$ 10,00');

    await page.reload();
    await expectSortedDescending(page, 'Saldo', FIRST_PAINT);
    await expect(page.getByRole('searchbox', { name: 'Buscar por usuario, teléfono o nombre' })).toHaveValue(
      token,
    );
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main tbody tr')).toHaveCount(2);
    const secondPage = await shownUsernames(page);
    expect(secondPage).toEqual(byBalanceDesc.slice(25));

    const { header, rows } = await exportedRows(page);
    expect(header).toEqual(['Usuario', 'Nombre', 'Teléfono', 'Saldo', 'Última carga', 'Alta', 'Estado']);
    expect(rows.map((row) => row[0])).toEqual([...firstPage, ...secondPage]);
    expect(rows[0]!.slice(3, 4)).toEqual(['270']);

    // A row's actions: open it in Cajeros, selected.
    await page.getByRole('button', { name: `Acciones de ${secondPage[0]}` }).click();
    await page.getByRole('menuitem', { name: 'Abrir en Cajeros' }).click();
    await expect(page.getByTestId('selected-username')).toHaveText(secondPage[0]!, FIRST_PAINT);
    await expect(page.getByTestId('balance')).toHaveText('$ 20,00');
  });
});
