import { chromium, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/**
 * An office opens the panel at its LAN address over plain HTTP. Chromium treats localhost as secure,
 * so the test reaches the server through another host name that resolves to it.
 */
test('the panel opens and signs in over plain HTTP at a non-localhost address', async ({ baseURL }) => {
  const launchOptions = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP panel.lan 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const address = new URL(baseURL!);
    address.hostname = 'panel.lan';
    await page.goto(new URL('/login', address).toString());
    await page.getByLabel('Usuario').fill('aprobador');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL('http://panel.lan:' + address.port + '/checker');
    await expect(page.getByRole('img', { name: /^Comprobante de / })).toBeVisible();
  } finally {
    await browser.close();
  }
});
