import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLabel } from '@panel/domain/audit/audit-labels';
import { actorLabel } from '@panel/domain/audit/audit-names';
import { changesText } from '@panel/domain/audit/audit-changes';
import type { AuditPageAnswer, AuditRowView } from '@panel/domain/audit/audit-rules';
import { EVIDENCE_AUDIT_ACTIONS } from '@panel/domain/evidence/texts';
import { auditLog } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff, signedInUser } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createBank, createBankAccount, createReceipt } from '../../test/receipt-factory';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const history = async (token: string, entity: string, id: number) => {
  const res = await t.inject(token, 'GET', `/api/audit?entity=${entity}&entityId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPageAnswer>().items;
};
/** A row as the screen and the CSV put it: who, the action's name, and its changes on one line. */
const shown = (row: AuditRowView) =>
  `${actorLabel(row.actor, row.username)} | ${actionLabel(row.action)} | ${changesText(row.changes)}`;

describe('the audit trail in Spanish', () => {
  it('money in pesos, actions and fields by their names: an unload of $ 1.500,50 and a paid withdrawal', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const bank = await createBank(t.db, { tenantId: island.id });
    const account = await createBankAccount(t.db, {
      tenantId: island.id,
      bankId: bank.id,
      name: 'Cuenta Galicia',
      amount: 10_000_00,
    });
    const unload = await t.inject(staff[1].token, 'POST', `/api/bankaccount/unload/${account.id}`, {
      amountToUnload: 1500.5,
    });
    expect(unload.statusCode, unload.body).toBe(200);
    const [row] = await history(staff[1].token, 'bank_account', account.id);
    expect(shown(row!)).toBe(
      `${staff[1].username} | Cuenta descargada | Monto: $ 10.000,00 → $ 8.499,50 | Monto descargado: — → $ 1.500,50`,
    );
    expect(JSON.stringify(row)).not.toContain('150050');

    const player = await createPlayer(t.db, { tenantId: island.id });
    const load = await t.inject(staff[3].token, 'POST', '/api/clients/deposit', {
      username: player.panelUsername,
      amount: 2000,
    });
    expect(load.statusCode, load.body).toBe(200);
    const pay = await t.inject(staff[3].token, 'POST', '/api/clients/pay', {
      username: player.panelUsername,
      amount: 1500.5,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const [paid, loaded] = await history(staff[1].token, 'client', player.id);
    expect(actionLabel(paid!.action)).toBe('Retiro pagado');
    expect(actionLabel(loaded!.action)).toBe('Carga');
    expect(paid!.changes).toEqual(
      expect.arrayContaining([
        { field: 'balance', before: '$ 2.000,00', after: '$ 499,50' },
        { field: 'amount', before: '—', after: '$ 1.500,50' },
      ]),
    );
    expect(shown(paid!)).not.toMatch(/client\.pay|150050/);
  });

  it('flags and ids by their meaning: a bonus block, the island and the account by name', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const player = await createPlayer(t.db, { tenantId: island.id });
    expect((await t.inject(staff[3].token, 'POST', `/api/clients/${player.id}/add`)).statusCode).toBe(200);
    const [blocked] = await history(staff[1].token, 'client', player.id);
    expect(shown(blocked!)).toBe(`${staff[3].username} | Bono bloqueado | Bono bloqueado: no → sí`);

    const bank = await createBank(t.db, { tenantId: island.id });
    const account = await createBankAccount(t.db, {
      tenantId: island.id,
      bankId: bank.id,
      name: 'Cuenta Sur',
    });
    const receipt = await createReceipt(t.app, {
      tenantId: island.id,
      clientId: player.id,
      bankAccountId: account.id,
      amount: 1500_50,
    });
    await t.inject(staff[5].token, 'POST', `/api/put/${receipt.id}`, { status: 'approve' });
    const [approved] = await history(staff[1].token, 'receipt', receipt.id);
    expect(approved!.changes).toEqual(
      expect.arrayContaining(
        [
          { field: 'status', before: 'Pendiente', after: 'Aprobado' },
          { field: 'amount', before: '$ 1.500,50', after: '$ 1.500,50' },
          { field: 'bankAccountId', before: '—', after: 'Cuenta Sur' },
        ].filter((c) => c.before !== c.after),
      ),
    );
  });

  it('people by name, a deleted user by name marked "(eliminado)", the system as "Sistema"', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const player = await createPlayer(t.db, { tenantId: island.id });
    const { user: gone, token: goneToken } = await signedInUser(t.app, t.db, { tenantId: island.id, rol: 5 });
    const r1 = await createReceipt(t.app, { tenantId: island.id, clientId: player.id });
    const r2 = await createReceipt(t.app, { tenantId: island.id, clientId: player.id });
    await t.inject(goneToken, 'POST', `/api/put/${r1.id}`, { status: 'notfound', reason: 'NOT_FOUND' });
    await t.inject(staff[5].token, 'POST', `/api/put/${r2.id}`, {
      status: 'notfound',
      reason: 'ASK_BA_OWNER',
    });
    expect((await t.inject(staff[1].token, 'DELETE', `/api/user/${gone.id}`)).statusCode).toBe(200);
    // Another operator brings the first back from 'Pospuestos'.
    await t.inject(staff[4].token, 'POST', `/api/deferred/${r1.id}/return`);
    const [back, deferred] = await history(staff[1].token, 'receipt', r1.id);
    expect(shown(deferred!)).toBe(
      `${gone.username} (eliminado) | Comprobante pospuesto | Estado: Pendiente → Pospuesto | Bono: — → $ 0,00 | Motivo: — → El pago todavía no se registró`,
    );
    expect(deferred!.actor).toBe('deleted');
    expect(back!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'Pospuesto', after: 'Pendiente' },
        { field: 'cause', before: '—', after: 'Un operador lo devolvió desde Pospuestos' },
        { field: 'decidedBy', before: `${gone.username} (eliminado)`, after: '—' },
      ]),
    );
    expect(shown(back!)).toMatch(new RegExp(`^${staff[4].username} \\| Comprobante devuelto a la cola`));
    // Who had deferred it, by name.
    await t.inject(staff[4].token, 'POST', `/api/deferred/${r2.id}/return`);
    const [back2] = await history(staff[1].token, 'receipt', r2.id);
    expect(back2!.changes).toContainEqual({ field: 'decidedBy', before: staff[5].username, after: '—' });
    // A row the system wrote (no user ever): 'Sistema'.
    await t.db.insert(auditLog).values({
      tenantId: island.id,
      actorUserId: null,
      action: EVIDENCE_AUDIT_ACTIONS.autoApproved,
      entity: 'receipt',
      entityId: r2.id,
      before: { status: 'pending' },
      after: { status: 'approve', noticeId: 7 },
    });
    const [system] = await history(staff[1].token, 'receipt', r2.id);
    expect(system!.actor).toBe('system');
    expect(shown(system!)).toBe(
      'Sistema | Comprobante aprobado por el sistema | Estado: Pendiente → Aprobado | Aviso del banco: — → n.º 7',
    );
    const csv = await t.inject(
      staff[1].token,
      'GET',
      `/api/audit/export.csv?entity=receipt&entityId=${r1.id}`,
    );
    expect(csv.body).toContain(`;${gone.username} (eliminado);`);
    // A row whose user was deleted before users were kept (migration 0020) has no name left.
    await t.db.insert(auditLog).values({
      tenantId: island.id,
      actorUserId: null,
      actorDeleted: true,
      action: 'receipt.reject',
      entity: 'receipt',
      entityId: r2.id,
    });
    const [unnamed] = await history(staff[1].token, 'receipt', r2.id);
    expect(actorLabel(unnamed!.actor, unnamed!.username)).toBe('Usuario borrado');
  });
});
