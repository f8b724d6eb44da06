import { expect, test, type Locator, type Page } from '@playwright/test';
import { createStaff, sessionFile, signedIn, tokenOf } from './demo';
import { describeNoEntry } from './no-entry';
import { FIRST_PAINT } from './list-screens';
import { removeRow, rowOf } from './rows';

/** The list pages its rows, and other specs add users: search for the one a test made. */
const searchFor = (page: Page, name: string) => page.getByRole('searchbox', { name: /^Buscar/ }).fill(name);

const PASSWORD = 'clave-e2e-123';

async function fillUser(modal: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await modal.getByLabel(label, { exact: true }).fill(value);
}

async function islandOf(page: Page): Promise<number> {
  const headers = { 'x-access-token': await tokenOf(page) };
  return ((await (await page.request.get('/api/this/tenants', { headers })).json()) as { islanID: number })
    .islanID;
}

test.describe('Usuarios (admin)', () => {
  test.use({ storageState: sessionFile('admin') });

  test('lists the others, not the signed-in user, with their status', async ({ page }) => {
    await page.goto('/config/users');
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible(FIRST_PAINT);
    await expect(rowOf(page, 'moderador@demo.local')).toContainText('Activo');
    await expect(rowOf(page, 'moderador@demo.local')).toContainText('Isla Demo');
    await expect(page.getByRole('cell', { name: 'admin@demo.local' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Acciones' })).toBeVisible();
  });

  test('the Usuario modal gives the docs/features/users.md messages in order, then creates with rol 3 and active', async ({
    page,
  }) => {
    const username = `e2e_orden_${Date.now()}`;
    await page.goto('/config/users');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const modal = page.getByRole('dialog', { name: 'Usuario' });
    await expect(modal.getByRole('combobox', { name: 'Rol' })).toHaveValue('3 · Cajero');
    await expect(modal.getByRole('switch', { name: 'Activo' })).toBeChecked();
    await expect(modal.getByRole('combobox', { name: 'Isla' })).toHaveValue('Isla Demo');
    await modal.getByRole('button', { name: 'Quitar isla' }).click();

    const submit = async (message: string) => {
      await modal.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText(message).last()).toBeVisible();
      await expect(modal).toBeVisible();
    };
    await submit('Debe ingresar un nombre');
    await fillUser(modal, { 'Nombre de usuario': username });
    await submit('Debe ingresar un email');
    await fillUser(modal, { 'E-mail': `${username}@e2e.local` });
    await submit('Debe ingresar una isla');
    await modal.getByRole('combobox', { name: 'Isla' }).click();
    await page.getByRole('option', { name: 'Isla Demo' }).click();
    await submit('Debe completar ambos campos de contraseñas');
    await fillUser(modal, { Contraseña: 'corta-1' });
    await submit('Debe completar ambos campos de contraseñas');
    await fillUser(modal, { 'Repetir contraseña': 'corta-2' });
    await submit('Las contraseñas no coinciden');
    await fillUser(modal, { Contraseña: 'corta', 'Repetir contraseña': 'corta' });
    await submit('La contraseña debe terner al menos 8 caracteres');
    await fillUser(modal, { Contraseña: PASSWORD, 'Repetir contraseña': PASSWORD });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario creado')).toBeVisible();
    await expect(modal).toBeHidden();
    await searchFor(page, username);
    await expect(rowOf(page, username)).toContainText('3 · Cajero');
    await expect(rowOf(page, username)).toContainText('Activo');

    await page.request.delete(`/api/user/${await idOf(page, username)}`, {
      headers: { 'x-access-token': await tokenOf(page) },
    });
  });

  test('edit, block (their open session ends), unblock and delete a user', async ({ page, browser }) => {
    const username = `e2e_user_${Date.now()}`;
    await page.goto('/config/users');
    await createStaff(page.request, { username, rol: 4, password: PASSWORD });
    await page.getByRole('button', { name: 'Recargar' }).click();
    await searchFor(page, username);
    await expect(rowOf(page, username)).toContainText('4 · Pagador');

    // Edit with both passwords empty: the password stays.
    await page.getByRole('button', { name: `Editar a ${username}` }).click();
    const modal = page.getByRole('dialog', { name: 'Usuario' });
    await expect(modal.getByLabel('Nombre de usuario')).toHaveValue(username);
    await fillUser(modal, { 'E-mail': `${username}@editado.local` });
    await modal.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: '5 · Aprobador' }).click();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await expect(rowOf(page, username)).toContainText(`${username}@editado.local`);
    await expect(rowOf(page, username)).toContainText('5 · Aprobador');

    // The user signs in (the password was kept) and keeps a page open.
    const { context: theirs, page: theirPage } = await signedIn(browser, username, PASSWORD);

    await page.getByRole('button', { name: `Bloquear a ${username}` }).click();
    await expect(page.getByText('Usuario bloqueado')).toBeVisible();
    await expect(rowOf(page, username)).toContainText('Bloqueado');

    // Their next call is refused: the panel ends the session and goes to login.
    await theirPage.goto('/config');
    await expect(theirPage).toHaveURL(/\/login$/);
    await theirs.close();

    await page.getByRole('button', { name: `Activar a ${username}` }).click();
    await expect(page.getByText('Usuario activado')).toBeVisible();
    await expect(rowOf(page, username)).toContainText('Activo');

    await removeRow(page, `Borrar a ${username}`, 'Desea borrar este usuario', 'Usuario eliminado');
    await expect(rowOf(page, username)).toHaveCount(0);
  });

  test('an administrator cannot delete or block themselves', async ({ page }) => {
    await page.goto('/config/users');
    const headers = { 'x-access-token': await tokenOf(page) };
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').id as number);
    const remove = await page.request.delete(`/api/user/${me}`, { headers });
    expect(remove.status()).toBe(422);
    expect(((await remove.json()) as { message: string }).message).toBe('No puede eliminarse a si mismo');
    const toggle = await page.request.post(`/api/user/${me}/toggle`, { headers });
    expect(((await toggle.json()) as { message: string }).message).toBe(
      'No puede cambiarse el estado a si mismo',
    );
  });

  test('a rol lowered while the screen is open ends that session: the next save creates nothing', async ({
    page,
    browser,
  }) => {
    // A second administrator whose rol is lowered while their screen is open. (A 403 on creation
    // leaving the list as it was is the users-page component test's.)
    const username = `e2e_admin_${Date.now()}`;
    await page.goto('/config/users');
    const id = await createStaff(page.request, { username, rol: 1, password: PASSWORD });

    const { context: theirs, page: theirPage } = await signedIn(browser, username, PASSWORD);
    await theirPage.goto('/config/users');
    await expect(rowOf(theirPage, 'moderador@demo.local')).toBeVisible();

    const lowered = await page.request.post(`/api/user/${id}`, {
      headers: { 'x-access-token': await tokenOf(page) },
      data: {
        username,
        email: `${username}@e2e.local`,
        rol: 2,
        tenant_id: await islandOf(page),
        active: true,
      },
    });
    expect(lowered.status()).toBe(200);

    await theirPage.getByRole('button', { name: 'Nuevo' }).click();
    const modal = theirPage.getByRole('dialog', { name: 'Usuario' });
    await fillUser(modal, {
      'Nombre de usuario': `${username}_nuevo`,
      'E-mail': 'nuevo@e2e.local',
      Contraseña: PASSWORD,
      'Repetir contraseña': PASSWORD,
    });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(theirPage).toHaveURL(/\/login$/);
    await theirs.close();
    const users = await page.request.get('/api/user', { headers: { 'x-access-token': await tokenOf(page) } });
    const names = ((await users.json()) as { username: string }[]).map((u) => u.username);
    expect(names).toContain(username);
    expect(names).not.toContain(`${username}_nuevo`);

    await page.request.delete(`/api/user/${id}`, { headers: { 'x-access-token': await tokenOf(page) } });
  });
});

describeNoEntry('Usuarios (cajero)', 'cajero', 'may not enter the screen nor create a user', {
  screen: '/config/users',
  call: 'POST /api/user',
  data: {
    username: 'intruso',
    email: 'i@e2e.local',
    password: PASSWORD,
    vpassword: PASSWORD,
    tenant_id: 1,
  },
});

async function idOf(page: Page, username: string): Promise<number> {
  const users = (await (
    await page.request.get('/api/user', { headers: { 'x-access-token': await tokenOf(page) } })
  ).json()) as { id: number; username: string }[];
  return users.find((user) => user.username === username)!.id;
}
