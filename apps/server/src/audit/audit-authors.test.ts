import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actorLabel } from '@panel/domain/audit/audit-names';
import type { AuditPageAnswer } from '@panel/domain/audit/audit-rules';
import { receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createUser, islandWithStaff, signedInUser, tokenFor } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createReceipt } from '../../test/receipt-factory';

/** Authors are kept forever (docs/features/audit.md 'Who'): a deleted or renamed user stays the author. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const trail = async (token: string, query: string) => {
  const res = await t.inject(token, 'GET', `/api/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPageAnswer>().items;
};

describe('authors of the audit trail', () => {
  it('a deleted user who approved a receipt and made a deposit is still named as its author', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const player = await createPlayer(t.db, { tenantId: island.id });
    const { user: gone, token } = await signedInUser(t.app, t.db, { tenantId: island.id, rol: 3 });
    const receipt = await createReceipt(t.app, { tenantId: island.id, clientId: player.id });
    const approval = await t.inject(token, 'POST', `/api/put/${receipt.id}`, { status: 'approve' });
    expect(approval.statusCode, approval.body).toBe(200);
    const deposit = await t.inject(token, 'POST', '/api/clients/deposit', {
      username: player.panelUsername,
      amount: 2000,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);

    expect((await t.inject(staff[1].token, 'DELETE', `/api/user/${gone.id}`)).statusCode).toBe(200);

    const [decided] = await t.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    expect(decided!.decidedBy).toBe(gone.id);
    const [approved] = await trail(staff[1].token, `entity=receipt&entityId=${receipt.id}`);
    expect(approved).toMatchObject({ action: 'receipt.approve', username: gone.username, actor: 'deleted' });
    expect(actorLabel(approved!.actor, approved!.username)).toBe(`${gone.username} (eliminado)`);
    const [deposited] = await trail(staff[1].token, `entity=client&entityId=${player.id}`);
    expect(deposited).toMatchObject({ username: gone.username, actor: 'deleted' });

    // A search by their name still finds both, and the CSV names them too.
    const found = await trail(staff[1].token, `user=${gone.username}`);
    expect(found.map((row) => row.action)).toEqual(
      expect.arrayContaining(['receipt.approve', 'client.deposit']),
    );
    const csv = await t.inject(staff[1].token, 'GET', `/api/audit/export.csv?user=${gone.username}`);
    expect(csv.body).toContain(`;${gone.username} (eliminado);`);
  });

  it('after a rename, a search by the earlier name finds what was done under it and since', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const player = await createPlayer(t.db, { tenantId: island.id });
    const { user, token } = await signedInUser(t.app, t.db, { tenantId: island.id, rol: 3 });
    const load = { username: player.panelUsername, amount: 1500 };
    expect((await t.inject(token, 'POST', '/api/clients/deposit', load)).statusCode).toBe(200);
    const renamed = `${user.username}_nuevo`;
    const rename = await t.inject(token, 'POST', `/api/user/${user.id}`, {
      username: renamed,
      email: user.email,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await t.inject(token, 'POST', '/api/clients/deposit', load)).statusCode).toBe(200);

    // The earlier name, in another case as sign-in compares names.
    const byOldName = await trail(
      staff[2].token,
      `user=${user.username.toUpperCase()}&action=client.deposit`,
    );
    expect(byOldName).toHaveLength(2);
    expect(byOldName.every((row) => row.username === renamed && row.actor === 'user')).toBe(true);
    expect(await trail(staff[2].token, `user=${renamed}&action=client.deposit`)).toHaveLength(2);
  });

  it("a deleted user's name can be taken again; the search by it finds both people, each by name", async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const player = await createPlayer(t.db, { tenantId: island.id });
    const first = await createUser(t.db, { tenantId: island.id, rol: 3 });
    const load = { username: player.panelUsername, amount: 1000 };
    await t.inject(await tokenFor(t.app, first.username), 'POST', '/api/clients/deposit', load);
    expect((await t.inject(staff[1].token, 'DELETE', `/api/user/${first.id}`)).statusCode).toBe(200);
    // Gone from the list, and signing in with the old account fails.
    const list = await t.inject(staff[1].token, 'GET', '/api/user');
    expect(list.json<{ id: number }[]>().some((u) => u.id === first.id)).toBe(false);
    expect((await t.inject(staff[1].token, 'GET', `/api/user/${first.id}`)).statusCode).toBe(404);
    expect((await t.inject(staff[1].token, 'DELETE', `/api/user/${first.id}`)).statusCode).toBe(404);

    const created = await t.inject(staff[1].token, 'POST', '/api/user', {
      username: first.username,
      email: 'otra@test.local',
      tenant_id: island.id,
      rol: 3,
      password: 'clave-segura-456',
      vpassword: 'clave-segura-456',
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = created.json<{ user: { id: number } }>().user;
    await t.inject(
      await tokenFor(t.app, first.username, 'clave-segura-456'),
      'POST',
      '/api/clients/deposit',
      load,
    );

    const rows = await trail(staff[1].token, `user=${first.username}&action=client.deposit`);
    expect(rows.map((row) => [row.userId, actorLabel(row.actor, row.username)])).toEqual([
      [second.id, first.username],
      [first.id, `${first.username} (eliminado)`],
    ]);
  });
});
