import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUDIENCE_MESSAGES as M } from '@panel/domain/audiences/audience-rules';
import { useTestApp } from '../../test/test-app';
import { islandWithStaff, useIslandWithStaff } from '../../test/factories';
import { movementAt } from '../../test/ledger-factory';
import { EVERYONE } from '../../test/audience-filters';
import { auditLog, audiences, clients } from '../db/schema';

const t = useTestApp();
const mine = useIslandWithStaff(t);
const other = useIslandWithStaff(t);

const valid = {
  name: 'Inactivos',
  chargesQuantityMin: 1,
  chargesQuantityMax: 10,
  daysInactiveMin: 3,
  daysInactiveMax: 30,
  chargeAmountMin: 0,
  chargeAmountMax: 100000.5,
};

const queryString = (values: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]));

describe('audience CRUD', () => {
  it('creates, reads, lists, updates and deletes, with an audit record for each change', async () => {
    const created = await t.inject(mine.staff[1].token, 'POST', '/api/audiences', {
      ...valid,
      name: '  Inactivos  ',
    });
    expect(created.statusCode).toBe(201);
    const { message, audience } = created.json();
    expect(message).toBe(M.created);
    expect(audience).toEqual({ id: expect.any(Number), ...valid });

    expect((await t.inject(mine.staff[1].token, 'GET', `/api/audiences/${audience.id}`)).json()).toEqual(
      audience,
    );
    expect((await t.inject(mine.staff[1].token, 'GET', '/api/audiences')).json()).toContainEqual(audience);
    const [stored] = await t.db.select().from(audiences).where(eq(audiences.id, audience.id));
    expect(stored).toMatchObject({ tenantId: mine.island.id, chargeAmountMax: 10000050 });

    const updated = await t.inject(mine.staff[1].token, 'PUT', `/api/audiences/${audience.id}`, {
      ...valid,
      name: 'Nuevos',
      daysInactiveMin: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      message: M.updated,
      audience: { ...audience, name: 'Nuevos', daysInactiveMin: 0 },
    });

    const deleted = await t.inject(mine.staff[1].token, 'DELETE', `/api/audiences/${audience.id}`);
    expect(deleted.json()).toEqual({ message: M.deleted });
    expect((await t.inject(mine.staff[1].token, 'GET', `/api/audiences/${audience.id}`)).statusCode).toBe(
      404,
    );

    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'audience'), eq(auditLog.entityId, audience.id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['audience.create', 'audience.update', 'audience.delete']);
  });

  it("answers 404 for another island's audience, and leaves it untouched", async () => {
    const { audience } = (await t.inject(mine.staff[1].token, 'POST', '/api/audiences', valid)).json();
    for (const [method, payload] of [['GET'], ['PUT', valid], ['DELETE']] as const) {
      const response = await t.inject(other.staff[1].token, method, `/api/audiences/${audience.id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: M.notFound });
    }
    expect((await t.inject(other.staff[1].token, 'GET', '/api/audiences')).json()).not.toContainEqual(
      audience,
    );
    expect((await t.inject(mine.staff[1].token, 'GET', `/api/audiences/${audience.id}`)).json()).toEqual(
      audience,
    );
  });

  it('answers 404 for an id that does not exist and 400 for one that is not a number', async () => {
    expect((await t.inject(mine.staff[1].token, 'PUT', '/api/audiences/999999', valid)).statusCode).toBe(404);
    expect((await t.inject(mine.staff[1].token, 'DELETE', '/api/audiences/abc')).statusCode).toBe(400);
  });
});

describe('audience rules on the server (docs/features/audiences.md): the first failing rule, in order', () => {
  // Each case also breaks every later rule.
  it.each([
    [{ ...valid, name: '', chargesQuantityMin: null, daysInactiveMin: 99 }, M.nameRequired],
    [{ ...valid, name: undefined, chargesQuantityMin: 'x' }, M.nameRequired],
    [{ ...valid, name: 'n'.repeat(101), chargeAmountMax: null }, M.nameTooLong],
    [{ ...valid, chargeAmountMax: null, chargesQuantityMin: 50, daysInactiveMin: 99 }, M.emptyFields],
    [{ ...valid, daysInactiveMax: '' }, M.emptyFields],
    [{ ...valid, chargesQuantityMin: 11, daysInactiveMin: 31, chargeAmountMax: -1 }, M.chargesQuantityOrder],
    [
      { ...valid, daysInactiveMin: 31, chargeAmountMin: 200000, chargesQuantityMax: 10000 },
      M.daysInactiveOrder,
    ],
    [{ ...valid, chargeAmountMin: 200000, chargesQuantityMax: 10000 }, M.chargeAmountOrder],
    [{ ...valid, chargesQuantityMax: 10000, daysInactiveMax: 10000 }, M.chargesQuantityRange],
    [{ ...valid, chargesQuantityMin: -1 }, M.chargesQuantityRange],
    [{ ...valid, daysInactiveMax: 10000, chargeAmountMax: 10000000 }, M.daysInactiveRange],
    [{ ...valid, daysInactiveMin: 2.5 }, M.daysInactiveRange],
    [{ ...valid, chargeAmountMax: 10000000 }, M.chargeAmountRange],
  ])('%o → 400 %s', async (payload, message) => {
    for (const [method, url] of [
      ['POST', '/api/audiences'],
      ['PUT', '/api/audiences/1'],
    ] as const) {
      const response = await t.inject(mine.staff[1].token, method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('applies the filter rules to the preview query too (the name is not needed to count)', async () => {
    const count = (values: object) =>
      t.inject(
        mine.staff[1].token,
        'GET',
        `/api/audience/audience-clients-preview-count?${queryString({ ...valid, name: '', ...values })}`,
      );
    expect((await count({})).statusCode).toBe(200);
    expect((await count({ daysInactiveMax: '' })).json()).toEqual({ message: M.emptyFields });
    expect((await count({ chargesQuantityMin: 20 })).json()).toEqual({ message: M.chargesQuantityOrder });
    expect((await count({ chargeAmountMax: 'mucho' })).json()).toEqual({ message: M.chargeAmountRange });
  });
});

describe('reach and export', () => {
  const DAY = 24 * 3600_000;
  const reach = 4;
  let seq = 0;

  /**
   * A player of the island with loads (ledger deposits, as receipts and cashiers write them) `daysAgo`,
   * then, today, a bonus and a bet that must not count.
   */
  async function player(
    tenantId: number,
    name: string,
    loads: { pesos: number; daysAgo: number }[],
    createdDaysAgo = 100,
  ) {
    seq += 1;
    const [client] = await t.db
      .insert(clients)
      .values({
        tenantId,
        panelUsername: `${name.slice(0, 12)}${seq}`,
        phone: `54911000${String(seq).padStart(5, '0')}`,
        name,
        createdAt: new Date(Date.now() - createdDaysAgo * DAY),
      })
      .returning();
    for (const load of loads)
      await movementAt(
        t.app,
        'deposit',
        { clientId: client!.id, amount: Math.round(load.pesos * 100) },
        new Date(Date.now() - load.daysAgo * DAY),
      );
    await movementAt(t.app, 'depositBonus', { clientId: client!.id, amount: 999_999_00 });
    await movementAt(t.app, 'gameDebit', { clientId: client!.id, amount: 100_00 });
    return client!;
  }

  let reachIsland: number;
  let token: string;
  const filters = {
    chargesQuantityMin: 1,
    chargesQuantityMax: 3,
    daysInactiveMin: 5,
    daysInactiveMax: 20,
    chargeAmountMin: 1000,
    chargeAmountMax: 5000,
  };
  const qs = (extra: Record<string, string | number> = {}) => queryString({ ...filters, ...extra });

  beforeAll(async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    reachIsland = island.id;
    token = staff[1].token;
    // In: each figure inside its range, edges included.
    await player(reachIsland, 'adentro', [{ pesos: 1000, daysAgo: 5 }]);
    await player(reachIsland, '=cmd|calc', [
      { pesos: 2000, daysAgo: 30 },
      { pesos: 3000, daysAgo: 20 },
    ]);
    await player(reachIsland, 'Pérez, "el Tano"\nsegunda línea', [
      { pesos: 1000, daysAgo: 10 },
      { pesos: 1000, daysAgo: 11 },
      { pesos: 3000, daysAgo: 12 },
    ]);
    await player(reachIsland, '+54 @arroba -menos', [{ pesos: 1500.25, daysAgo: 7 }]);
    // Out: one figure just outside.
    await player(reachIsland, 'reciente', [{ pesos: 1000, daysAgo: 4 }]);
    await player(reachIsland, 'viejo', [{ pesos: 1000, daysAgo: 21 }]);
    await player(reachIsland, 'poco', [{ pesos: 999.99, daysAgo: 10 }]);
    await player(reachIsland, 'mucho', [{ pesos: 5000.01, daysAgo: 10 }]);
    await player(
      reachIsland,
      'muchas',
      [1, 2, 3, 4].map(() => ({ pesos: 300, daysAgo: 10 })),
    );
    await player(reachIsland, 'nunca', [], 10);
    // Another island's player that would match: never counted.
    await player(mine.island.id, 'ajeno', [{ pesos: 1000, daysAgo: 10 }]);
  });

  it("counts the players inside every range ('Alcance')", async () => {
    const response = await t.inject(token, 'GET', `/api/audience/audience-clients-preview-count?${qs()}`);
    expect(response.json()).toEqual({ count: reach });
  });

  it('counts a player who never loaded by the days since they were created', async () => {
    const none = { chargesQuantityMin: 0, chargesQuantityMax: 0, chargeAmountMin: 0, chargeAmountMax: 0 };
    const at = (days: number) =>
      t.inject(
        token,
        'GET',
        `/api/audience/audience-clients-preview-count?${qs({ ...none, daysInactiveMin: days, daysInactiveMax: days })}`,
      );
    expect((await at(10)).json()).toEqual({ count: 1 });
    expect((await at(9)).json()).toEqual({ count: 0 });
  });

  it('pages the reached players as JSON with their figures', async () => {
    const first = (
      await t.inject(token, 'GET', `/api/audience/audience-clients-preview-data?${qs({ limit: 3 })}`)
    ).json();
    expect(first.items).toHaveLength(3);
    expect(first.items[0]).toMatchObject({
      name: 'adentro',
      chargesQuantity: 1,
      chargeAmount: 1000,
      daysInactive: 5,
    });
    expect(first.items[1]).toMatchObject({ chargesQuantity: 2, chargeAmount: 5000, daysInactive: 20 });
    const rest = (
      await t.inject(
        token,
        'GET',
        `/api/audience/audience-clients-preview-data?${qs({ limit: 3, afterId: first.nextAfterId })}`,
      )
    ).json();
    expect(rest.items.map((c: { name: string }) => c.name)).toEqual(['+54 @arroba -menos']);
    expect(rest.items[0].chargeAmount).toBe(1500.25);
    expect(rest.nextAfterId).toBeNull();
  });

  it('exports as many CSV rows as the count, escaped and with formulas neutralised', async () => {
    const response = await t.inject(
      token,
      'GET',
      `/api/audience/audience-clients-preview-data?${qs({ format: 'csv', name: 'Público €' })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The name whole in filename* (UTF-8), which browsers prefer; ASCII in filename.
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Publico __(\d\d-\d\d-\d{4})\.csv"; filename\*=UTF-8''P%C3%BAblico%20%E2%82%AC_\1\.csv$/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'panelUsername;phone;name;chargesQuantity;chargeAmount;daysInactive;lastChargeAt;createdAt',
    );
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(reach);
    // ';' between cells, phones as text (a tab first), amounts as numbers with a decimal comma.
    expect(rows[0]).toMatch(
      /^adentro\d+;"\t54911000\d{5}";adentro;1;1000;5;\d\d-\d\d-\d{4};\d\d-\d\d-\d{4}$/,
    );
    expect(rows[1]).toMatch(/^'=cmd\|calc\d+;"\t\d+";'=cmd\|calc;2;5000;20;/);
    // Quotes and a line break stay inside one quoted cell; a comma needs no quotes now.
    expect(rows[2]).toMatch(/^"Pérez, ""el T\d+";"\t\d+";"Pérez, ""el Tano""\nsegunda línea";3;5000;10;/);
    expect(rows[3]).toMatch(/^'\+54 @arroba \d+;"\t\d+";'\+54 @arroba -menos;1;1500,25;7;/);
  });

  it('answers the same count and rows across many CSV pages', async () => {
    const count = (
      await t.inject(token, 'GET', `/api/audience/audience-clients-preview-count?${qs(EVERYONE)}`)
    ).json().count;
    const csv = (
      await t.inject(
        token,
        'GET',
        `/api/audience/audience-clients-preview-data?${qs({ ...EVERYONE, format: 'csv' })}`,
      )
    ).rawPayload.toString('utf8');
    // Records end in CRLF; a line break inside a cell is a bare LF.
    const records = csv.split('\r\n').slice(1, -1);
    expect(count).toBe(10);
    expect(records).toHaveLength(count);
  });
});
