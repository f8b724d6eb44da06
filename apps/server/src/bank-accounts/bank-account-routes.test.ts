import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BANK_ACCOUNT_MESSAGES as M } from '@panel/domain/bank-accounts/bank-account-rules';
import { buildCbu, CBU_MESSAGES } from '@panel/domain/bank-accounts/cbu';
import { auditLog, bankAccounts, banks } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createBank } from '../../test/receipt-factory';
import { auditRowsOf } from '../../test/audit-rows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let seq = 0;
const nextCbu = () => buildCbu('0720123', String(++seq).padStart(13, '0'));

/** An island with its staff and one bank; `account()` inserts a wallet with a balance (centavos). */
async function setup() {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  const bank = await createBank(t.db, { tenantId: island.id, bankname: 'Banco Nación' });
  const account = async (amount = 0, active = true) => {
    const [row] = await t.db
      .insert(bankAccounts)
      .values({ tenantId: island.id, bankId: bank.id, name: 'Laura', number: nextCbu(), amount, active })
      .returning();
    return row!;
  };
  // Rol 3 creates, edits (but the CBU) and toggles; rol 2 also changes the CBU, unloads and deletes.
  return { island, staff, bank, account, cashier: staff[3].token, keeper: staff[2].token };
}

const balanceOf = async (id: number) =>
  (await t.db.select({ amount: bankAccounts.amount }).from(bankAccounts).where(eq(bankAccounts.id, id)))[0]
    ?.amount;

describe('POST /api/bankaccount', () => {
  it('creates an account, active by default, with its bank, and audits it', async () => {
    const { island, staff, bank, cashier } = await setup();
    const number = nextCbu();
    const response = await t.inject(cashier, 'POST', '/api/bankaccount', {
      name: ' Ana ',
      bankId: bank.id,
      number,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: M.created,
      account: {
        id: expect.any(Number),
        name: 'Ana',
        bankId: bank.id,
        number,
        active: true,
        amount: 0,
        bank: { id: bank.id, bankname: 'Banco Nación' },
      },
    });
    const inactive = await t.inject(cashier, 'POST', '/api/bankaccount', {
      name: 'Beto',
      bankId: bank.id,
      number: nextCbu(),
      active: false,
    });
    expect(inactive.json().account.active).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'bank_account.create'), eq(auditLog.entityId, response.json().account.id)),
      );
    expect(audit).toMatchObject({ tenantId: island.id, actorUserId: staff[3].id });
  });

  it('checks name, bank and CBU in the order of docs/features/bank-accounts.md, then the CBU check digits', async () => {
    const { bank, cashier } = await setup();
    const steps: [object, string][] = [
      [{ name: '', number: '' }, M.name],
      [{ name: 'Ana', bankId: null, number: '' }, M.bankId],
      [{ name: 'Ana', bankId: bank.id, number: ' ' }, M.number],
      [{ name: 'Ana', bankId: bank.id, number: '0110599' }, CBU_MESSAGES.length],
      [{ name: 'Ana', bankId: bank.id, number: '2850590940090418135202' }, CBU_MESSAGES.checkDigits],
    ];
    for (const [body, message] of steps) {
      const response = await t.inject(cashier, 'POST', '/api/bankaccount', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("refuses another island's bank and a CBU the island already has", async () => {
    const a = await setup();
    const b = await setup();
    const foreign = await t.inject(a.cashier, 'POST', '/api/bankaccount', {
      name: 'Ana',
      bankId: b.bank.id,
      number: nextCbu(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.bankNotFound);
    const existing = await a.account();
    const twin = await t.inject(a.cashier, 'POST', '/api/bankaccount', {
      name: 'Otra',
      bankId: a.bank.id,
      number: existing.number,
    });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().message).toBe(M.numberTaken);
  });
});

describe('GET, edit, toggle and delete', () => {
  it('lists the island accounts under items and reads one', async () => {
    const a = await setup();
    const b = await setup();
    const first = await a.account(1234_56);
    await a.account(0, false);
    await b.account();
    const list = await t.inject(a.staff[2].token, 'GET', '/api/bankaccount');
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      id: first.id,
      amount: 1234.56,
      active: true,
      bank: { bankname: 'Banco Nación' },
    });
    expect(items[1].active).toBe(false);
    expect((await t.inject(a.cashier, 'GET', `/api/bankaccount/${first.id}`)).json()).toEqual(items[0]);
  });

  it('edits name, bank, CBU and status but never the balance', async () => {
    const { island, bank, account, keeper } = await setup();
    const [other] = await t.db
      .insert(banks)
      .values({ ...bank, id: undefined, bankname: 'Galicia' })
      .returning();
    const row = await account(500_00);
    const number = nextCbu();
    const response = await t.inject(keeper, 'POST', `/api/bankaccount/${row.id}`, {
      name: 'Laura G.',
      bankId: other!.id,
      number,
      active: false,
      amount: 999999,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.saved,
      account: {
        name: 'Laura G.',
        bankId: other!.id,
        number,
        active: false,
        amount: 500,
        bank: { bankname: 'Galicia' },
      },
    });
    // Leaving out active keeps it.
    const again = await t.inject(keeper, 'POST', `/api/bankaccount/${row.id}`, {
      name: 'L',
      bankId: bank.id,
      number,
    });
    expect(again.json().account.active).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bank_account.update'), eq(auditLog.tenantId, island.id)));
    expect(audit!.before).toMatchObject({ name: 'Laura', active: true });
  });

  it('toggles active and says which way', async () => {
    const { account, cashier } = await setup();
    const row = await account();
    const off = await t.inject(cashier, 'POST', `/api/bankaccount/${row.id}/toggle`);
    expect(off.json()).toMatchObject({ message: M.deactivated, account: { active: false } });
    const on = await t.inject(cashier, 'POST', `/api/bankaccount/${row.id}/toggle`);
    expect(on.json()).toMatchObject({ message: M.activated, account: { active: true } });
  });

  it('deletes an empty wallet and refuses one that still holds money', async () => {
    const { account, keeper } = await setup();
    const empty = await account(0);
    const full = await account(1_00);
    const ok = await t.inject(keeper, 'DELETE', `/api/bankaccount/${empty.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(M.deleted);
    expect(await balanceOf(empty.id)).toBeUndefined();
    const refused = await t.inject(keeper, 'DELETE', `/api/bankaccount/${full.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.hasBalance);
    expect(await balanceOf(full.id)).toBe(1_00);
  });

  it("answers 404 for another island's account on every route", async () => {
    const a = await setup();
    const b = await setup();
    const row = await a.account(10_00);
    const body = { name: 'X', bankId: b.bank.id, number: nextCbu() };
    const calls: [HTTPMethods, string, object?][] = [
      ['GET', `/api/bankaccount/${row.id}`],
      ['POST', `/api/bankaccount/${row.id}`, body],
      ['POST', `/api/bankaccount/${row.id}/toggle`],
      ['POST', `/api/bankaccount/unload/${row.id}`, { amountToUnload: 1 }],
      ['DELETE', `/api/bankaccount/${row.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.inject(b.keeper, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
    expect(await balanceOf(row.id)).toBe(10_00);
  });
});

describe('POST /api/bankaccount/unload/{id}', () => {
  it('unloads from the balance the server holds, ignoring currentAmount, with the docs/features/bank-accounts.md text', async () => {
    const { island, staff, account, keeper } = await setup();
    const row = await account(125_000_00);
    const response = await t.inject(keeper, 'POST', `/api/bankaccount/unload/${row.id}`, {
      amountToUnload: 1500.5,
      currentAmount: 999999999,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      '$ 1.500,50 han sido descargados de esta billetera. Esta billetera cuenta ahora con un total de $ 123.499,50',
    );
    expect(response.json().account.amount).toBe(123499.5);
    expect(await balanceOf(row.id)).toBe(123_499_50);
    const [audit] = await auditRowsOf(t.db, 'bank_account.unload', row.id);
    expect(audit).toMatchObject({
      tenantId: island.id,
      actorUserId: staff[2].id,
      before: { amount: 125_000_00 },
      after: { amount: 123_499_50, unloaded: 1_500_50 },
    });
  });

  it('may empty the wallet but not go below zero', async () => {
    const { account, keeper } = await setup();
    const row = await account(100_00);
    const above = await t.inject(keeper, 'POST', `/api/bankaccount/unload/${row.id}`, {
      amountToUnload: 100.01,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe(M.unloadAboveBalance(100_00));
    expect(above.json().message).toBe('El monto a descargar supera el saldo de la billetera ($ 100,00)');
    const all = await t.inject(keeper, 'POST', `/api/bankaccount/unload/${row.id}`, { amountToUnload: 100 });
    expect(all.json().message).toMatch(/con un total de \$ 0,00$/);
  });

  it('wants a positive amount', async () => {
    const { account, keeper } = await setup();
    const row = await account(100_00);
    for (const payload of [{ amountToUnload: 0 }, { amountToUnload: -5 }, {}]) {
      const response = await t.inject(keeper, 'POST', `/api/bankaccount/unload/${row.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(M.unloadPositive);
    }
    expect(await balanceOf(row.id)).toBe(100_00);
  });

  it('lets concurrent unloads through one at a time: the balance never goes below zero', async () => {
    const { account, staff } = await setup();
    const row = await account(100_00);
    const tokens = [staff[1].token, staff[2].token, staff[1].token];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.inject(tokens[i % 3]!, 'POST', `/api/bankaccount/unload/${row.id}`, {
          amountToUnload: 30,
          currentAmount: 100,
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(9);
    expect(await balanceOf(row.id)).toBe(10_00);
    const audits = await auditRowsOf(t.db, 'bank_account.unload', row.id);
    expect(audits).toHaveLength(3);
  });
});

describe('rol 3 and the ways money can be redirected (docs/features/roles.md)', () => {
  it('saves the name and status of an account but refuses a new CBU, an unload and a delete', async () => {
    const { account, bank, cashier } = await setup();
    const row = await account(50_00);
    const renamed = await t.inject(cashier, 'POST', `/api/bankaccount/${row.id}`, {
      name: 'Laura R.',
      bankId: bank.id,
      number: row.number,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().account).toMatchObject({ name: 'Laura R.', number: row.number });

    const newCbu = await t.inject(cashier, 'POST', `/api/bankaccount/${row.id}`, {
      name: 'Laura R.',
      bankId: bank.id,
      number: nextCbu(),
    });
    expect(newCbu.statusCode).toBe(403);
    expect(newCbu.json().message).toBe(M.cbuLocked);

    const unload = await t.inject(cashier, 'POST', `/api/bankaccount/unload/${row.id}`, {
      amountToUnload: 1,
    });
    expect(unload.statusCode).toBe(403);
    expect(unload.json().message).toBe('No tiene permiso para realizar esta acción');
    const remove = await t.inject(cashier, 'DELETE', `/api/bankaccount/${row.id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('No tiene permiso para realizar esta acción');

    const [kept] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, row.id));
    expect(kept).toMatchObject({ number: row.number, amount: 50_00 });
  });
});
