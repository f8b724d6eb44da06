import type { Browser } from '@playwright/test';
import { sessionFile, sessionToken } from './demo';
import type { Island } from './receipts';

/**
 * Rol 1's 'Doble control' block of an island on Islas (docs/features/queue.md), opened in an admin
 * context of its own: `save` presses its button, `stored` reads what the server keeps.
 */
export async function openFourEyesBlock(browser: Browser, island: Pick<Island, 'id' | 'name'>) {
  const admin = await browser.newContext({ storageState: sessionFile('admin') });
  const page = await admin.newPage();
  await page.goto('/config/Islands');
  await page.getByRole('button', { name: `Editar ${island.name}`, exact: true }).click();
  const block = page.getByRole('form', { name: 'Doble control' });
  const save = () => block.getByRole('button', { name: 'Guardar doble control' }).click();
  const stored = async () => {
    const answer = await page.request.get(`/api/tenants/${island.id}/four-eyes`, {
      headers: { 'x-access-token': sessionToken('admin') },
    });
    return (await answer.json()) as {
      fourEyesAbove: number | null;
      fourEyesEditAbove: number | null;
      claimLimit: number;
    };
  };
  return { admin, page, block, save, stored };
}
