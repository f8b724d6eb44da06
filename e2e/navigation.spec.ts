import { expect, test } from '@playwright/test';
import { DEMO_USERS, sessionFile, signInThroughForm } from './demo';

/** SPEC §2.2: the links each role sees, in order ('Configuracion' is rol 1's collapsible section). */
const MENU: Record<number, { links: string[]; section: string[] }> = {
  1: {
    links: ['Inicio', 'Cajeros', 'Cuentas', 'Comprobantes', 'Ignorados'],
    section: ['Bancos', 'Campañas', 'Islas', 'Bots', 'Usuarios'],
  },
  2: { links: ['Inicio', 'Cajeros', 'Cuentas', 'Comprobantes', 'Ignorados'], section: [] },
  3: { links: ['Inicio', 'Cajeros', 'Cuentas', 'Comprobantes'], section: [] },
  4: { links: ['Comprobantes'], section: [] },
  5: { links: ['Comprobantes'], section: [] },
};

for (const { username, rol } of DEMO_USERS) {
  test(`${username} (rol ${rol}) signs in and sees exactly the menu of §2.2`, async ({ page }) => {
    await signInThroughForm(page, username);
    await expect(page).toHaveURL(/\/checker$/);
    await page.goto('/config');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByText('PANEL DE CONTROL')).toBeVisible();
    const section = menu.getByRole('button', { name: 'Configuracion' });
    if (MENU[rol]!.section.length) await section.click();
    else await expect(section).toHaveCount(0);
    const expected = [...MENU[rol]!.links, ...MENU[rol]!.section, 'Salir'];
    await expect(menu.getByRole('link')).toHaveText(expected);
  });
}

test.describe('guards', () => {
  test.use({ storageState: sessionFile('cajero') });

  test('a route the role may not enter, typed in the address bar, lands on /error', async ({ page }) => {
    for (const path of ['/config/users', '/config/players', '/notifications', '/config/Islands']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/error$/);
      await expect(page.getByText('No tiene permiso para entrar a esta seccion')).toBeVisible();
    }
    await page.goto('/config/cashiers');
    await expect(page).toHaveURL(/\/config\/cashiers$/);
  });

  test('an unknown path shows the not-found page with a link to /checker', async ({ page }) => {
    await page.goto('/esto/no/existe');
    await expect(page.getByText('No se encuentra la pagina que usted esta buscando')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    await page.getByRole('link', { name: /Comprobantes/ }).click();
    await expect(page).toHaveURL(/\/checker$/);
  });
});

test('without a session every protected route lands on /login', async ({ page }) => {
  for (const path of ['/checker', '/config', '/config/users', '/notifications']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('Salir clears the session: protected routes then go to /login', async ({ page }) => {
  await signInThroughForm(page, 'moderador');
  await expect(page).toHaveURL(/\/checker$/);
  await page.goto('/config');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/config');
  await expect(page).toHaveURL(/\/login$/);
});
