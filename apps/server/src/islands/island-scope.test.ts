import { describe, expect, it } from 'vitest';
import { bots, botStates, clients, islands, receipts } from '../db/schema';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import type { Db } from '../db/connection';

const t = useTestApp();

async function pendingReceipt(db: Db, tenantId: number, status: 'pending' | 'approve' = 'pending') {
  const [client] = await db
    .insert(clients)
    .values({
      tenantId,
      panelUsername: `p${Math.random().toString(36).slice(2, 10)}`,
      phone: '5491100001111',
    })
    .returning();
  const [receipt] = await db
    .insert(receipts)
    .values({
      tenantId,
      clientId: client!.id,
      fileKey: 'receipts/x.png',
      fileType: 'png',
      amount: 150000,
      status,
    })
    .returning();
  return receipt!.id;
}

describe('island scoping', () => {
  it('shows each island only its own pending receipts', async () => {
    const a = await islandWithStaff(t.app, t.db);
    const b = await islandWithStaff(t.app, t.db);
    const a1 = await pendingReceipt(t.db, a.island.id);
    const a2 = await pendingReceipt(t.db, a.island.id);
    await pendingReceipt(t.db, a.island.id, 'approve');
    const b1 = await pendingReceipt(t.db, b.island.id);
    expect((await t.inject(a.staff[5].token, 'GET', '/api/pendingids')).json()).toEqual([a1, a2]);
    expect((await t.inject(b.staff[1].token, 'GET', '/api/pendingids')).json()).toEqual([b1]);
  });

  it("gives the header the caller's island, and every island only to rol 1", async () => {
    const a = await islandWithStaff(t.app, t.db);
    const b = await islandWithStaff(t.app, t.db);
    const forCashier = (await t.inject(a.staff[3].token, 'GET', '/api/this/tenants')).json();
    expect(forCashier).toMatchObject({
      islandata: { id: a.island.id, name: a.island.name },
      islanID: a.island.id,
    });
    expect(forCashier.items).toEqual([{ id: a.island.id, name: a.island.name }]);
    expect(JSON.stringify(forCashier)).not.toContain('password');
    const forAdmin = (await t.inject(b.staff[1].token, 'GET', '/api/this/tenants')).json();
    expect(forAdmin.islanID).toBe(b.island.id);
    expect(forAdmin.items.map((i: { id: number }) => i.id)).toEqual(
      expect.arrayContaining([a.island.id, b.island.id]),
    );
  });

  it("reads the state of the island's own bot, and 'Apagado' (2) without one", async () => {
    const a = await islandWithStaff(t.app, t.db);
    expect((await t.inject(a.staff[4].token, 'GET', '/api/this/botstate')).json()).toEqual({
      state: 2,
      botName: null,
      updatedAt: null,
      stale: false,
    });
    const [bot] = await t.db.insert(bots).values({ tenantId: a.island.id, name: 'Bot Sur' }).returning();
    await t.db.insert(botStates).values({ botId: bot!.id, state: 1 });
    await t.db.update(islands).set({ botId: bot!.id }).where(eq(islands.id, a.island.id));
    expect((await t.inject(a.staff[4].token, 'GET', '/api/this/botstate')).json()).toMatchObject({
      state: 1,
      botName: 'Bot Sur',
    });
    const b = await islandWithStaff(t.app, t.db);
    expect((await t.inject(b.staff[4].token, 'GET', '/api/this/botstate')).json().state).toBe(2);
  });
});
