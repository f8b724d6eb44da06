import { expect, test, type Page } from '@playwright/test';
import { sessionFile, tokenOf, type DemoUsername } from './demo';

/** What a role is turned away from: a screen and the API call behind it (with its body, if it sends one). */
export interface Entry {
  screen: string;
  call: `${'GET' | 'POST'} /api/${string}`;
  data?: unknown;
}

/**
 * The page's role may neither open the screen (the guard sends it to /error) nor make the call
 * behind it (403 with the server's message), as docs/features/roles.md decides.
 */
export async function expectNoEntry(page: Page, { screen, call, data }: Entry): Promise<void> {
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

/**
 * The block a screen's spec ends with: `describe`, signed in as `role`, holds the test `name`
 * that expects `role` to be turned away from `entry` (expectNoEntry).
 */
export function describeNoEntry(describe: string, role: DemoUsername, name: string, entry: Entry): void {
  test.describe(describe, () => {
    test.use({ storageState: sessionFile(role) });

    test(name, async ({ page }) => {
      await expectNoEntry(page, entry);
    });
  });
}
