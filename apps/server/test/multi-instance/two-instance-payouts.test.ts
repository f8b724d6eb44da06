import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { PayoutClaim, WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';
import { fundMovements, withdrawalRequests } from '../../src/db/schema';
import { createLedgerPlatform } from '../../src/ledger/ledger';
import { createIsland, createUser, TEST_PASSWORD } from '../factories';
import { createPlayer } from '../client-factory';
import { onPostgres, signIn, startTwoInstances, type Instance, type Instances } from './instances';

const REQUESTS = 12;

/**
 * Rol 4's payout queue on two server processes (docs/features/withdrawals.md 'The payout queue'):
 * payers on both instances drain the approved requests together, and no request is paid twice.
 */
describe.skipIf(!onPostgres)('payouts on two instances (PostgreSQL only)', () => {
  let two: Instances;
  let tenantId: number;
  let cashier: string;
  let approver: string;
  const payers: { target: Instance; token: string }[] = [];

  beforeAll(async () => {
    two = await startTwoInstances();
    tenantId = (await createIsland(two.db, { prefix: 'po' })).id;
    const user = async (rol: 2 | 3 | 4, target: Instance) =>
      signIn(target, (await createUser(two.db, { tenantId, rol })).username, TEST_PASSWORD);
    cashier = await user(3, two.a);
    approver = await user(2, two.b);
    for (const target of [two.a, two.b, two.a, two.b]) payers.push({ target, token: await user(4, target) });
  }, 120_000);
  afterAll(() => two?.close());

  /** One payer's shift: claim, pay with an operation number, until the queue answers 204. */
  async function drain(payer: { target: Instance; token: string }, paid: number[]) {
    for (;;) {
      const claim = await payer.target.call('POST', '/api/payouts/claim', { token: payer.token });
      if (claim.status === 204) return;
      expect(claim.status).toBe(200);
      const { item } = (await claim.json()) as PayoutClaim;
      const form = new FormData();
      form.set('bankOperation', `OP-${item.id}`);
      const answer = await fetch(`${payer.target.base}/api/payouts/${item.id}/paid`, {
        method: 'POST',
        headers: { 'x-access-token': payer.token },
        body: form,
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      paid.push(item.id);
    }
  }

  it('four payers on two instances pay every approved request exactly once', async () => {
    const platform = createLedgerPlatform();
    const ids: number[] = [];
    const clientIds: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const player = await createPlayer(two.db, { tenantId });
      clientIds.push(player.id);
      await platform.deposit(two.db, { clientId: player.id, amount: 1_000_00 });
      const filed = await two.a.call('POST', '/api/withdrawals', {
        token: cashier,
        body: {
          username: player.panelUsername,
          amount: 400,
          destination: 'mi.alias.pesos',
          holderTaxId: '20123456786',
        },
      });
      expect(filed.status).toBe(201);
      const { item } = (await filed.json()) as { item: WithdrawalView };
      const approved = await two.b.call('POST', `/api/withdrawals/${item.id}/approve`, { token: approver });
      expect(approved.status).toBe(200);
      ids.push(item.id);
    }

    const paid: number[] = [];
    await Promise.all(payers.map((payer) => drain(payer, paid)));

    expect(paid.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const rows = await two.db.select().from(withdrawalRequests).where(inArray(withdrawalRequests.id, ids));
    expect(rows.every((row) => row.state === 'pagado')).toBe(true);
    const withdrawals = await two.db
      .select()
      .from(fundMovements)
      .where(and(inArray(fundMovements.clientId, clientIds), eq(fundMovements.transactionType, 'WITHDRAW')));
    expect(withdrawals).toHaveLength(REQUESTS);
    for (const clientId of clientIds) expect(await platform.balance(two.db, clientId)).toBe(600_00);
  }, 120_000);
});
