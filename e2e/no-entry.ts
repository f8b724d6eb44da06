import { expect, type Page } from '@playwright/test';
import { tokenOf } from './demo';

/**
 * The page's role may neither open the screen (the guard sends it to /error) nor make the call
 * behind it (403 with the server's message), as docs/features/roles.md decides.
 */
export async function expectNoEntry(
  page: Page,
  screen: string,
  call: `${'GET' | 'POST'} /api/${string}`,
  data?: unknown,
): Promise<void> {
  const [method, url] = call.split(' ') as [string, string];
  await page.goto(screen);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('No tiene permiso para entrar a esta seccion')).toBeVisible();
  const response = await page.request.fetch(url, {
    method,
    headers: { 'x-access-token': await tokenOf(page) },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ message: 'No tiene permiso para realizar esta acción' });
}
