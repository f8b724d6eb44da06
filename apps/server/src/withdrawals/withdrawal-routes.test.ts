import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WITHDRAWAL_MESSAGES as M } from '@panel/domain/withdrawals/withdrawal-rules';
import type { PayoutClaim, WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';
import { LEDGER_MESSAGES } from '@panel/domain/ledger/movements';
import {
  fundMovements,
  islands,
  payoutClaims,
  playerMessages,
  receipts,
  withdrawalRequests,
} from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createGatewayBot, createReceipt, multipartBody } from '../../test/receipt-factory';
import { renderReceiptPng } from '../seed/receipt-image';

const t = useTestApp();
const s = useIslandWithStaff(t);

const CBU = '0170099220000067797370';
const HOLDER = '20123456786';

/** A player of the island with this balance in pesos. */
async function playerWith(pesos: number, phone = `11${Math.floor(Math.random() * 1e8)}`) {
  const player = await createPlayer(t.db, { tenantId: s.island.id, phone });
  if (pesos > 0) await t.app.platform.deposit(t.db, { clientId: player.id, amount: pesos * 100 });
  return player;
}
const balanceOf = async (clientId: number) => (await t.app.platform.balance(t.db, clientId)) / 100;
const typesOf = async (clientId: number) =>
  (
    await t.db
      .select({ type: fundMovements.transactionType })
      .from(fundMovements)
      .where(eq(fundMovements.clientId, clientId))
      .orderBy(fundMovements.id)
  ).map((m) => m.type);

const file = (token: string, body: object) =>
  t.inject(token, 'POST', '/api/withdrawals', { destination: CBU, holderTaxId: HOLDER, ...body });
const fileFor = async (username: string, amount: number) => {
  const response = await file(s.staff[3].token, { username, amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ item: WithdrawalView }>().item;
};
const act = (token: string, id: number, action: string, body?: object) =>
  t.inject(token, 'POST', `/api/withdrawals/${id}/${action}`, body);
const claim = (token: string) => t.inject(token, 'POST', '/api/payouts/claim');
const pay = (token: string, id: number, fields: Record<string, string>, proof?: Buffer) => {
  const body = multipartBody(
    fields,
    proof ? { bytes: proof, filename: 'pago.png', contentType: 'image/png' } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/payouts/${id}/paid`,
    headers: { ...body.headers, 'x-access-token': token },
    payload: body.payload,
  });
};
const proofPng = () =>
  renderReceiptPng({
    amountCentavos: 1_000_00,
    bankName: 'Banco',
    sender: 'Isla',
    date: new Date(),
    reference: 'P',
  });

beforeEach(async () => {
  await t.db.delete(payoutClaims);
  // Every test starts with no approved request waiting and the island's rules off.
  await t.db
    .update(withdrawalRequests)
    .set({ state: 'cancelado' })
    .where(eq(withdrawalRequests.tenantId, s.island.id));
  await t.db
    .update(islands)
    .set({
      withdrawMin: 0,
      withdrawMaxPerRequest: null,
      withdrawMaxPerDay: null,
      withdrawRequestsPerDay: null,
      withdrawHoursFrom: null,
      withdrawHoursTo: null,
      withdrawFourEyesAbove: null,
      withdrawRefuseForeignHolder: false,
      opWithdraws: true,
    })
    .where(eq(islands.id, s.island.id));
});

describe('filing a request holds its amount', () => {
  it("a cashier's request lowers the balance at once and the history shows the hold", async () => {
    const player = await playerWith(5_000);
    const item = await fileFor(player.panelUsername, 1_500.5);
    expect(item).toMatchObject({
      state: 'solicitado',
      amount: 1_500.5,
      destination: CBU,
      destinationKind: 'cbu',
      source: 'cajero',
      requestedBy: s.staff[3].username,
    });
    expect(await balanceOf(player.id)).toBe(3_499.5);
    expect(await typesOf(player.id)).toEqual(['DEPOSIT', 'WITHDRAWHOLD']);
    // A cashier's own withdrawal cannot spend the held money.
    const pay = await t.inject(s.staff[3].token, 'POST', '/api/clients/pay', {
      username: player.panelUsername,
      amount: 3_500,
    });
    expect(pay.statusCode).toBe(422);
  });

  it('a request the balance does not cover is refused and leaves nothing', async () => {
    const player = await playerWith(100);
    const response = await file(s.staff[3].token, { username: player.panelUsername, amount: 100.01 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(LEDGER_MESSAGES.insufficient);
    const left = await t.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.clientId, player.id));
    expect(left).toEqual([]);
    expect(await balanceOf(player.id)).toBe(100);
  });

  it("the island's rules refuse with their message, in order", async () => {
    const player = await playerWith(100_000);
    await t.db
      .update(islands)
      .set({ withdrawMin: 1_000_00, withdrawMaxPerRequest: 50_000_00, withdrawRequestsPerDay: 1 })
      .where(eq(islands.id, s.island.id));
    const refusal = async (amount: number) =>
      (await file(s.staff[3].token, { username: player.panelUsername, amount })).json().message;
    expect(await refusal(999.99)).toBe(M.belowMin(1_000_00));
    expect(await refusal(50_000.01)).toBe(M.aboveMax(50_000_00));
    await fileFor(player.panelUsername, 2_000);
    expect(await refusal(2_000)).toBe(M.tooManyToday(1));
  });

  it('a bad destination or holder is refused before anything is held', async () => {
    const player = await playerWith(1_000);
    const wrongCbu = await file(s.staff[3].token, {
      username: player.panelUsername,
      amount: 10,
      destination: '0170099220000067797371',
    });
    expect(wrongCbu.statusCode).toBe(400);
    expect(wrongCbu.json().message).toBe(M.cbuInvalid);
    const wrongHolder = await file(s.staff[3].token, {
      username: player.panelUsername,
      amount: 10,
      holderTaxId: '20123456785',
    });
    expect(wrongHolder.json().message).toBe(M.holderInvalid);
    expect(await balanceOf(player.id)).toBe(1_000);
  });

  it("a holder that is not the player's known CUIT is flagged, or refused where the island says so", async () => {
    const player = await playerWith(1_000);
    const receipt = await createReceipt(t.app, {
      tenantId: s.island.id,
      clientId: player.id,
      amount: 1_000_00,
    });
    await t.db
      .update(receipts)
      .set({
        status: 'approve',
        reading: { fields: { senderTaxId: { value: '27111111117', confidence: 0.95 } } } as never,
      })
      .where(eq(receipts.id, receipt.id));
    const flagged = await fileFor(player.panelUsername, 10);
    expect(flagged.foreignHolder).toBe(true);
    await t.db.update(islands).set({ withdrawRefuseForeignHolder: true }).where(eq(islands.id, s.island.id));
    const refused = await file(s.staff[3].token, { username: player.panelUsername, amount: 10 });
    expect(refused.json().message).toBe(M.foreignHolder);
    const own = await file(s.staff[3].token, {
      username: player.panelUsername,
      amount: 10,
      holderTaxId: '27111111117',
    });
    expect(own.json().item.foreignHolder).toBe(false);
  });

  it('20 racing requests on a balance that covers 5 hold exactly 5', async () => {
    const player = await playerWith(500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        file(s.staff[3].token, { username: player.panelUsername, amount: 100 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(15);
    expect(await balanceOf(player.id)).toBe(0);
    const held = await t.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.clientId, player.id));
    expect(held).toHaveLength(5);
  });
});

describe('through the bot gateway', () => {
  it("the player's request and cancel; another player's phone cannot cancel it; off refuses", async () => {
    const { key } = await createGatewayBot(t.db, s.island.id);
    const player = await playerWith(1_000, '1166660001');
    await playerWith(0, '1166660002');
    const gateway = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { 'x-bot-key': key }, payload });
    const filed = await gateway('/api/gateway/withdrawals', {
      phone: '11 6666-0001',
      amount: '250.50',
      destination: 'Mi.Alias.Pesos',
      holderTaxId: '20-12345678-6',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { id } = filed.json<{ id: number }>();
    expect(await balanceOf(player.id)).toBe(749.5);

    const stranger = await gateway(`/api/gateway/withdrawals/${id}/cancel`, { phone: '1166660002' });
    expect(stranger.statusCode).toBe(404);
    const cancelled = await gateway(`/api/gateway/withdrawals/${id}/cancel`, { phone: '1166660001' });
    expect(cancelled.json()).toMatchObject({ id, state: 'cancelado' });
    expect(await balanceOf(player.id)).toBe(1_000);
    expect(await typesOf(player.id)).toEqual(['DEPOSIT', 'WITHDRAWHOLD', 'WITHDRAWRELEASE']);

    await t.db.update(islands).set({ opWithdraws: false }).where(eq(islands.id, s.island.id));
    const off = await gateway('/api/gateway/withdrawals', {
      phone: '1166660001',
      amount: '10',
      destination: CBU,
      holderTaxId: HOLDER,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe(M.withdrawsOff);
  });
});

describe('approve, reject, cancel', () => {
  it('rejecting gives the held amount back, once; an approved one can no longer be cancelled', async () => {
    const player = await playerWith(1_000);
    const first = await fileFor(player.panelUsername, 400);
    const rejected = await act(s.staff[5].token, first.id, 'reject', { reason: 'FOREIGN_HOLDER' });
    expect(rejected.json()).toMatchObject({
      message: M.rejected,
      item: { state: 'rechazado', reason: 'FOREIGN_HOLDER' },
    });
    expect((await act(s.staff[2].token, first.id, 'reject', { reason: 'FOREIGN_HOLDER' })).statusCode).toBe(
      422,
    );
    expect(await balanceOf(player.id)).toBe(1_000);

    const second = await fileFor(player.panelUsername, 300);
    expect((await act(s.staff[2].token, second.id, 'approve')).json().item.state).toBe('aprobado');
    const cancel = await act(s.staff[3].token, second.id, 'cancel');
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toBe(M.notRequested);
  });

  it('above the four-eyes amount a second person confirms, never the first', async () => {
    await t.db.update(islands).set({ withdrawFourEyesAbove: 500_00 }).where(eq(islands.id, s.island.id));
    const player = await playerWith(2_000);
    const big = await fileFor(player.panelUsername, 600);
    const asked = await act(s.staff[2].token, big.id, 'approve');
    expect(asked.json()).toMatchObject({
      message: M.awaitingConfirmation,
      item: { state: 'solicitado', awaitingConfirmation: true, approvalRequestedBy: s.staff[2].username },
    });
    const again = await act(s.staff[2].token, big.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.sameApprover);
    const confirmed = await act(s.staff[5].token, big.id, 'approve');
    expect(confirmed.json().item).toMatchObject({ state: 'aprobado', approvedBy: s.staff[5].username });

    const small = await fileFor(player.panelUsername, 500);
    expect((await act(s.staff[2].token, small.id, 'approve')).json().item.state).toBe('aprobado');
  });

  it('the server enforces the roles', async () => {
    const player = await playerWith(1_000);
    const item = await fileFor(player.panelUsername, 10);
    expect((await act(s.staff[4].token, item.id, 'approve')).statusCode).toBe(403);
    expect((await file(s.staff[5].token, { username: player.panelUsername, amount: 10 })).statusCode).toBe(
      403,
    );
    expect((await claim(s.staff[2].token)).statusCode).toBe(403);
    expect((await t.inject(s.staff[4].token, 'GET', '/api/withdrawals')).statusCode).toBe(403);
  });
});

describe("rol 4's payout queue", () => {
  it('claims one at a time, pays with the operation number and a proof, once', async () => {
    const player = await playerWith(3_000);
    const item = await fileFor(player.panelUsername, 1_000);
    await act(s.staff[2].token, item.id, 'approve');
    const claimed = await claim(s.staff[4].token);
    expect(claimed.statusCode).toBe(200);
    const view = claimed.json<PayoutClaim>();
    expect(view).toMatchObject({ item: { id: item.id, amount: 1_000 }, balance: 2_000 });
    expect(view.destinations[0]).toMatchObject({ destination: CBU, holderTaxId: HOLDER, uses: 1 });
    // The same payer gets the same request back; the queue has nothing else.
    expect((await claim(s.staff[4].token)).json<PayoutClaim>().item.id).toBe(item.id);

    const missing = await pay(s.staff[4].token, item.id, { bankOperation: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.operationRequired);

    const paid = await pay(s.staff[4].token, item.id, { bankOperation: 'OP-778899' }, proofPng());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().item).toMatchObject({
      state: 'pagado',
      bankOperation: 'OP-778899',
      hasProof: true,
      paidBy: s.staff[4].username,
    });
    expect(await balanceOf(player.id)).toBe(2_000);
    expect(await typesOf(player.id)).toEqual(['DEPOSIT', 'WITHDRAWHOLD', 'WITHDRAWRELEASE', 'WITHDRAW']);

    const twice = await pay(s.staff[4].token, item.id, { bankOperation: 'OP-778899' });
    expect(twice.statusCode).toBe(409);
    expect(await typesOf(player.id)).toHaveLength(4);

    const proof = await t.inject(s.staff[2].token, 'GET', `/api/withdrawals/${item.id}/proof`);
    const image = await t.app.inject({ method: 'GET', url: proof.json().url });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it("another payer's request cannot be paid; 'No se pudo pagar' returns it to the approvers", async () => {
    const other = (await import('../../test/factories')).createUser;
    const second = await other(t.db, { tenantId: s.island.id, rol: 4 });
    const secondToken = await (await import('../../test/factories')).tokenFor(t.app, second.username);
    const player = await playerWith(1_000);
    const item = await fileFor(player.panelUsername, 100);
    await act(s.staff[2].token, item.id, 'approve');
    expect((await claim(s.staff[4].token)).json<PayoutClaim>().item.id).toBe(item.id);
    expect((await claim(secondToken)).statusCode).toBe(204);
    const stolen = await pay(secondToken, item.id, { bankOperation: 'X1' });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe(M.heldByOther);

    const failed = await t.inject(s.staff[4].token, 'POST', `/api/payouts/${item.id}/failed`, {
      note: 'El banco rechazó la transferencia',
    });
    expect(failed.json().item).toMatchObject({
      state: 'solicitado',
      approvedBy: null,
      failureNote: 'El banco rechazó la transferencia',
    });
    expect(await balanceOf(player.id)).toBe(900);
    const status = (await t.inject(s.staff[2].token, 'GET', '/api/payouts/status')).json();
    expect(status).toEqual({ waiting: 0, requested: 1 });
  });

  it('two racing payments of one request move money once', async () => {
    const player = await playerWith(1_000);
    const item = await fileFor(player.panelUsername, 250);
    await act(s.staff[2].token, item.id, 'approve');
    await claim(s.staff[4].token);
    const answers = await Promise.all(
      [1, 2, 3].map(() => pay(s.staff[4].token, item.id, { bankOperation: 'R1' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const withdrawals = await t.db
      .select()
      .from(fundMovements)
      .where(and(eq(fundMovements.clientId, player.id), eq(fundMovements.transactionType, 'WITHDRAW')));
    expect(withdrawals).toHaveLength(1);
    expect(await balanceOf(player.id)).toBe(750);
  });
});

describe('every step tells the player, in the same transaction', () => {
  const messagesOf = (withdrawalId: number) =>
    t.db
      .select({ kind: playerMessages.kind, text: playerMessages.text, state: playerMessages.state })
      .from(playerMessages)
      .where(eq(playerMessages.withdrawalId, withdrawalId))
      .orderBy(playerMessages.id);

  it('approved and paid with the operation number; a refused step writes nothing', async () => {
    await t.db.update(islands).set({ withdrawFourEyesAbove: 500_00 }).where(eq(islands.id, s.island.id));
    const player = await playerWith(3_000);
    const item = await fileFor(player.panelUsername, 1_500.5);
    expect(await messagesOf(item.id)).toEqual([]);
    // The first of four eyes decides nothing yet, so the player hears nothing.
    await act(s.staff[2].token, item.id, 'approve');
    expect(await act(s.staff[2].token, item.id, 'approve')).toHaveProperty('statusCode', 409);
    expect(await messagesOf(item.id)).toEqual([]);
    await act(s.staff[5].token, item.id, 'approve');
    expect(await messagesOf(item.id)).toEqual([
      {
        kind: 'aviso_retiro_aprobado',
        text: 'Tu retiro de $ 1.500,50 fue aprobado. Te avisamos cuando esté pagado.',
        state: 'pending',
      },
    ]);
    await claim(s.staff[4].token);
    expect((await pay(s.staff[4].token, item.id, { bankOperation: '' })).statusCode).toBe(400);
    expect(await messagesOf(item.id)).toHaveLength(1);
    expect((await pay(s.staff[4].token, item.id, { bankOperation: 'OP-5512' })).statusCode).toBe(200);
    expect((await pay(s.staff[4].token, item.id, { bankOperation: 'OP-5512' })).statusCode).toBe(409);
    expect((await messagesOf(item.id)).map((m) => m.text)).toEqual([
      'Tu retiro de $ 1.500,50 fue aprobado. Te avisamos cuando esté pagado.',
      '¡Te pagamos el retiro de $ 1.500,50! Número de operación del banco: OP-5512.',
    ]);
  });

  it('rejected with the reason; cancelled tells nothing', async () => {
    const player = await playerWith(1_000);
    const rejected = await fileFor(player.panelUsername, 400);
    await act(s.staff[5].token, rejected.id, 'reject', { reason: 'BONUS_TERMS' });
    expect(await messagesOf(rejected.id)).toEqual([
      {
        kind: 'aviso_retiro_rechazado',
        text:
          'Tu retiro de $ 400,00 fue rechazado: El saldo tiene un bono sin cumplir. ' +
          'El monto volvió a tu saldo.',
        state: 'pending',
      },
    ]);
    const cancelled = await fileFor(player.panelUsername, 100);
    await act(s.staff[3].token, cancelled.id, 'cancel');
    expect(await messagesOf(cancelled.id)).toEqual([]);
  });

  it("Retiros shows 'aviso no entregado' on a request whose message the bot gave up", async () => {
    const player = await playerWith(1_000);
    const item = await fileFor(player.panelUsername, 100);
    await act(s.staff[2].token, item.id, 'reject', { reason: 'INVALID_DESTINATION' });
    await t.db
      .update(playerMessages)
      .set({ state: 'failed', attempts: 5, lastError: 'número inexistente' })
      .where(eq(playerMessages.withdrawalId, item.id));
    const list = await t.inject(s.staff[2].token, 'GET', '/api/withdrawals');
    const row = list.json<{ items: WithdrawalView[] }>().items.find((i) => i.id === item.id);
    expect(row?.playerMessage).toEqual({
      state: 'failed',
      kind: 'aviso_retiro_rechazado',
      attempts: 5,
      lastError: 'número inexistente',
    });
    const fresh = await fileFor(player.panelUsername, 50);
    const again = await t.inject(s.staff[2].token, 'GET', `/api/withdrawals/${fresh.id}`);
    expect(again.json<WithdrawalView>().playerMessage).toBeNull();
  });
});
