import { expect, test } from '@playwright/test';
import { DEMO_BOT_KEY, sessionFile, tokenOf } from './demo';

test.describe('header', () => {
  test.use({ storageState: sessionFile('admin') });

  test('shows the island, the greeting, the page title and the pending badge', async ({ page }) => {
    await page.goto('/config');
    await expect(page.getByText('Isla: Isla Demo')).toBeVisible();
    await expect(page.getByText('Hola, admin')).toBeVisible();
    await expect(page).toHaveTitle('Estadisticas · Panel Comprobantes | Isla: Isla Demo');
    const pending = (await (
      await page.request.get('/api/pendingids', { headers: { 'x-access-token': await tokenOf(page) } })
    ).json()) as number[];
    expect(pending.length).toBeGreaterThan(0);
    const bell = page.getByRole('link', { name: /Comprobantes pendientes/ });
    await expect(bell).toContainText(String(pending.length));
    await bell.click();
    await expect(page).toHaveURL(/\/checker$/);
  });

  test("opens the bot's state in 'Estado del BOT' and closes it with 'Cerrar'", async ({ page }) => {
    // A running bot repeats its state; one that went quiet for minutes shows 'Sin datos'.
    const report = await page.request.post('/api/gateway/state', {
      headers: { 'x-bot-key': DEMO_BOT_KEY },
      data: { state: 0, qr: null },
    });
    expect(report.ok()).toBe(true);
    await page.goto('/config');
    await page.getByRole('button', { name: /Estado del BOT/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Estado del BOT' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Encendido')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the side menu toggles from the header and closes by itself under 991 px', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/config');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Abrir o cerrar menú' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Abrir o cerrar menú' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(menu).toBeHidden();
  });

  test('the shell is hidden on /checker', async ({ page }) => {
    await page.goto('/checker');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    await expect(page.getByText('Hola, admin')).toHaveCount(0);
  });
});

test.describe('profile modal', () => {
  test.use({ storageState: sessionFile('cajero') });

  test('shows the docs/features/auth.md messages in order and closes after every submit', async ({
    page,
  }) => {
    await page.goto('/config');
    const open = async () => {
      await page.getByRole('button', { name: 'Editar mi perfil' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Usuario')).toHaveValue('cajero');
      return dialog;
    };
    const submit = async (fill: Record<string, string>, message: string) => {
      const dialog = await open();
      for (const [label, value] of Object.entries(fill))
        await dialog.getByLabel(label, { exact: true }).fill(value);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(message).last()).toBeVisible();
    };
    await submit({ Usuario: '' }, 'Debe ingresar un nombre');
    await submit({ 'E-mail': '' }, 'Debe ingresar un email');
    await submit({ Contraseña: 'clave-larga-1' }, 'Debe completar ambos campos de contraseña');
    await submit(
      { Contraseña: 'clave-larga-1', 'Repetir contraseña': 'clave-larga-2' },
      'Las contraseñas no coinciden',
    );
    await submit(
      { Contraseña: 'corta', 'Repetir contraseña': 'corta' },
      'La contraseña debe terner al menos 8 caracteres',
    );
    await submit({ 'E-mail': 'cajero@isla-demo.com' }, 'Usuario actualizado');
    const dialog = await open();
    await expect(dialog.getByLabel('E-mail')).toHaveValue('cajero@isla-demo.com');
    await expect(dialog.getByLabel('Contraseña', { exact: true })).toHaveValue('');
  });
});
