import type { Page } from '@playwright/test';

/** The demo users of DESIGN §4, as the seed creates them. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = [
  { username: 'admin', rol: 1 },
  { username: 'moderador', rol: 2 },
  { username: 'cajero', rol: 3 },
  { username: 'pagador', rol: 4 },
  { username: 'aprobador', rol: 5 },
] as const;
export type DemoUsername = (typeof DEMO_USERS)[number]['username'];

export const sessionFile = (username: DemoUsername) => `.tmp/e2e-sessions/${username}.json`;

export async function signInThroughForm(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}
