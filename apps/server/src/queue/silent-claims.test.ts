import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LEASE_SECONDS, QUEUE_MESSAGES, SILENT_SECONDS } from '@panel/domain/queue/queue-rules';
import { receiptClaims } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createReceipt } from '../../test/receipt-factory';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function islandWithReceipts(count: number) {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  const player = await createPlayer(t.db, { tenantId: island.id });
  const ids: number[] = [];
  for (let n = 0; n < count; n++)
    ids.push((await createReceipt(t.app, { tenantId: island.id, clientId: player.id })).id);
  return { island, staff, ids };
}

const claim = async (token: string) => {
  const res = await t.inject(token, 'POST', '/api/queue/claim');
  return res.statusCode === 204 ? null : res.json<{ id: number }>().id;
};

/** The claim on this receipt was last renewed `seconds` ago (a renewal sets the lease's end to now + lease). */
const lastRenewed = (receiptId: number, seconds: number) =>
  t.db
    .update(receiptClaims)
    .set({ expiresAt: sql`now() + make_interval(secs => ${LEASE_SECONDS - seconds})` })
    .where(eq(receiptClaims.receiptId, receiptId));

describe('a claim whose browser went silent', () => {
  it('is taken over when another operator asks and nothing else is free; the silent holder is told', async () => {
    const { staff, ids } = await islandWithReceipts(2);
    expect([await claim(staff[5].token), await claim(staff[5].token)]).toEqual(ids);
    // Renewed a moment ago: the other operator waits ('No hay mas comprobantes').
    expect(await claim(staff[4].token)).toBeNull();
    // The browser died: no renewal for more than three renewal intervals.
    await lastRenewed(ids[1]!, SILENT_SECONDS + 1);
    expect(await claim(staff[4].token)).toBe(ids[1]);
    // The silent browser coming back cannot renew it, nor decide it.
    const renew = await t.inject(staff[5].token, 'POST', `/api/queue/${ids[1]}/renew`);
    expect(renew.statusCode).toBe(409);
    expect(renew.json()).toEqual({ message: QUEUE_MESSAGES.heldByOther });
    const decide = await t.inject(staff[5].token, 'POST', `/api/put/${ids[1]}`, { status: 'approve' });
    expect(decide.statusCode).toBe(409);
    // The one still renewed stays with its holder.
    expect(await claim(staff[3].token)).toBeNull();
  });

  it('a free receipt is handed out before a silent claim is taken over', async () => {
    const { staff, ids } = await islandWithReceipts(2);
    expect(await claim(staff[5].token)).toBe(ids[0]);
    await lastRenewed(ids[0]!, SILENT_SECONDS + 5);
    expect(await claim(staff[4].token)).toBe(ids[1]);
    expect(await claim(staff[3].token)).toBe(ids[0]);
  });

  it('the caller’s own silent claim is not handed to them again as a new one', async () => {
    const { staff, ids } = await islandWithReceipts(1);
    expect(await claim(staff[5].token)).toBe(ids[0]);
    await lastRenewed(ids[0]!, SILENT_SECONDS + 1);
    expect(await claim(staff[5].token)).toBeNull();
    // Its renewal keeps it.
    expect((await t.inject(staff[5].token, 'POST', `/api/queue/${ids[0]}/renew`)).statusCode).toBe(200);
    expect(await claim(staff[4].token)).toBeNull();
  });

  it('a claim renewed within the silent spell is never taken over', async () => {
    const { staff, ids } = await islandWithReceipts(1);
    expect(await claim(staff[5].token)).toBe(ids[0]);
    await lastRenewed(ids[0]!, SILENT_SECONDS - 3);
    expect(await claim(staff[4].token)).toBeNull();
  });

  it('operators asking at once for one silent claim: exactly one gets it', async () => {
    const { staff, ids } = await islandWithReceipts(1);
    expect(await claim(staff[5].token)).toBe(ids[0]);
    await lastRenewed(ids[0]!, SILENT_SECONDS + 1);
    const got = await Promise.all([staff[1], staff[2], staff[3], staff[4]].map((s) => claim(s.token)));
    expect(got.filter((id) => id !== null)).toEqual([ids[0]]);
  });
});
