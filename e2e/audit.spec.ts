import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_BOT_KEY, sessionFile, sessionToken } from './demo';
import { decide, handIn } from './receipts';

/**
 * Auditoría (docs/features/audit.md) against the real server: a receipt handed in by the demo bot
 * and rejected by the moderator (rejecting moves no money, so other specs' figures stay) shows on
 * the audit screen filtered by that receipt, the filters survive a reload, and the CSV export holds
 * the rows the list shows.
 */
test.use({ storageState: sessionFile('moderador') });

let receiptId: number;

test.beforeAll(async ({ request }) => {
  receiptId = await handIn(request, DEMO_BOT_KEY, { phone: '5491188887777', amount: '1234.50' });
  await decide(request, sessionToken('moderador'), receiptId, { status: 'rejected', reason: 'FAKE_IMAGE' });
});

test("shows a receipt's decision, keeps the filters over a reload, and exports the rows it lists", async ({
  page,
}) => {
  await page.goto('/config/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Tipo de registro' }).click();
  await page.getByRole('option', { name: 'Comprobante', exact: true }).click();
  await page.getByRole('textbox', { name: 'Número de registro' }).fill(String(receiptId));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`entity=receipt&entityId=${receiptId}`));

  const rows = page.getByTestId('audit-row');
  const expectTheReceiptsRows = async () => {
    await expect(rows).toHaveCount(2, { timeout: 15_000 });
    await expect(rows.first()).toContainText('Comprobante rechazado');
    await expect(rows.first()).toContainText('moderador');
    await expect(rows.first()).toContainText('Estado: Pendiente → Rechazado');
    await expect(rows.first()).toContainText('Motivo: — → Imagen falsa');
    await expect(rows.nth(1)).toContainText('Comprobante recibido');
    await expect(rows.nth(1)).toContainText('Monto: — → $ 1.234,50');
  };
  await expectTheReceiptsRows();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Número de registro' })).toHaveValue(String(receiptId));
  await expect(page.getByRole('combobox', { name: 'Tipo de registro' })).toHaveValue('Comprobante');
  await expectTheReceiptsRows();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('auditoria.csv');
  const csv = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe('Fecha;Usuario;Isla;Acción;Registro;Id;Cambios');
  const listed = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[3]!.textContent));
  expect(csv.slice(1).map((line) => line.split(';')[3])).toEqual(listed);
  expect(csv[1]).toContain(`;Comprobante;${receiptId};`);
});

test("each record opens its own 'Historial de cambios': a bank account, and the receipt on /checker", async ({
  page,
  request,
}) => {
  // Switched off and on again by the moderator: two changes, the account as it was.
  const headers = { 'x-access-token': sessionToken('moderador') };
  const accounts = (await (await request.get('/api/bankaccount', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  const account = accounts.items[0]!;
  for (let i = 0; i < 2; i++)
    expect((await request.post(`/api/bankaccount/${account.id}/toggle`, { headers })).status()).toBe(200);
  await page.goto('/config/bankaccounts');
  await page.getByRole('button', { name: `Historial de cambios: Cuenta bancaria #${account.id}` }).click();
  const history = page.getByRole('dialog', { name: `Historial de cambios: Cuenta bancaria #${account.id}` });
  const rows = history.getByTestId('audit-row');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(rows.first()).toContainText('Activo: no → sí');
  await expect(rows.nth(1)).toContainText('Activo: sí → no');
  await expect(rows.first()).toContainText('moderador');
  await history.getByRole('button', { name: 'Cerrar' }).click();

  // The receipt on screen: the seeded ones have no change yet, and the history says so.
  await page.goto('/checker');
  await page.getByRole('button', { name: /^Historial de cambios: Comprobante #\d+$/ }).click();
  const receipt = page.getByRole('dialog', { name: /Historial de cambios: Comprobante #\d+/ });
  await expect(receipt.getByText('Este registro todavía no tiene cambios registrados.')).toBeVisible({
    timeout: 15_000,
  });
  await receipt.getByRole('button', { name: 'Cerrar' }).click();
  await expect(receipt).toHaveCount(0);
});

test("the Supervisión screen shows today's decision of the moderator", async ({ page }) => {
  await page.goto('/config/supervision');
  const figures = page.getByRole('table', { name: 'Por operador y turno' });
  await expect(figures.getByRole('row', { name: /moderador/ }).first()).toBeVisible();
  await expect(page.getByText('Comprobantes en espera')).toBeVisible();
});
