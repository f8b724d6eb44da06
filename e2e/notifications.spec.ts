import { expect, test } from '@playwright/test';
import { realtimeReady, sendNotice, sessionFile } from './demo';
import { NOTIFICATION_HEADERS } from './list-screens';

test.describe('Notificaciones (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test('lists the bank notices and shows a new one as it arrives, without reloading', async ({
    page,
    request,
  }) => {
    const live = realtimeReady(page);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Notificaciones de transferencias' });
    await expect(table.getByRole('columnheader')).toHaveText(NOTIFICATION_HEADERS);
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await live;
    await page.evaluate(() => ((window as { e2eMark?: string }).e2eMark = 'sin recargar'));

    const sender = `Remitente E2E ${Date.now()}`;
    await sendNotice(request, {
      date: '2025-03-01T12:04:00-03:00',
      bank: 'Banco E2E',
      from: sender,
      amount: 4321.5,
      account: 'Laura Gómez',
    });

    const row = table.getByRole('row').filter({ hasText: sender });
    await expect(row.getByRole('cell')).toHaveText([
      '01/03/2025 12:04',
      'Banco E2E',
      sender,
      '$ 4.321,50',
      'Laura Gómez',
      '—',
    ]);
    expect(await page.evaluate(() => (window as { e2eMark?: string }).e2eMark)).toBe('sin recargar');
  });

  test("'Actualizar' reads the list again", async ({ page }) => {
    await page.goto('/notifications');
    await expect(page.getByRole('table', { name: 'Notificaciones de transferencias' })).toBeVisible();
    const reread = page.waitForResponse(
      // The screen asks for a page of the list (docs/features/lists.md): the path, whatever its query.
      (r) => new URL(r.url()).pathname === '/api/notifications' && r.request().method() === 'GET',
    );
    await page.getByRole('button', { name: 'Actualizar' }).click();
    expect((await reread).status()).toBe(200);
  });
});
