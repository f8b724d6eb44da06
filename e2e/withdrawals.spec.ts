import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_BOT_KEY, sessionFile, sessionToken } from './demo';
import { expectReadsAMillion, expectReadsFifteenHundred, typeAmount } from './amounts';
import { FIRST_PAINT } from './list-screens';
import { accept } from './rows';
import { expectAccessible } from './axe';

/**
 * Withdrawals through a payer's queue (docs/features/withdrawals.md): the player asks in the chat, a
 * moderator approves in Retiros, the pagador pays in Pagos with the bank's operation and a proof, and
 * the balance and the history are right at each step; a cashier's request typed key by key is stored
 * to the centavo.
 */

const CBU = '0170099220000067797370';
const HOLDER = '20123456786';
// A 1 × 1 PNG: the payment's proof.
const PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const as = (username: Parameters<typeof sessionToken>[0]) => ({ 'x-access-token': sessionToken(username) });

/** A new player of the demo island with this balance, made through Cajeros' API. */
async function fundedPlayer(request: APIRequestContext, pesos: number) {
  const digits = String(Date.now()).slice(-8);
  const created = await request.post('/api/clients', {
    headers: as('cajero'),
    data: { name: 'retiro e2e', phone: `11${digits}` },
  });
  expect(created.status()).toBe(201);
  const { client } = (await created.json()) as { client: { panelUsername: string; phone: string } };
  const load = await request.post('/api/clients/deposit', {
    headers: as('cajero'),
    data: { username: client.panelUsername, amount: pesos },
  });
  expect(load.status()).toBe(200);
  return client;
}

const balanceOf = async (request: APIRequestContext, username: string) =>
  (
    (await (await request.get(`/api/clients/getfunds/${username}`, { headers: as('cajero') })).json()) as {
      items: { balance: number }[];
    }
  ).items[0]!.balance;

const historyTypes = async (request: APIRequestContext, username: string) => {
  const history = await request.post('/api/clients/history', {
    headers: as('cajero'),
    data: { username, page: 1, filters: { withdrawals: true, deposits: true, games: true } },
  });
  const { items } = (await history.json()) as { items: { transactionType: string }[] };
  return items.map((m) => m.transactionType).reverse();
};

/** Requests other tests or the seed left approved go back to the approvers, so ours is the queue's first. */
async function emptyPayoutQueue(request: APIRequestContext) {
  for (;;) {
    const claim = await request.post('/api/payouts/claim', { headers: as('pagador') });
    if (claim.status() === 204) return;
    const { item } = (await claim.json()) as { item: { id: number } };
    await request.post(`/api/payouts/${item.id}/failed`, { headers: as('pagador'), data: { note: 'e2e' } });
  }
}

/** What the island's bot receives about this request: takes the outbox as a bot does, acknowledging each. */
async function messagesTheBotGot(request: APIRequestContext, withdrawalId: number) {
  const texts: string[] = [];
  for (let round = 0; round < 20; round++) {
    const taken = await request.post('/api/gateway/messages/take', {
      headers: { 'x-bot-key': DEMO_BOT_KEY },
      data: { limit: 50 },
    });
    expect(taken.status()).toBe(200);
    const { items } = (await taken.json()) as {
      items: { id: number; text: string; withdrawalId: number | null }[];
    };
    for (const message of items) {
      if (message.withdrawalId === withdrawalId) texts.push(message.text);
      const ack = await request.post(`/api/gateway/messages/${message.id}/ack`, {
        headers: { 'x-bot-key': DEMO_BOT_KEY },
        data: { outcome: 'delivered' },
      });
      expect(ack.status()).toBe(200);
    }
    if (!items.length) break;
  }
  return texts;
}

async function expectInView(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeInViewport();
}

test.describe('Retiros and Pagos', () => {
  test.use({ storageState: sessionFile('moderador') });

  test("a player's request through the bot, approved by a moderator, paid by the pagador with a proof", async ({
    page,
    browser,
    request,
  }) => {
    test.slow(); // two people on two screens, axe three times and the bot's outbox
    const player = await fundedPlayer(request, 20_000);
    await emptyPayoutQueue(request);

    // The player asks in the chat: the amount is held at once.
    const asked = await request.post('/api/gateway/withdrawals', {
      headers: { 'x-bot-key': DEMO_BOT_KEY },
      data: { phone: player.phone, amount: '5000.75', destination: CBU, holderTaxId: HOLDER },
    });
    expect(asked.status()).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    expect(await balanceOf(request, player.panelUsername)).toBe(14_999.25);
    expect(await historyTypes(request, player.panelUsername)).toEqual(['DEPOSIT', 'WITHDRAWHOLD']);

    // The moderator finds it among the waiting requests and approves it.
    await page.goto('/retiros?estado=solicitado');
    await expect(page.getByRole('heading', { name: 'Retiros' })).toBeVisible(FIRST_PAINT);
    await page
      .getByRole('searchbox', { name: 'Buscar por usuario o cuenta de destino' })
      .fill(player.panelUsername);
    const row = page.getByRole('row').filter({ hasText: player.panelUsername });
    await expect(row).toContainText('$ 5.000,75');
    await expect(row).toContainText('por el chat');
    await expectAccessible(page);
    await row.getByRole('button', { name: `Aprobar el retiro de ${player.panelUsername}` }).click();
    await accept(page, `¿Aprobar el retiro de $ 5.000,75 de ${player.panelUsername} a ${CBU}?`);
    await expect(page.getByText('Retiro aprobado', { exact: true })).toBeVisible();
    // Approving moves no money: the balance and the history are as at filing.
    expect(await balanceOf(request, player.panelUsername)).toBe(14_999.25);
    expect(await historyTypes(request, player.panelUsername)).toEqual(['DEPOSIT', 'WITHDRAWHOLD']);

    // The pagador's Pagos holds it: what to transfer and where is in view on a laptop.
    const payer = await browser.newContext({
      storageState: sessionFile('pagador'),
      viewport: { width: 1366, height: 768 },
    });
    const pay = await payer.newPage();
    await pay.goto('/pagos');
    await expect(pay.getByRole('heading', { name: 'Pagos' })).toBeVisible(FIRST_PAINT);
    await expect(pay.getByText(`${player.panelUsername}`, { exact: true })).toBeVisible();
    await expectInView(pay, ['$ 5.000,75', CBU, HOLDER]);
    await expect(pay.getByRole('button', { name: /Pagado/ })).toBeInViewport();
    await expect(pay.getByText('$ 14.999,25')).toBeVisible(); // the balance, the hold already out
    await expectAccessible(pay);

    // 'Pagado' without the operation goes to its field; typed, with the proof, it records the payment.
    await pay.keyboard.press('p');
    await expect(pay.getByLabel('Número de operación del banco')).toBeFocused();
    await pay.getByLabel('Número de operación del banco').pressSequentially('OP-99887766');
    await pay
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pago.png', mimeType: 'image/png', buffer: PROOF });
    await pay.getByRole('button', { name: /Pagado/ }).click();
    await expect(pay.getByText('Retiro pagado', { exact: true })).toBeVisible();
    await expect(pay.getByText('No hay retiros aprobados esperando pago.')).toBeVisible();
    await payer.close();

    // Paid once: the balance did not move again, the history shows the hold, its release and the WITHDRAW.
    const stored = (await (
      await request.get(`/api/withdrawals/${id}`, { headers: as('moderador') })
    ).json()) as {
      state: string;
      bankOperation: string;
      hasProof: boolean;
      paidBy: string;
    };
    expect(stored).toMatchObject({
      state: 'pagado',
      bankOperation: 'OP-99887766',
      hasProof: true,
      paidBy: 'pagador',
    });
    expect(await balanceOf(request, player.panelUsername)).toBe(14_999.25);
    expect(await historyTypes(request, player.panelUsername)).toEqual([
      'DEPOSIT',
      'WITHDRAWHOLD',
      'WITHDRAWRELEASE',
      'WITHDRAW',
    ]);

    // The player was told twice, through the island's bot: approved, then paid with the operation.
    expect(await messagesTheBotGot(request, id)).toEqual([
      'Tu retiro de $ 5.000,75 fue aprobado. Te avisamos cuando esté pagado.',
      '¡Te pagamos el retiro de $ 5.000,75! Número de operación del banco: OP-99887766.',
    ]);

    // The moderator's list shows it paid, with the operation and the proof.
    await page.getByRole('group', { name: 'Estado' }).getByText('Pagado', { exact: true }).click();
    await expect(row).toContainText('Operación OP-99887766');
    await expect(row.getByRole('button', { name: 'Ver comprobante del pago' })).toBeVisible();
    // Every state's badge (the seed has one of each) reads with enough contrast.
    await page.getByRole('searchbox', { name: 'Buscar por usuario o cuenta de destino' }).fill('');
    await page.getByRole('group', { name: 'Estado' }).getByText('Todos', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Cancelado' }).first()).toBeVisible();
    await expectAccessible(page);

    // Cajeros shows the same: the balance after the payment and the WITHDRAW as the last movement.
    await page.goto(`/config/cashiers?jugador=${player.panelUsername}`);
    await expect(page.getByTestId('balance')).toHaveText(/^\$\s14\.999,25$/, FIRST_PAINT);
    const last = page.getByRole('table', { name: 'Últimos movimientos' }).getByRole('row').nth(1);
    await expect(last).toContainText('Retiro');
    await expect(last).toContainText(/\$\s5\.000,75/);
  });

  test('a cashier files a request typed key by key: the server stores it to the centavo and holds it', async ({
    browser,
    request,
  }) => {
    const player = await fundedPlayer(request, 10_000);
    const context = await browser.newContext({ storageState: sessionFile('cajero') });
    const page = await context.newPage();
    await page.goto('/retiros');
    await expect(page.getByRole('heading', { name: 'Retiros' })).toBeVisible(FIRST_PAINT);
    await page.getByRole('button', { name: 'Nueva solicitud' }).click();
    const modal = page.getByRole('dialog', { name: 'Nueva solicitud de retiro' });
    // The player is found by phone, as Cajeros searches, and picked from the list.
    await modal
      .getByRole('combobox', { name: 'Usuario del cliente' })
      .pressSequentially(player.phone.slice(-6));
    await page.getByRole('option', { name: new RegExp(player.panelUsername) }).click();
    await expect(modal.getByRole('combobox', { name: 'Usuario del cliente' })).toHaveValue(
      player.panelUsername,
    );
    // Typed the Argentine ways, the field reads what was meant; the server gets that amount and
    // refuses it under the demo island's minimum withdrawal ($ 5.000,00), holding nothing.
    const amount = modal.getByLabel('Monto a retirar');
    await expectReadsAMillion(amount);
    await expectReadsFifteenHundred(amount);
    await modal.getByLabel('CBU, CVU o alias de destino').pressSequentially(CBU);
    await modal.getByLabel('CUIT/CUIL del titular de la cuenta').pressSequentially('20-12345678-6');
    await typeAmount(amount, '1500,50');
    await modal.getByRole('button', { name: 'Registrar solicitud' }).click();
    await expect(page.getByText(/^El retiro mínimo es \$\s5\.000,00$/)).toBeVisible();
    expect(await balanceOf(request, player.panelUsername)).toBe(10_000);
    await typeAmount(amount, '6.500,50');
    await modal.getByLabel('CUIT/CUIL del titular de la cuenta').fill('');
    // A CBU with a wrong check digit is refused as it is typed.
    await modal.getByLabel('CBU, CVU o alias de destino').fill('');
    await modal.getByLabel('CBU, CVU o alias de destino').pressSequentially('0170099220000067797371');
    await expect(modal.getByText('El CBU o CVU no es válido: revise los 22 dígitos')).toBeVisible();
    await modal.getByLabel('CBU, CVU o alias de destino').fill('');
    await modal.getByLabel('CBU, CVU o alias de destino').pressSequentially('Mi.Alias.Pesos');
    await modal.getByLabel('CUIT/CUIL del titular de la cuenta').pressSequentially('20-12345678-6');
    await modal.getByRole('button', { name: 'Registrar solicitud' }).click();
    await expect(page.getByText('Solicitud de retiro registrada')).toBeVisible();

    const list = (await (
      await request.get(`/api/withdrawals?q=${player.panelUsername}`, { headers: as('moderador') })
    ).json()) as {
      items: { amount: number; destination: string; holderTaxId: string; requestedBy: string }[];
    };
    expect(list.items).toEqual([
      expect.objectContaining({
        amount: 6_500.5,
        destination: 'mi.alias.pesos',
        holderTaxId: HOLDER,
        requestedBy: 'cajero',
      }),
    ]);
    expect(await balanceOf(request, player.panelUsername)).toBe(3_499.5);
    await context.close();
  });

  test('on a phone, Pagos shows the amount, the destination and the buttons without scrolling', async ({
    browser,
    request,
  }) => {
    const player = await fundedPlayer(request, 6_000);
    await emptyPayoutQueue(request);
    const filed = await request.post('/api/withdrawals', {
      headers: as('cajero'),
      data: { username: player.panelUsername, amount: 5_250.5, destination: CBU, holderTaxId: HOLDER },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const { item } = (await filed.json()) as { item: { id: number } };
    await request.post(`/api/withdrawals/${item.id}/approve`, { headers: as('moderador') });
    const context = await browser.newContext({
      storageState: sessionFile('pagador'),
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/pagos');
    await expect(page.getByRole('heading', { name: 'Pagos' })).toBeVisible(FIRST_PAINT);
    await expectInView(page, ['$ 5.250,50', CBU, HOLDER]);
    await expect(page.getByRole('button', { name: /Pagado/ })).toBeInViewport();
    await expect(page.getByRole('button', { name: /No se pudo pagar/ })).toBeInViewport();
    // 'No se pudo pagar' gives it back to the approvers with the reason.
    await page.getByRole('button', { name: /No se pudo pagar/ }).click();
    await page.getByLabel('Por qué').fill('El banco rechazó la transferencia');
    await page.getByRole('button', { name: 'Devolver a los aprobadores' }).click();
    await expect(page.getByText('Retiro devuelto a los aprobadores')).toBeVisible();
    const stored = (await (
      await request.get(`/api/withdrawals/${item.id}`, { headers: as('moderador') })
    ).json()) as {
      state: string;
      failureNote: string;
    };
    expect(stored).toMatchObject({ state: 'solicitado', failureNote: 'El banco rechazó la transferencia' });
    await context.close();
  });
});
