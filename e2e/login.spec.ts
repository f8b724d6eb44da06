import { expect, test } from '@playwright/test';
import { sessionFile, signInThroughForm } from './demo';

test('empty fields show their messages under each field', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('El usuario es obligatorio!')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed login keeps the form and shows the error', async ({ page }) => {
  await signInThroughForm(page, 'pagador', 'clave-equivocada');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Usuario')).toHaveValue('pagador');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
});

test.describe('signed in', () => {
  test.use({ storageState: sessionFile('aprobador') });
  test('opening /login goes straight to /checker', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/checker$/);
  });
});

test('register screen makes no request', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r.url());
  });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  await page.getByLabel('Usuario').fill('nuevo');
  await page.getByLabel('Contraseña').fill('una-clave-123');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(calls).toEqual([]);
});
