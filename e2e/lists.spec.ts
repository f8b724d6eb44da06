import { expect, test } from '@playwright/test';
import { buildCbu } from '../packages/domain/src/bank-accounts/cbu';
import { businessDay } from '../packages/domain/src/date-range';
import { formatPesos } from '../packages/domain/src/money';
import { expectAccessible } from './axe';
import { sessionFile, sessionToken } from './demo';
import { openFlows, switchFlow } from './island-flows';
import { column, createPlayer, exportedRows, FIRST_PAINT } from './list-screens';
import { expectSortedDescending, sortDescending } from './list-sort';

test.describe('lists (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test('Cuentas: sort and search survive a reload, and the CSV has the rows the list shows', async ({
    page,
  }) => {
    await page.goto('/config/bankaccounts');
    await expect(page.getByRole('heading', { name: 'Cuentas' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('cell', { name: 'Laura Gómez' }).first()).toBeVisible();

    // Total descending, then only Banco Nación's wallets.
    await sortDescending(page, 'Total');
    await page.getByRole('searchbox', { name: 'Buscar por banco, titular o CBU' }).fill('nacion');
    await expect(page).toHaveURL(/sort=amount&dir=desc&q=nacion/);
    const shown = await column(page, 'main', 0);
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(['Banco Nación']));

    await page.reload();
    await expectSortedDescending(page, 'Total');
    await expect(page.getByRole('searchbox', { name: 'Buscar por banco, titular o CBU' })).toHaveValue(
      'nacion',
    );
    const holders = await page
      .locator('main tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => row.querySelectorAll('td')[1]?.querySelector('p')?.textContent),
      );
    const { header, rows } = await exportedRows(page);
    expect(header).toEqual(['Banco', 'Titular', 'Total', 'CBU', 'Activa']);
    expect(rows.map((row) => row[1])).toEqual(holders);
    expect(rows.every((row) => row[0] === 'Banco Nación')).toBe(true);

    // A search that matches nothing says so.
    await page.getByRole('searchbox', { name: 'Buscar por banco, titular o CBU' }).fill('zzzz');
    await expect(page.getByText('Ninguna cuenta coincide con la búsqueda.')).toBeVisible();
  });

  test('Bancos: sorted by name descending from the address, exported in that order', async ({ page }) => {
    await page.goto('/config/banks?sort=bankname&dir=desc');
    await expect(page.getByRole('cell', { name: 'Banco Nación', exact: true })).toBeVisible(FIRST_PAINT);
    await expectSortedDescending(page, 'Nombre');
    const shown = await column(page, 'main', 0);
    expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a, 'es')));
    // The browser's download manager fetches a signed link itself (docs/features/lists.md 'Exports'),
    // named by the answer; the page shows no loading overlay meanwhile.
    const { rows, url, filename } = await exportedRows(page);
    expect(rows.map((row) => row[0])).toEqual(shown);
    expect(new URL(url).pathname + new URL(url).search).toMatch(
      /^\/api\/banks\/export\.csv\?sort=bankname&dir=desc&download=[\w.-]+$/,
    );
    expect(filename).toBe('bancos.csv');
    await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0);
  });

  test('Números ignorados: sort and search survive a reload, and the CSV has the rows the list shows', async ({
    page,
  }) => {
    await page.goto('/config/players?sort=phone&dir=desc');
    await expect(page.getByRole('cell', { name: '5491100000001', exact: true })).toBeVisible(FIRST_PAINT);
    await expectSortedDescending(page, 'Número');
    const search = page.getByRole('searchbox', { name: 'Buscar número' });
    await search.fill('54911');
    await expect(page).toHaveURL(/sort=phone&dir=desc&q=54911/);

    await page.reload();
    await expect(search).toHaveValue('54911', FIRST_PAINT);
    await expect(page.getByRole('cell', { name: '5491100000002', exact: true })).toBeVisible();
    const shown = await column(page, 'main', 0);
    expect(shown.slice(0, 2)).toEqual(['5491100000002', '5491100000001']);
    expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a, 'es', { numeric: true })));
    const { header, rows } = await exportedRows(page);
    expect(header).toEqual(['Número']);
    // The number is kept as text: a tab inside quotes before the digits.
    expect(rows.map((row) => row[0]!.replace(/^"\t|"$/g, ''))).toEqual(shown);

    await search.fill('zzzz');
    await expect(page.getByText('Ningún número coincide con la búsqueda.')).toBeVisible();
  });

  test('Islas: switching a flow asks first; a cancel changes nothing, a confirmation saves', async ({
    page,
  }) => {
    await page.goto('/config/Islands');
    await expect(page.getByRole('button', { name: /^Editar flujos de / }).first()).toBeVisible(FIRST_PAINT);
    const island = (await column(page, 'main', 0))[0]!;
    const flows = await openFlows(page, island);
    const help = flows.getByRole('switch', { name: 'Ayuda' });
    await expect(help).toBeChecked();

    await help.click();
    const ask = page.getByRole('dialog', { name: '¿Desactivar Ayuda?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(help).toBeChecked();

    await switchFlow(page, flows, 'Ayuda', 'Desactivar');
    await expect(page.getByText('Flujo actualizado')).toBeVisible();
    await expect(help).not.toBeChecked();

    // Back on, as the demo island had it.
    await switchFlow(page, flows, 'Ayuda', 'Activar');
    await expect(help).toBeChecked();
  });

  test('the list screens pass axe at 1366 and 390 px', async ({ page }) => {
    test.slow(); // six screens, each measured by axe
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/config/bankaccounts?sort=amount&dir=desc',
        '/config/users?q=a',
        '/config/cashiers/turno',
        '/config/players?sort=phone&dir=desc',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      }
    }
  });
});

test.describe('rol 3 (cajero)', () => {
  test.use({ storageState: sessionFile('cajero'), permissions: ['clipboard-read', 'clipboard-write'] });

  test('sees and copies accounts, but neither unloads, deletes nor changes a CBU', async ({ page }) => {
    await page.goto('/config/bankaccounts');
    const label = 'cuenta de Laura Gómez (Banco Nación)';
    await expect(page.getByRole('button', { name: `Copiar CBU de ${label}` })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('button', { name: `Descargar billetera de ${label}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Borrar ${label}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Editar ${label}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar cuenta' });
    await expect(edit.getByLabel('CBU')).toHaveAttribute('readonly', '');
    await expect(edit.getByText('Solo un administrador o moderador cambia el CBU')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    // The server refuses the same actions to a hand-made request.
    const headers = { 'x-access-token': sessionToken('cajero') };
    const accounts = (await (await page.request.get('/api/bankaccount', { headers })).json()).items as {
      id: number;
      name: string;
      bankId: number;
      number: string;
    }[];
    const laura = accounts.find((account) => account.name === 'Laura Gómez')!;
    const unload = await page.request.post(`/api/bankaccount/unload/${laura.id}`, {
      headers,
      data: { amountToUnload: 1 },
    });
    expect(unload.status()).toBe(403);
    expect((await unload.json()).message).toBe('No tiene permiso para realizar esta acción');
    const cbu = await page.request.post(`/api/bankaccount/${laura.id}`, {
      headers,
      data: { name: laura.name, bankId: laura.bankId, number: buildCbu('0170099', '0000000000042') },
    });
    expect(cbu.status()).toBe(403);
    expect((await cbu.json()).message).toBe(
      'Su rol no puede cambiar el CBU de una cuenta: pídaselo a un administrador o moderador',
    );
  });

  test('Mi turno: the loads and withdrawals made today, their totals and the CSV', async ({ page }) => {
    const headers = { 'x-access-token': sessionToken('cajero') };
    const username = await createPlayer(page.request, 'turno prueba');
    const before = (
      await (
        await page.request.get(`/api/clients/my-shift?start=${businessDay(new Date())}`, { headers })
      ).json()
    ).totals;

    await page.goto('/config/cashiers');
    await page.getByRole('link', { name: 'Mi turno' }).click();
    await expect(page.getByRole('heading', { name: 'Mi turno' })).toBeVisible(FIRST_PAINT);
    for (const [kind, amount] of [
      ['deposit', 1500.5],
      ['pay', 200.25],
    ] as const) {
      const response = await page.request.post(`/api/clients/${kind}`, {
        headers,
        data: { username, amount },
      });
      expect(response.status()).toBe(200);
    }
    await page.reload();
    const rows = page.locator('main tbody tr').filter({ hasText: username });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Retiro');
    await expect(rows.first()).toContainText('$ 200,25');
    await expect(rows.nth(1)).toContainText('Carga');
    await expect(rows.nth(1)).toContainText('$ 1.500,50');
    const net = before.net + 1500.5 - 200.25;
    await expect(page.getByText(formatPesos(net), { exact: true })).toBeVisible();

    const { header, rows: exported } = await exportedRows(page);
    expect(header).toEqual(['Fecha', 'Tipo', 'Usuario', 'Monto']);
    expect(exported.filter((row) => row[2] === username).map((row) => [row[1], row[3]])).toEqual([
      ['Carga', '1500,5'],
      ['Retiro', '200,25'],
    ]);
  });
});
