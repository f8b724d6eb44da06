import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CLAIM_LIMIT, QUEUE_MESSAGES as Q } from '@panel/domain/queue/queue-rules';
import { auditLog, islands, receiptClaims } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createReceipt } from '../../test/receipt-factory';

/** Claims with limits (docs/features/queue.md): a cap per operator, and four eyes' asker lets go. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function islandWithReceipts(count: number, settings: Partial<typeof islands.$inferInsert> = {}) {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  await t.db.update(islands).set(settings).where(eq(islands.id, island.id));
  const player = await createPlayer(t.db, { tenantId: island.id });
  const ids: number[] = [];
  for (let n = 0; n < count; n++)
    ids.push((await createReceipt(t.app, { tenantId: island.id, clientId: player.id, amount: 1000_00 })).id);
  return { island, staff, ids };
}

const claim = (token: string) => t.inject(token, 'POST', '/api/queue/claim');
const held = async (userId: number) =>
  (await t.db.select().from(receiptClaims).where(eq(receiptClaims.userId, userId))).map((c) => c.receiptId);

describe('a limit of receipts held at once', () => {
  it('an operator claiming in a loop stops at the island’s limit; the rest stay for the others', async () => {
    const { staff, ids } = await islandWithReceipts(5, { claimLimit: 3 });
    for (const id of ids.slice(0, 3)) expect((await claim(staff[5].token)).json().id).toBe(id);
    const refused = await claim(staff[5].token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: Q.claimLimitReached(3) });
    expect(refused.json().message).toBe(
      'Ya tiene 3 comprobantes tomados, el máximo de la isla: decida o libere alguno antes de tomar otro',
    );
    expect(await held(staff[5].id)).toHaveLength(3);
    // Renewing what one holds goes on; another operator gets the rest.
    expect((await t.inject(staff[5].token, 'POST', `/api/queue/${ids[0]}/renew`)).statusCode).toBe(200);
    expect((await claim(staff[4].token)).json().id).toBe(ids[3]);
    // Renewing a receipt one does not hold is a new hold: refused at the limit too.
    const grab = await t.inject(staff[5].token, 'POST', `/api/queue/${ids[4]}/renew`);
    expect([grab.statusCode, grab.json().message]).toEqual([409, Q.claimLimitReached(3)]);
    // A decision frees a place.
    expect(
      (await t.inject(staff[5].token, 'POST', `/api/put/${ids[0]}`, { status: 'approve' })).statusCode,
    ).toBe(200);
    expect((await claim(staff[5].token)).json().id).toBe(ids[4]);
  });

  it('claims racing from one operator never pass the limit', async () => {
    const { staff } = await islandWithReceipts(8, { claimLimit: 2 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(staff[5].token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(6);
    expect(await held(staff[5].id)).toHaveLength(2);
  });

  it('an expired claim of one’s own counts no more, and taking it back by renewal counts again', async () => {
    const { staff, ids } = await islandWithReceipts(3, { claimLimit: 1 });
    expect((await claim(staff[5].token)).json().id).toBe(ids[0]);
    await t.db
      .update(receiptClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(receiptClaims.receiptId, ids[0]!));
    expect((await claim(staff[5].token)).json().id).toBe(ids[0]);
    const again = await t.inject(staff[5].token, 'POST', `/api/queue/${ids[1]}/renew`);
    expect([again.statusCode, again.json().message]).toEqual([409, Q.claimLimitReached(1)]);
  });

  it('rol 1 sets it beside the four-eyes limits (default 10), audited; a bad value answers the Spanish message', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const url = `/api/tenants/${island.id}/four-eyes`;
    expect((await t.inject(staff[1].token, 'GET', url)).json()).toEqual({
      fourEyesAbove: null,
      fourEyesEditAbove: null,
      claimLimit: CLAIM_LIMIT.default,
    });
    const saved = await t.inject(staff[1].token, 'POST', url, { fourEyesAbove: 5000, claimLimit: 4 });
    expect(saved.json()).toEqual({
      fourEyesAbove: 5000,
      fourEyesEditAbove: null,
      claimLimit: 4,
      message: Q.fourEyesSaved,
    });
    // Left out, it stays as it was.
    await t.inject(staff[1].token, 'POST', url, { fourEyesAbove: null });
    const [row] = await t.db.select().from(islands).where(eq(islands.id, island.id));
    expect([row!.fourEyesAbove, row!.claimLimit]).toEqual([null, 4]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, island.id), eq(auditLog.action, 'island.four_eyes')))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ before: { claimLimit: 10 }, after: { claimLimit: 4 } });
    for (const bad of [0, 51, 2.5, -1]) {
      const refused = await t.inject(staff[1].token, 'POST', url, { claimLimit: bad });
      expect([refused.statusCode, refused.json().message]).toEqual([400, Q.claimLimitInvalid]);
    }
  });
});

describe('the asker of a four-eyes approval', () => {
  it('cannot claim nor renew the receipt waiting for someone else; another operator gets it', async () => {
    const { staff, ids } = await islandWithReceipts(1, { fourEyesAbove: 500_00 });
    const [id] = ids;
    expect((await claim(staff[5].token)).json().id).toBe(id);
    const asked = await t.inject(staff[5].token, 'POST', `/api/put/${id}`, { status: 'approve' });
    expect(asked.json().status).toBe('pending');
    expect((await claim(staff[5].token)).statusCode).toBe(204);
    const renew = await t.inject(staff[5].token, 'POST', `/api/queue/${id}/renew`);
    expect(renew.statusCode).toBe(409);
    expect(renew.json()).toEqual({ message: Q.askerCannotHold });
    expect(await held(staff[5].id)).toEqual([]);
    // The confirmer takes it and confirms.
    const taken = await claim(staff[4].token);
    expect(taken.json()).toMatchObject({ id, confirmation: { requestedBy: staff[5].username } });
    expect(
      (await t.inject(staff[4].token, 'POST', `/api/put/${id}`, { status: 'approve' })).json().status,
    ).toBe('approve');
  });
});
