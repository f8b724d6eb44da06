import { expect, test, type Page } from '@playwright/test';
import { sessionFile } from './demo';

/** Accepts the docs/features/players.md confirmation. */
async function accept(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

// Isla Demo has no default player password, like every island `npm run create-admin` makes.
test.describe('Cajeros: a fresh player password in Isla Demo', () => {
  test.use({ storageState: sessionFile('cajero'), permissions: ['clipboard-read', 'clipboard-write'] });

  test('creating a player and resetting its password each show the password in a panel that stays, with copy', async ({
    page,
  }) => {
    const digits = String(Date.now()).slice(-8);
    const username = `dmclav${digits.slice(-4)}`;
    await page.goto('/config/cashiers');
    await page.getByLabel('Nombre').pressSequentially('clave nueva');
    await page.getByLabel('Teléfono').pressSequentially(`11${digits}`);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/clients') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    const answer = (await (await created).json()) as { password?: string };
    expect(answer.password).toMatch(/^[A-Za-z2-9]{10}$/);

    const panel = page.getByRole('region', { name: `Contraseña del nuevo cliente ${username}` });
    await expect(panel.getByTestId('issued-password')).toHaveText(answer.password!);
    // The notice goes after 3 s; the panel stays until closed.
    const notice = page.getByText(`Cliente ${username} creado`);
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 10_000 });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Copiar contraseña' }).click();
    expect(await clipboard(page)).toBe(answer.password);
    await panel.getByRole('button', { name: 'Cerrar aviso de contraseña' }).click();
    await expect(panel).toBeHidden();

    // Reset: a new password, in the same kind of panel.
    await expect(page.getByTestId('selected-username')).toHaveText(username);
    const reset = page.waitForResponse((r) => r.url().includes('/api/clients/password/'));
    await page.getByRole('button', { name: 'Resetear contraseña' }).click();
    await accept(page);
    const resetAnswer = (await (await reset).json()) as { message: string; password?: string };
    expect(resetAnswer.password).toMatch(/^[A-Za-z2-9]{10}$/);
    expect(resetAnswer.password).not.toBe(answer.password);
    expect(resetAnswer.message).not.toContain(resetAnswer.password);
    const resetPanel = page.getByRole('region', { name: `Nueva contraseña de ${username}` });
    await expect(resetPanel.getByTestId('issued-password')).toHaveText(resetAnswer.password!);
    await expect(page.getByText(resetAnswer.message)).toBeHidden({ timeout: 10_000 });
    await expect(resetPanel).toBeVisible();
    await resetPanel.getByRole('button', { name: 'Copiar contraseña' }).click();
    expect(await clipboard(page)).toBe(resetAnswer.password);
  });
});
