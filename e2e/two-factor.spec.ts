import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { createStaff, signInThroughForm, signInToChecker } from './demo';

/**
 * The staff second factor (docs/features/two-factor.md): enrolment from Mi perfil with the code an
 * authenticator app would show (computed here from the secret on screen, with the server's library),
 * then a sign-in that asks for the code after the password.
 */
test('enrols through the profile modal, then signs in with the code typed key by key', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A user of its own: enrolling ends the user's other sessions, a demo user's stored one would go.
  const username = `totp${Date.now().toString(36)}`;
  const password = 'clave-con-factor-1';
  await createStaff(request, { username, password, rol: 2 });

  await signInToChecker(page, username, password);
  await page.goto('/config');
  await page.getByRole('button', { name: 'Editar mi perfil' }).click();
  const modal = page.getByRole('dialog', { name: 'Editar mi perfil' });
  const section = modal.getByRole('region', { name: 'Verificación en dos pasos' });
  await expect(section.getByText('No activa')).toBeVisible();
  await section.getByRole('button', { name: 'Activar' }).click();
  await expect(section.getByRole('img', { name: 'Verificación en dos pasos' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByLabel('Código').fill('000000');
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expect(section.getByText('El código no es válido')).toBeVisible();
  await section.getByLabel('Código').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Confirmar' }).click();
  const recovery = section.getByRole('list', { name: 'Códigos de recuperación' });
  await expect(recovery.getByRole('listitem')).toHaveCount(8);
  await section.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(section.getByText('Activa', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, username, password);
  await expect(page.getByText('Escriba el código de su aplicación de autenticación.')).toBeVisible();
  // The enrolment spent this 30-second step's code: wait for the next one, as a person would.
  const step = () => Math.floor(Date.now() / 30_000);
  const spent = step();
  await expect.poll(step, { timeout: 31_000, intervals: [500] }).toBeGreaterThan(spent);
  const field = page.getByLabel('Código de la aplicación o de recuperación');
  await field.pressSequentially(await generate({ secret }), { delay: 60 });
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/checker$/);
});
