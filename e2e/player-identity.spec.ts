import { expect, test, type Page } from '@playwright/test';
import { taxIdCheckDigit } from '../packages/domain/src/receipt-reading/tax-ids';
import { sessionFile, sessionToken } from './demo';
import { FIRST_PAINT } from './list-screens';

/** docs/features/player-identity.md: a cashier types who the player is, keystroke by keystroke. */
test.use({ storageState: sessionFile('cajero'), viewport: { width: 1366, height: 768 } });

/** A CUIL for `dni`: prefix 27, or 20 where 27 would need a check digit of 10 (never issued). */
function cuilOf(dni: string) {
  for (const prefix of ['27', '20']) {
    const first = `${prefix}${dni}`;
    const check = taxIdCheckDigit(first);
    if (check < 10) return `${first}${check}`;
  }
  throw new Error(`no CUIL for ${dni}`);
}

/** A DNI of this run in the test's own range (one DNI is one player of the island), and its CUIL. */
function personOfThisRun(range: number) {
  const dni = String(range * 10_000_000 + (Date.now() % 9_000_000));
  return { dni, cuil: cuilOf(dni) };
}

async function storedIdentity(page: Page, username: string) {
  const response = await page.request.get(`/api/clients?search=${username}`, {
    headers: { 'x-access-token': sessionToken('cajero') },
  });
  const { items } = (await response.json()) as { items: { panelUsername: string; identity: unknown }[] };
  return items.find((client) => client.panelUsername === username)?.identity;
}

test('a cashier creates a player with an identity; a minor is refused in sight', async ({ page }) => {
  const { dni, cuil } = personOfThisRun(2);
  const phone = dni;
  const username = `dmmari${phone.slice(-4)}`;
  await page.goto('/config/cashiers');
  await expect(page.getByRole('heading', { name: 'Cajeros' })).toBeVisible(FIRST_PAINT);

  await page.getByLabel('Nombre', { exact: true }).pressSequentially('maria lopez');
  await page.getByLabel('Teléfono').pressSequentially(phone);
  await page.getByRole('button', { name: 'Cargar identidad (DNI, CUIT/CUIL)' }).click();
  await page.getByLabel('Nombre completo').pressSequentially('María  Laura López');
  await page.getByLabel('DNI').pressSequentially(`${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5)}`);
  await page
    .getByLabel('CUIT/CUIL')
    .pressSequentially(`${cuil.slice(0, 2)}-${cuil.slice(2, 10)}-${cuil.slice(10)}`);
  const year = new Date().getFullYear();
  await page.getByLabel('Fecha de nacimiento').pressSequentially(`01/01/${year - 17}`);
  await page.getByRole('button', { name: 'Crear cliente' }).click();

  // Refused before anything is sent, under the field, where the cashier is looking.
  const minor = page.getByText('El jugador debe ser mayor de 18 años: no se puede registrar');
  await expect(minor).toBeInViewport();
  expect(await storedIdentity(page, username)).toBeUndefined();

  const birth = page.getByLabel('Fecha de nacimiento');
  await birth.clear();
  await birth.pressSequentially('7/3/1990');
  await page.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByText(`Cliente ${username} creado`)).toBeVisible();
  await expect(page.getByTestId('identity-status')).toHaveText('sin verificar');
  // Verifying is rol 1 and 2's: a cashier is not offered it.
  await expect(page.getByRole('button', { name: 'Verificar identidad' })).toHaveCount(0);
  await expect(page.getByTestId('identity-summary')).toContainText('María Laura López');
  await expect(page.getByTestId('identity-summary')).toContainText(
    `CUIT/CUIL ${cuil.slice(0, 2)}-${cuil.slice(2, 10)}-${cuil.slice(10)}`,
  );
  expect(await storedIdentity(page, username)).toEqual({
    fullName: 'María Laura López',
    dni,
    taxId: cuil,
    birthDate: '1990-03-07',
    status: 'unverified',
    verification: null,
  });
});

test('a player found by phone gets its identity completed; a CUIL of another DNI is refused', async ({
  page,
}) => {
  const { dni, cuil } = personOfThisRun(3);
  const phone = dni;
  const created = await page.request.post('/api/clients', {
    headers: { 'x-access-token': sessionToken('cajero') },
    data: { name: 'pedro sosa', phone },
  });
  const { client } = (await created.json()) as { client: { panelUsername: string } };
  await page.goto('/config/cashiers');
  await page.getByRole('combobox', { name: 'Buscar cliente' }).pressSequentially(phone);
  await page.getByRole('option', { name: new RegExp(client.panelUsername) }).click();
  await expect(page.getByTestId('identity-summary')).toHaveText('Identidad sin cargar');

  await page.getByRole('button', { name: 'Completar identidad' }).click();
  const modal = page.getByRole('dialog', { name: `Identidad de ${client.panelUsername}` });
  await modal.getByLabel('Nombre completo').pressSequentially('Pedro Sosa');
  await modal.getByLabel('DNI').pressSequentially(dni);
  // A CUIL valid on its own, but of someone else's DNI.
  await modal.getByLabel('CUIT/CUIL').pressSequentially(cuilOf(String(Number(dni) + 7)));
  await modal.getByLabel('Fecha de nacimiento').pressSequentially('15/08/1985');
  await modal.getByRole('button', { name: 'Guardar identidad' }).click();
  await expect(modal.getByText('El CUIT o CUIL no corresponde al DNI ingresado')).toBeInViewport();

  await modal.getByLabel('CUIT/CUIL').clear();
  await modal.getByLabel('CUIT/CUIL').pressSequentially(cuil);
  await modal.getByRole('button', { name: 'Guardar identidad' }).click();
  await expect(page.getByText(`Identidad de ${client.panelUsername} guardada`)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('identity-summary')).toContainText('Pedro Sosa');
  expect(await storedIdentity(page, client.panelUsername)).toEqual({
    fullName: 'Pedro Sosa',
    dni,
    taxId: cuil,
    birthDate: '1985-08-15',
    status: 'unverified',
    verification: null,
  });
});

test.describe('verification (moderador)', () => {
  test.use({ storageState: sessionFile('moderador') });

  test('rol 2 rejects an identity against the document, with a note', async ({ page }) => {
    const { dni, cuil } = personOfThisRun(4);
    const created = await page.request.post('/api/clients', {
      headers: { 'x-access-token': sessionToken('cajero') },
      data: {
        name: 'rita vega',
        phone: dni,
        identity: { fullName: 'Rita Vega', dni, taxId: cuil, birthDate: '1979-12-31' },
      },
    });
    const { client } = (await created.json()) as { client: { id: number; panelUsername: string } };
    await page.goto('/config/cashiers');
    await page.getByRole('combobox', { name: 'Buscar cliente' }).pressSequentially(dni);
    await page.getByRole('option', { name: new RegExp(client.panelUsername) }).click();
    await page.getByRole('button', { name: 'Verificar identidad' }).click();
    const modal = page.getByRole('dialog', { name: `Verificar la identidad de ${client.panelUsername}` });
    // What is being verified stays in sight above the decision.
    await expect(modal.getByText('Rita Vega')).toBeInViewport();
    await modal.getByText('Rechazado').click();
    await modal.getByRole('button', { name: 'Guardar verificación' }).click();
    await expect(
      modal.getByText('Escriba una nota: qué documento vio y por qué decide así'),
    ).toBeInViewport();
    await modal.getByLabel('Nota').pressSequentially('La foto del DNI no es de la persona');
    await modal.getByRole('button', { name: 'Guardar verificación' }).click();
    await expect(page.getByText(`Identidad de ${client.panelUsername} rechazada`)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('identity-status')).toHaveText('rechazado');
    const stored = await page.request.get(`/api/clients?search=${client.panelUsername}`, {
      headers: { 'x-access-token': sessionToken('moderador') },
    });
    const { items } = (await stored.json()) as {
      items: { id: number; identity: { status: string; verification: { note: string } } }[];
    };
    const identity = items.find((item) => item.id === client.id)!.identity;
    expect([identity.status, identity.verification.note]).toEqual([
      'rejected',
      'La foto del DNI no es de la persona',
    ]);
  });
});
