import { expect, test } from '@playwright/test';
import { createStaff, DEMO_USERS, sessionFile, signInToChecker, tokenOf } from './demo';

/** Rol 1's and rol 2's links outside the 'Configuracion' section. */
const MANAGER_LINKS = [
  'Inicio',
  'Cajeros',
  'Cuentas',
  'Comprobantes',
  'Pospuestos',
  'Retiros',
  'Ignorados',
  'Auditoría',
  'Supervisión',
];

/** docs/features/shell.md: the links each role sees, in order ('Configuracion' is rol 1's collapsible section). */
const MENU: Record<number, { links: string[]; section: string[] }> = {
  1: {
    links: MANAGER_LINKS,
    section: ['Bancos', 'Campañas', 'Islas', 'Bots', 'Usuarios'],
  },
  2: {
    links: MANAGER_LINKS,
    section: [],
  },
  3: { links: ['Inicio', 'Cajeros', 'Cuentas', 'Comprobantes', 'Pospuestos', 'Retiros'], section: [] },
  // Pagos for the payer, Retiros for the approver (docs/features/withdrawals.md).
  4: { links: ['Comprobantes', 'Pospuestos', 'Pagos'], section: [] },
  5: { links: ['Comprobantes', 'Pospuestos', 'Retiros'], section: [] },
};

for (const { username, rol } of DEMO_USERS) {
  test(`${username} (rol ${rol}) signs in and sees exactly the menu of docs/features/shell.md`, async ({
    page,
  }) => {
    await signInToChecker(page, username);
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

test('Salir ends the session on the server too: the old token then answers 401; protected routes go to /login', async ({
  page,
  request,
}) => {
  // A user of its own: Salir ends every session of the user, so a demo user's stored one would go too.
  const username = `salir${Date.now().toString(36)}`;
  const password = 'clave-de-salida-1';
  await createStaff(request, { username, password, rol: 2 });
  await signInToChecker(page, username, password);
  const token = await tokenOf(page);
  const asUser = () => request.get('/api/this/tenants', { headers: { 'x-access-token': token } });
  expect((await asUser()).status()).toBe(200);
  await page.goto('/config');
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Salir' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await asUser()).status()).toBe(401);
  await page.goto('/config');
  await expect(page).toHaveURL(/\/login$/);
});
