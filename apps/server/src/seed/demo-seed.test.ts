import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import { clients, fundMovements, islands, playerMessages, receipts, withdrawalRequests } from '../db/schema';
import { localBlobStore } from '../storage/blob-store';
import { queryRows } from '../db/connection';
import { useTestApp } from '../../test/test-app';
import { tokenFor } from '../../test/factories';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo-seed';

const t = useTestApp();

describe('demo seed', () => {
  it('loads once, lets the five demo users in with their roles, and stores the receipt files', async () => {
    const files = localBlobStore(path.join(t.dataDir, 'uploads'));
    expect(await seedDemo(t.db, files)).toBe(true);
    expect(await seedDemo(t.db, files)).toBe(false);
    expect(await t.db.select().from(islands)).toHaveLength(1);
    for (const { username, rol } of DEMO_USERS) {
      const token = await tokenFor(t.app, username, DEMO_PASSWORD);
      const me = await t.inject(token, 'GET', '/api/this/tenants');
      expect(me.json().islandata.name).toBe('Isla Demo');
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username, password: DEMO_PASSWORD },
      });
      expect(signin.json().rol).toBe(rol);
    }
    const pending = await t.db.select().from(receipts);
    expect(pending.length).toBeGreaterThan(5);
    for (const receipt of pending) expect((await files.get(receipt.fileKey))?.length).toBeGreaterThan(100);
  });

  it('has a player whose identity is verified, one typed but not verified, and players without one', async () => {
    const rows = await t.db
      .select({ dni: clients.dni, status: clients.identityStatus })
      .from(clients)
      .where(isNotNull(clients.dni));
    expect(rows.map((row) => row.status).sort()).toEqual(['unverified', 'verified']);
    expect((await t.db.select().from(clients)).length).toBeGreaterThan(rows.length);
  });

  it("keeps every player's movement chain unbroken and never negative", async () => {
    const [broken] = await queryRows<{ n: number }>(
      t.db,
      sql`
      select count(*)::int as n from (
        select balance_before, lag(balance_after) over (partition by client_id order by ins_date, id) as previous, balance_after
        from ${fundMovements}) m
      where (previous is not null and previous <> balance_before) or balance_after < 0`,
    );
    expect(broken?.n).toBe(0);
  });

  it('has a withdrawal request in each state for Retiros and Pagos', async () => {
    const states = (await t.db.select({ state: withdrawalRequests.state }).from(withdrawalRequests)).map(
      (r) => r.state,
    );
    expect(states.sort()).toEqual(['aprobado', 'cancelado', 'pagado', 'rechazado', 'solicitado']);
  });

  it("has the players' messages of those steps, one the bot could not deliver", async () => {
    const messages = await t.db
      .select({ kind: playerMessages.kind, state: playerMessages.state })
      .from(playerMessages)
      .where(isNotNull(playerMessages.withdrawalId));
    expect(messages.map((m) => `${m.kind} ${m.state}`).sort()).toEqual([
      'aviso_retiro_aprobado pending',
      'aviso_retiro_aprobado pending',
      'aviso_retiro_pagado pending',
      'aviso_retiro_rechazado failed',
    ]);
  });
});
