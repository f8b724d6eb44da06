import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BANK_MESSAGES as M } from '@panel/domain/banks/bank-rules';
import { buildCbu } from '@panel/domain/bank-accounts/cbu';
import { auditLog, bankAccounts, banks } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { auditRowsOf } from '../../test/audit-rows';

const t = useTestApp();

let seq = 0;
const validBank = (overrides: object = {}) => ({
  bankname: `Banco ${++seq}`,
  transacbottomlimit: 1000,
  transactoplimit: 500000.5,
  dailytoplimit: 2000000,
  monthlytoplimit: 30000000,
  toplimitinuse: 1000000,
  dailytransaclimit: 60,
  ...overrides,
});

async function adminOfNewIsland() {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  return { island, staff, admin: staff[1].token };
}

describe('POST /api/banks', () => {
  it('creates a bank of the caller island, answers 201 with pesos, stores centavos and audits', async () => {
    const { island, staff, admin } = await adminOfNewIsland();
    const body = validBank({ bankname: '  Banco Nación  ' });
    const response = await t.inject(admin, 'POST', '/api/banks', body);
    expect(response.statusCode).toBe(201);
    const { message, bank } = response.json();
    expect(message).toBe(M.created);
    expect(bank).toEqual({ ...body, bankname: 'Banco Nación', id: expect.any(Number) });
    const [row] = await t.db.select().from(banks).where(eq(banks.id, bank.id));
    expect(row).toMatchObject({ tenantId: island.id, transacTopLimit: 50000050, dailyTransacLimit: 60 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bank'), eq(auditLog.entityId, bank.id)));
    expect(audit).toMatchObject({ action: 'bank.create', actorUserId: staff[1].id, tenantId: island.id });
  });

  it('checks the seven fields in the order of docs/features/banks.md, zero counting as missing', async () => {
    const { admin } = await adminOfNewIsland();
    const none = {
      bankname: '',
      transactoplimit: 0,
      transacbottomlimit: null,
      dailytoplimit: 0,
      monthlytoplimit: null,
      toplimitinuse: 0,
      dailytransaclimit: 0,
    };
    const steps: [object, string][] = [
      [none, M.bankname],
      [{ ...none, bankname: 'B' }, M.transactoplimit],
      [{ ...none, bankname: 'B', transactoplimit: 10 }, M.transacbottomlimit],
      [{ ...none, bankname: 'B', transactoplimit: 10, transacbottomlimit: 1 }, M.dailytoplimit],
      [
        { ...none, bankname: 'B', transactoplimit: 10, transacbottomlimit: 1, dailytoplimit: 5 },
        M.monthlytoplimit,
      ],
      [validBank({ toplimitinuse: 0, dailytransaclimit: 0 }), M.toplimitinuse],
      [validBank({ dailytransaclimit: 0 }), M.dailytransaclimit],
      [validBank({ dailytransaclimit: 1.5 }), M.countNotWhole],
      [validBank({ transacbottomlimit: 600000 }), M.bottomAboveTop],
    ];
    for (const [body, message] of steps) {
      const response = await t.inject(admin, 'POST', '/api/banks', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // Missing keys are missing values too.
    expect((await t.inject(admin, 'POST', '/api/banks', { bankname: 'B' })).json().message).toBe(
      M.transactoplimit,
    );
  });

  it('refuses a second bank with the same name in the island, whatever the case', async () => {
    const { admin } = await adminOfNewIsland();
    const other = await adminOfNewIsland();
    await t.inject(admin, 'POST', '/api/banks', validBank({ bankname: 'Banco Sur' }));
    const again = await t.inject(admin, 'POST', '/api/banks', validBank({ bankname: 'BANCO SUR' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.nameTaken);
    // Another island may have its own.
    expect(
      (await t.inject(other.admin, 'POST', '/api/banks', validBank({ bankname: 'Banco Sur' }))).statusCode,
    ).toBe(201);
  });
});

describe('GET, POST and DELETE /api/banks/{id}', () => {
  it('lists and reads the island banks, edits one and audits before and after', async () => {
    const { staff, admin } = await adminOfNewIsland();
    const created = (await t.inject(admin, 'POST', '/api/banks', validBank({ bankname: 'Zeta' }))).json()
      .bank;
    await t.inject(admin, 'POST', '/api/banks', validBank({ bankname: 'Alfa' }));
    const list = (await t.inject(staff[3].token, 'GET', '/api/banks')).json();
    expect(list.map((b: { bankname: string }) => b.bankname)).toEqual(['Alfa', 'Zeta']);
    expect((await t.inject(staff[2].token, 'GET', `/api/banks/${created.id}`)).json()).toEqual(created);

    const edit = await t.inject(admin, 'POST', `/api/banks/${created.id}`, validBank({ bankname: 'Zeta 2' }));
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ message: M.saved, bank: { id: created.id, bankname: 'Zeta 2' } });
    const [audit] = await auditRowsOf(t.db, 'bank.update', created.id);
    expect(audit!.before).toMatchObject({ bankname: 'Zeta' });
    expect(audit!.after).toMatchObject({ bankname: 'Zeta 2' });
  });

  it('deletes an unused bank', async () => {
    const { admin } = await adminOfNewIsland();
    const { id } = (await t.inject(admin, 'POST', '/api/banks', validBank())).json().bank;
    const response = await t.inject(admin, 'DELETE', `/api/banks/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(M.deleted);
    expect(await t.db.select().from(banks).where(eq(banks.id, id))).toHaveLength(0);
    expect((await t.inject(admin, 'GET', `/api/banks/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a bank that accounts still use, and changes nothing', async () => {
    const { island, admin } = await adminOfNewIsland();
    const { id } = (await t.inject(admin, 'POST', '/api/banks', validBank())).json().bank;
    await t.db.insert(bankAccounts).values([
      { tenantId: island.id, bankId: id, name: 'Ana', number: buildCbu('0110599', '0000000000001') },
      { tenantId: island.id, bankId: id, name: 'Beto', number: buildCbu('0110599', '0000000000002') },
    ]);
    const response = await t.inject(admin, 'DELETE', `/api/banks/${id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(M.inUse(2));
    expect(response.json().message).toBe(
      'No se puede borrar el banco: 2 cuentas lo usan. Cambie el banco de esas cuentas o bórrelas primero.',
    );
    expect(await t.db.select().from(banks).where(eq(banks.id, id))).toHaveLength(1);
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.bankId, id))).toHaveLength(2);
    const audits = await auditRowsOf(t.db, 'bank.delete', id);
    expect(audits).toHaveLength(0);
  });

  it("keeps each island's banks to itself: another island's bank answers 404", async () => {
    const a = await adminOfNewIsland();
    const b = await adminOfNewIsland();
    const { id } = (await t.inject(a.admin, 'POST', '/api/banks', validBank())).json().bank;
    expect((await t.inject(b.admin, 'GET', '/api/banks')).json()).toEqual([]);
    for (const [method, payload] of [['GET'], ['POST', validBank()], ['DELETE']] as const) {
      const response = await t.inject(b.admin, method, `/api/banks/${id}`, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
    expect((await t.inject(a.admin, 'GET', `/api/banks/${id}`)).json().bankname).toMatch(/^Banco/);
  });
});
