import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLabel } from '@panel/domain/audit/audit-labels';
import { actorLabel, entityLabel } from '@panel/domain/audit/audit-names';
import type { AuditPageAnswer, AuditRowView } from '@panel/domain/audit/audit-rules';
import { businessDay, addDays, DATE_RANGE_MESSAGES } from '@panel/domain/date-range';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createReceipt } from '../../test/receipt-factory';

let t: TestApp;
let mine: Awaited<ReturnType<typeof islandWithStaff>>;
let theirs: Awaited<ReturnType<typeof islandWithStaff>>;
const today = businessDay(new Date());

beforeAll(async () => {
  t = await startTestApp();
  mine = await islandWithStaff(t.app, t.db);
  theirs = await islandWithStaff(t.app, t.db);
  // A few audited changes in each island: ignored numbers by rol 2, one by each island's rol 1.
  for (const phone of ['5491100000001', '5491100000002', '5491100000003'])
    await t.inject(mine.staff[2].token, 'POST', '/api/ignore', { phone });
  await t.inject(mine.staff[1].token, 'POST', '/api/ignore', { phone: '5491100000009' });
  await t.inject(theirs.staff[2].token, 'POST', '/api/ignore', { phone: '5491100000004' });
});
afterAll(() => t.close());

const list = async (token: string, query = '') => {
  const response = await t.inject(token, 'GET', `/api/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPageAnswer>();
};

describe('GET /api/audit', () => {
  it("shows a receipt decision on the receipt's own history: who, what, before → after", async () => {
    const player = await createPlayer(t.db, { tenantId: mine.island.id });
    const receipt = await createReceipt(t.app, {
      tenantId: mine.island.id,
      clientId: player.id,
      amount: 1_500_00,
    });
    const decided = await t.inject(mine.staff[5].token, 'POST', `/api/put/${receipt.id}`, {
      status: 'rejected',
      reason: 'FAKE_IMAGE',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const history = await list(mine.staff[2].token, `?entity=receipt&entityId=${receipt.id}`);
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      action: 'receipt.reject',
      entity: 'receipt',
      entityId: receipt.id,
      userId: mine.staff[5].id,
      username: mine.staff[5].username,
      islandName: mine.island.name,
    });
    expect(history.items[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'Pendiente', after: 'Rechazado' },
        { field: 'reason', before: '—', after: 'Imagen falsa' },
      ]),
    );
    // The amount did not change, so it is not listed as a change.
    expect(history.items[0]!.changes.map((c) => c.field)).not.toContain('amount');
  });

  it('filters by user, action, record type and days, newest first', async () => {
    const byModerator = await list(mine.staff[1].token, `?user=${mine.staff[2].username.toUpperCase()}`);
    expect(byModerator.items.map((r) => r.action)).toEqual(['ignore.add', 'ignore.add', 'ignore.add']);
    expect(byModerator.items.map((r) => r.id)).toEqual(
      [...byModerator.items.map((r) => r.id)].sort((a, b) => b - a),
    );
    expect(
      (await list(mine.staff[1].token, '?action=receipt.reject')).items.every(
        (r) => r.action === 'receipt.reject',
      ),
    ).toBe(true);
    const ignored = await list(mine.staff[2].token, '?entity=ignored_number');
    expect(ignored.items).toHaveLength(4);
    expect(ignored.items[0]!.changes).toEqual([{ field: 'phone', before: '—', after: '5491100000009' }]);
    expect(
      (await list(mine.staff[2].token, `?entity=ignored_number&from=${today}&to=${today}`)).items,
    ).toHaveLength(4);
    expect(
      (await list(mine.staff[2].token, `?entity=ignored_number&from=${addDays(today, 1)}`)).items,
    ).toHaveLength(0);
    expect(
      (await list(mine.staff[2].token, `?entity=ignored_number&to=${addDays(today, -1)}`)).items,
    ).toHaveLength(0);
    expect((await list(mine.staff[2].token, '?user=nadie')).items).toEqual([]);
  });

  it('pages by key: each page continues where the last one ended', async () => {
    const first = await list(mine.staff[2].token, '?entity=ignored_number&limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.next).toBe(first.items[2]!.id);
    const second = await list(mine.staff[2].token, `?entity=ignored_number&limit=3&before=${first.next}`);
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeNull();
    const all = await list(mine.staff[2].token, '?entity=ignored_number');
    expect([...first.items, ...second.items]).toEqual(all.items);
  });

  it("keeps rol 2 within their island; rol 1 sees every island's rows", async () => {
    const moderator = await list(mine.staff[2].token, '?entity=ignored_number');
    expect(moderator.items.every((r) => r.islandId === mine.island.id)).toBe(true);
    const theirRecord = await list(theirs.staff[2].token, '?entity=ignored_number');
    expect(theirRecord.items.map((r) => r.islandId)).toEqual([theirs.island.id]);
    // Another island's record asked for by id: nothing, not an error.
    const foreign = await list(
      mine.staff[2].token,
      `?entity=ignored_number&entityId=${theirRecord.items[0]!.entityId}`,
    );
    expect(foreign.items).toEqual([]);
    const admin = await list(mine.staff[1].token, '?entity=ignored_number');
    expect(new Set(admin.items.map((r) => r.islandId))).toEqual(new Set([mine.island.id, theirs.island.id]));
  });

  it('answers 400 in Spanish for a bad filter', async () => {
    for (const query of [
      '?from=2024-13-01',
      '?entityId=5',
      '?entity=nada',
      '?from=2024-05-02&to=2024-05-01',
      '?limit=0',
    ]) {
      const response = await t.inject(mine.staff[1].token, 'GET', `/api/audit${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/[a-záéíóú]/);
    }
    // One good day and one that is not: the other routes' message, in the list and the CSV (was 500).
    for (const query of ['?from=2026-01-01&to=x', '?from=x&to=2026-01-01']) {
      for (const path of ['/api/audit', '/api/audit/export.csv']) {
        const response = await t.inject(mine.staff[1].token, 'GET', `${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json()).toEqual({ message: DATE_RANGE_MESSAGES.invalidDay });
      }
    }
  });
});

describe('GET /api/audit/export.csv', () => {
  const csvRows = async (token: string, query: string) => {
    const response = await t.inject(token, 'GET', `/api/audit/export.csv${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('auditoria.csv');
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Fecha;Usuario;Isla;Acción;Registro;Id;Cambios');
    return lines.map((line) => line.split(';'));
  };
  const asCells = (row: AuditRowView) => [
    actorLabel(row.actor, row.username),
    row.islandName ?? '',
    actionLabel(row.action),
    entityLabel(row.entity),
    String(row.entityId ?? ''),
  ];

  it('streams the same rows as the list, in its order, with the same filters', async () => {
    for (const [token, query] of [
      [mine.staff[2].token, '?entity=ignored_number'],
      [mine.staff[1].token, ''],
      [theirs.staff[2].token, `?from=${today}&to=${today}`],
    ] as const) {
      const rows = await csvRows(token, query);
      const listed = await list(token, `${query}${query ? '&' : '?'}limit=200`);
      expect(
        rows.map((cells) => cells.slice(1, 6)),
        query,
      ).toEqual(listed.items.map(asCells));
    }
    const [row] = await csvRows(mine.staff[2].token, '?entity=ignored_number&limit=1');
    expect(row![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(row![6]).toBe('Teléfono: — → 5491100000009');
  });
});
