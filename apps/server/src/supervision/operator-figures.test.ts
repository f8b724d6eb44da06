import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorFiguresAnswer } from '@panel/domain/supervision/operator-figures';
import { auditLog } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createReceipt } from '../../test/receipt-factory';

let t: TestApp;
let mine: Awaited<ReturnType<typeof islandWithStaff>>;
let theirs: Awaited<ReturnType<typeof islandWithStaff>>;

/** A receipt decision's audit row: `at` in UTC (Buenos Aires is UTC-3), `minutes` from upload to decision. */
const decision = (tenantId: number, actorUserId: number, action: string, at: string, minutes: number) => ({
  tenantId,
  actorUserId,
  action,
  entity: 'receipt',
  entityId: 1,
  decisionMs: minutes * 60_000,
  createdAt: new Date(at),
});

beforeAll(async () => {
  t = await startTestApp();
  mine = await islandWithStaff(t.app, t.db);
  theirs = await islandWithStaff(t.app, t.db);
  const [a, b] = [mine.staff[5].id, mine.staff[3].id];
  await t.db.insert(auditLog).values([
    // Operator a, 10:00-11:00 Buenos Aires on 2024-05-01 (shift 0, 08-16): 1, 2, 3 and 4 minutes.
    decision(mine.island.id, a, 'receipt.approve', '2024-05-01T13:00:00Z', 1),
    decision(mine.island.id, a, 'receipt.approve', '2024-05-01T13:10:00Z', 2),
    decision(mine.island.id, a, 'receipt.reject', '2024-05-01T13:20:00Z', 3),
    decision(mine.island.id, a, 'receipt.defer', '2024-05-01T14:00:00Z', 4),
    // Operator a, 23:30 Buenos Aires (shift 1, 16-00): 20 minutes.
    decision(mine.island.id, a, 'receipt.approve', '2024-05-02T02:30:00Z', 20),
    // Operator b, 03:00 Buenos Aires on 2024-05-01 (shift 2, 00-08): 10 minutes, edited and approved.
    decision(mine.island.id, b, 'receipt.edit_approve', '2024-05-01T06:00:00Z', 10),
    // Outside the range (07:59 Buenos Aires on 2024-05-03... and the day before), and another island.
    decision(mine.island.id, b, 'receipt.approve', '2024-05-01T02:59:00Z', 99),
    decision(mine.island.id, b, 'receipt.approve', '2024-05-03T03:00:00Z', 99),
    decision(theirs.island.id, theirs.staff[5].id, 'receipt.approve', '2024-05-01T13:00:00Z', 99),
    // Not a decision (no response time): not counted.
    {
      tenantId: mine.island.id,
      actorUserId: a,
      action: 'bank.update',
      entity: 'bank',
      entityId: 1,
      createdAt: new Date('2024-05-01T13:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const figures = async (token: string, query: string) => {
  const response = await t.inject(token, 'GET', `/api/supervision/operators${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OperatorFiguresAnswer>();
};

describe('GET /api/supervision/operators', () => {
  it('counts each operator’s decisions per shift, with p50 and p90 minutes from upload to decision', async () => {
    const answer = await figures(mine.staff[2].token, '?start=2024-05-01&end=2024-05-03');
    expect(answer.date).toEqual(['2024-05-01', '2024-05-03']);
    const rows = answer.rows.map(({ username, actor, ...rest }) => {
      expect(actor).toBe('user');
      return { who: username, ...rest };
    });
    // staff, shift, decisions, approvals, rejections, deferrals, p50 and p90 minutes.
    const expected = [
      // p50 of 1, 2, 3, 4 = 2.5; p90 = 3 + 0.7 × (4 - 3) = 3.7 (continuous percentile).
      [5, 0, 4, 2, 1, 1, 2.5, 3.7],
      [5, 1, 1, 1, 0, 0, 20, 20],
      [3, 2, 1, 1, 0, 0, 10, 10],
    ] as const;
    expect(rows).toEqual(
      expect.arrayContaining(
        expected.map(
          ([staff, shift, decisions, approvals, rejections, deferrals, p50Minutes, p90Minutes]) => ({
            who: mine.staff[staff].username,
            userId: mine.staff[staff].id,
            shift,
            decisions,
            approvals,
            rejections,
            deferrals,
            p50Minutes,
            p90Minutes,
          }),
        ),
      ),
    );
    expect(rows).toHaveLength(3);
  });

  it('the system and deleted users are rows of their own, apart from people, with the approvals they made', async () => {
    const island = await islandWithStaff(t.app, t.db);
    const [gone, kept] = [island.staff[4], island.staff[5]];
    await t.db.insert(auditLog).values([
      decision(island.island.id, kept.id, 'receipt.approve', '2024-05-01T13:00:00Z', 2),
      decision(island.island.id, gone.id, 'receipt.reject', '2024-05-01T13:05:00Z', 4),
      {
        ...decision(island.island.id, 0, 'receipt.auto_approve', '2024-05-01T13:10:00Z', 1),
        actorUserId: null,
      },
      {
        ...decision(island.island.id, 0, 'receipt.auto_approve', '2024-05-01T13:20:00Z', 3),
        actorUserId: null,
      },
    ]);
    expect((await t.inject(island.staff[1].token, 'DELETE', `/api/user/${gone.id}`)).statusCode).toBe(200);
    const answer = await figures(island.staff[2].token, '?start=2024-05-01&end=2024-05-02');
    expect(answer.rows.map((r) => [r.actor, r.username, r.decisions, r.approvals, r.rejections])).toEqual([
      ['user', kept.username, 1, 1, 0],
      ['system', null, 2, 2, 0],
      ['deleted', gone.username, 1, 0, 1],
    ]);
  });

  it('shows the receipt waiting longest and how many wait', async () => {
    expect((await figures(mine.staff[1].token, '?start=2024-05-01')).oldestPending).toBeNull();
    const player = await createPlayer(t.db, { tenantId: mine.island.id });
    const oldest = await createReceipt(t.app, {
      tenantId: mine.island.id,
      clientId: player.id,
      createdAt: new Date(Date.now() - 30 * 60_000),
    });
    await createReceipt(t.app, { tenantId: mine.island.id, clientId: player.id });
    const answer = await figures(mine.staff[1].token, '?start=2024-05-01');
    expect(answer.pending).toBe(2);
    expect(answer.oldestPending).toMatchObject({ id: oldest.id });
    expect(answer.oldestPending!.waitingMinutes).toBeGreaterThanOrEqual(30);
    expect(answer.oldestPending!.waitingMinutes).toBeLessThan(35);
    // Another island's supervisor sees nothing of it.
    expect(await figures(theirs.staff[2].token, '?start=2024-05-01')).toMatchObject({
      pending: 0,
      oldestPending: null,
    });
  });

  it('answers 400 for a bad range', async () => {
    const response = await t.inject(
      mine.staff[1].token,
      'GET',
      '/api/supervision/operators?start=2024-05-03&end=2024-05-01',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La fecha final no puede ser anterior a la inicial');
  });
});
