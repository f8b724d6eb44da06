import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PLAYER_LISTS, type PlayerList } from '@panel/domain/dashboard/dashboard-stats';
import { DATE_RANGE_MESSAGES } from '@panel/domain/date-range';
import { auditLog, clients, clientTransactions, fundMovements, receipts } from '../db/schema';
import type { Db } from '../db/connection';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { exportPageSize } from '../csv/csv';

/*
 * A hand-computed fixture around the Buenos Aires midnight (UTC-3): 2024-05-11T02:30Z is still
 * 10 May 23:30 there, 2024-05-11T03:00Z is 11 May 00:00. The range [2024-05-10, 2024-05-13) runs
 * from 2024-05-10T03:00Z to 2024-05-13T03:00Z. Every expected figure below is worked out by hand.
 */
const RANGE = ['2024-05-10', '2024-05-13'];
const at = (iso: string) => new Date(iso);

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

type Kind = (typeof fundMovements.$inferInsert)['transactionType'];
let movementCount = 0;
async function move(db: Db, player: string, kind: Kind, pesos: number, when: string) {
  const amount = Math.round(pesos * 100);
  await db.insert(fundMovements).values({
    clientId: ids[player]!,
    externalTransactionId: `fx-${++movementCount}`,
    transactionType: kind,
    amount,
    balanceBefore: kind === 'GAMEDEBIT' ? amount : 0,
    balanceAfter: kind === 'GAMEDEBIT' ? 0 : amount,
    insDate: at(when),
  });
}

async function player(db: Db, tenantId: number, name: string, created: string, phone = `54911${name}`) {
  const [row] = await db
    .insert(clients)
    .values({ tenantId, panelUsername: `fx${name}`, phone, createdAt: at(created) })
    .returning();
  ids[name] = row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const { island, staff } = await islandWithStaff(t.app, t.db);
  const { island: other, staff: otherStaff } = await islandWithStaff(t.app, t.db);
  token = staff[1].token;
  const db = t.db;
  const a = island.id;

  await player(db, a, 'p1', '2024-04-01T15:00:00Z');
  await player(db, a, 'p2', '2024-05-11T12:00:00Z');
  // A formula-looking name and phone: the CSV must neutralise them.
  await player(db, a, 'p3', '2024-03-01T12:00:00Z', '+5491100000003');
  await db.update(clients).set({ panelUsername: '=p3' }).where(eq(clients.id, ids.p3!));
  await player(db, a, 'p4', '2024-05-20T12:00:00Z'); // registered after the range: in no figure
  await player(db, a, 'p5', '2024-04-01T12:00:00Z');
  await player(db, a, 'p6', '2024-04-20T12:00:00Z');
  await player(db, a, 'p7', '2024-05-08T12:00:00Z');
  await player(db, a, 'p8', '2024-05-10T02:59:00Z'); // 9 May 23:59 in Buenos Aires: not new
  await player(db, a, 'p9', '2024-05-10T03:00:00Z'); // 10 May 00:00: new
  await player(db, a, 'p10', '2024-03-15T12:00:00Z');
  await player(db, other.id, 'q1', '2024-05-10T12:00:00Z');

  await move(db, 'p1', 'DEPOSIT', 1000, '2024-05-11T02:30:00Z'); // 10 May 23:30, shift 16-00
  await move(db, 'p1', 'DEPOSITBONO', 100, '2024-05-11T02:30:01Z');
  await move(db, 'p1', 'DEPOSIT', 500.5, '2024-05-11T03:00:00Z'); // 11 May 00:00, shift 00-08
  await move(db, 'p1', 'GAMEDEBIT', 50, '2024-05-11T04:00:00Z'); // not a load
  await move(db, 'p2', 'DEPOSIT', 2000, '2024-05-11T14:00:00Z'); // 11 May 11:00, shift 08-16
  await move(db, 'p2', 'DEPOSITBONO', 200, '2024-05-11T14:00:01Z');
  await move(db, 'p1', 'DEPOSIT', 300, '2024-05-10T02:59:00Z'); // 9 May 23:59: before the range
  await move(db, 'p2', 'DEPOSIT', 700, '2024-05-13T02:59:00Z'); // 12 May 23:59, shift 16-00
  await move(db, 'p1', 'DEPOSIT', 999, '2024-05-13T03:00:00Z'); // 13 May 00:00: after the range
  await move(db, 'p5', 'DEPOSIT', 100, '2024-05-04T15:00:00Z');
  await move(db, 'p6', 'DEPOSIT', 100, '2024-05-09T12:00:00Z');
  await move(db, 'p10', 'DEPOSIT', 100, '2024-04-20T12:00:00Z');
  await move(db, 'q1', 'DEPOSIT', 5000, '2024-05-11T15:00:00Z'); // another island

  const receipt = async (
    tenantId: number,
    player: string,
    status: string,
    created: string,
    bonus?: number,
  ) => {
    const [row] = await db
      .insert(receipts)
      .values({
        tenantId,
        clientId: ids[player]!,
        fileKey: `fx/${player}-${created}.png`,
        fileType: 'png',
        amount: 100_000,
        status: status as 'pending',
        createdAt: at(created),
      })
      .returning();
    if (bonus !== undefined)
      await db.insert(clientTransactions).values({
        clientId: ids[player]!,
        receiptId: row!.id,
        amount: 100_000,
        bonusAmount: bonus,
        charged: true,
      });
  };
  await receipt(a, 'p1', 'approve', '2024-05-10T15:00:00Z', 10_000); // with a bonus
  await receipt(a, 'p2', 'approve', '2024-05-11T15:00:00Z', 0);
  await receipt(a, 'p2', 'pending', '2024-05-13T02:59:00Z');
  await receipt(a, 'p1', 'notfound', '2024-05-11T15:00:00Z'); // deferred ('Pospuesto')
  await receipt(a, 'p5', 'rejected', '2024-05-10T03:00:00Z');
  await receipt(a, 'p5', 'rejected', '2024-05-10T02:59:00Z'); // 9 May: outside
  await receipt(other.id, 'q1', 'approve', '2024-05-11T15:00:00Z');

  const decision = (tenantId: number, created: string, minutes: number | null) => ({
    tenantId,
    actorUserId: tenantId === a ? staff[5].id : otherStaff[5].id,
    action: minutes === null ? 'user.update' : 'receipt.approve',
    entity: minutes === null ? 'panel_user' : 'receipt',
    decisionMs: minutes === null ? null : minutes * 60_000,
    createdAt: at(created),
  });
  await db.insert(auditLog).values([
    decision(a, '2024-05-10T11:00:00Z', 10), // 08:00, shift 08-16
    decision(a, '2024-05-10T18:59:00Z', 20), // 15:59, shift 08-16
    decision(a, '2024-05-10T19:00:00Z', 5), // 16:00, shift 16-00
    decision(a, '2024-05-11T02:59:00Z', 8), // 23:59, shift 16-00
    decision(a, '2024-05-11T03:00:00Z', 30), // 00:00, shift 00-08
    decision(a, '2024-05-11T10:59:00Z', 61), // 07:59, shift 00-08
    decision(a, '2024-05-11T12:00:00Z', null), // not a decision
    decision(a, '2024-05-10T02:59:00Z', 100), // before the range
    decision(other.id, '2024-05-11T12:00:00Z', 100), // another island
  ]);
});
afterAll(() => t.close());

const post = (path: string, payload: object) => t.inject(token, 'POST', `/api/dashboard/${path}`, payload);

/** The chart's buckets as [day, loads, pesos]. */
const bucketFigures = (body: { items: { fecha: string; cantidad: number; valor: number }[] }) =>
  body.items.map((i) => [i.fecha, i.cantidad, i.valor]);

describe('POST /api/dashboard/cargas', () => {
  it('counts loads, bonuses, values and players per Buenos Aires day, with the range totals', async () => {
    const response = await post('cargas', { value: RANGE, options: 'Valor' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      date: ['2024-05-10', '2024-05-13'],
      options: 'Valor',
      unit: 'day',
      items: [
        { fecha: '2024-05-10', cantidad: 1, cantidadbono: 1, valor: 1000, valorbono: 100, clientes: 1 },
        { fecha: '2024-05-11', cantidad: 2, cantidadbono: 1, valor: 2500.5, valorbono: 200, clientes: 2 },
        { fecha: '2024-05-12', cantidad: 1, cantidadbono: 0, valor: 700, valorbono: 0, clientes: 1 },
      ],
      data: { cantidad: 4, cantidadbono: 2, valor: 4200.5, valorbono: 300 },
      clients: 2,
    });
  });

  it('keeps empty days as zero buckets and defaults the chart mode to Cargas', async () => {
    const body = (await post('cargas', { value: ['2024-05-13', '2024-05-16'] })).json();
    expect(body.options).toBe('Cargas');
    expect(bucketFigures(body)).toEqual([
      ['2024-05-13', 1, 999],
      ['2024-05-14', 0, 0],
      ['2024-05-15', 0, 0],
    ]);
  });

  it('draws long ranges month by month', async () => {
    const body = (await post('cargas', { value: ['2024-03-01', '2024-06-01'] })).json();
    expect(body.unit).toBe('month');
    expect(bucketFigures(body)).toEqual([
      ['2024-03-01', 0, 0],
      ['2024-04-01', 1, 100],
      ['2024-05-01', 8, 5699.5],
    ]);
  });

  it('applies the docs/features/money.md rule: one date, or the same date twice, is that whole day', async () => {
    for (const value of [['2024-05-11'], ['2024-05-11', '2024-05-11'], ['2024-05-11', '']]) {
      const body = (await post('cargas', { value })).json();
      expect(body.date).toEqual(['2024-05-11', '2024-05-12']);
      expect(body.data).toEqual({ cantidad: 2, cantidadbono: 1, valor: 2500.5, valorbono: 200 });
    }
  });

  it('refuses a bad range or chart mode with a Spanish message', async () => {
    const backwards = await post('cargas', { value: ['2024-05-13', '2024-05-10'] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(DATE_RANGE_MESSAGES.endBeforeStart);
    expect((await post('cargas', { value: RANGE, options: 'Otra' })).statusCode).toBe(400);
    expect((await post('cargas', { value: ['ayer'] })).json().message).toContain(
      DATE_RANGE_MESSAGES.invalidDay,
    );
  });
});

describe('POST /api/dashboard/trans', () => {
  it("counts the range's receipts by status; deferred ones apart from pending, bonus needs a load with bonus", async () => {
    const response = await post('trans', { value: RANGE });
    expect(response.json()).toEqual({
      date: RANGE,
      data: { total: 5, aprobados: 2, pendientes: 1, pospuestos: 1, rechazados: 1, bonus: 1 },
    });
  });
});

describe('POST /api/dashboard/valor', () => {
  it('gives totals, averages and the value loaded per shift', async () => {
    expect((await post('valor', { value: RANGE })).json()).toEqual({
      date: RANGE,
      turnos: ['08-16', '16-00', '00-08'],
      time: [2000, 1700, 500.5],
      color: expect.any(Array),
      total: 4200.5,
      promedio: 1050.13, // 4200.50 / 4
      totalbono: 300,
      promediobono: 150,
    });
  });

  it('answers zeros for a range without loads', async () => {
    const body = (await post('valor', { value: ['2023-01-01'] })).json();
    expect([body.total, body.promedio, body.totalbono, body.promediobono, body.time]).toEqual([
      0,
      0,
      0,
      0,
      [0, 0, 0],
    ]);
  });
});

describe('POST /api/dashboard/operador', () => {
  it('averages upload-to-decision minutes per shift by the Buenos Aires hour of the decision', async () => {
    const body = (await post('operador', { value: RANGE })).json();
    expect(body).toMatchObject({
      date: RANGE,
      turnos: ['08-16', '16-00', '00-08'],
      time: [15, 6.5, 45.5],
      intervenciones: [2, 2, 2],
      data: 6,
    });
    expect(body.color).toHaveLength(3);
  });
});

describe('POST /api/dashboard/cliente', () => {
  it('counts players, new, active, inactive and the inactivity buckets at the end of the range', async () => {
    const body = (await post('cliente', { value: RANGE })).json();
    expect(body).toEqual({
      date: RANGE,
      data: { total: 9, nuevos: 2, inactivos: 7, activos: 2 },
      inactive: [
        { days: 3, count: 7 },
        { days: 7, count: 3 },
        { days: 15, count: 2 },
        { days: 30, count: 1 },
      ],
      listados: [
        { list: 'total', count: 9 },
        { list: 'new', count: 2 },
        { list: 'inactive', count: 7 },
        { list: 'active', count: 2 },
        { list: 'noLoads3', count: 7 },
        { list: 'noLoads7', count: 3 },
        { list: 'noLoads15', count: 2 },
        { list: 'noLoads30', count: 1 },
      ],
    });
  });

  it('measures inactivity from now while the range is still running', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const now = Date.now();
    const day = 86_400_000;
    await player(t.db, island.id, 'r1', new Date(now - 20 * day).toISOString());
    await move(t.db, 'r1', 'DEPOSIT', 10, new Date(now - 4 * day).toISOString());
    const today = new Date(now - 3 * 3600_000).toISOString().slice(0, 10);
    const end = new Date(now + 5 * day).toISOString().slice(0, 10);
    const response = await t.inject(staff[2].token, 'POST', '/api/dashboard/cliente', {
      value: [today, end],
    });
    expect(response.json().inactive.map((b: { count: number }) => b.count)).toEqual([1, 0, 0, 0]);
  });
});

describe('GET /api/dashboard/clients.csv', () => {
  const csv = (list: PlayerList, query = `start=${RANGE[0]}&end=${RANGE[1]}`) =>
    t.inject(token, 'GET', `/api/dashboard/clients.csv?list=${list}&${query}`);

  it('streams export.csv with a BOM, the three columns split by ;, phones as text, dd-mm-yyyy dates and formulas neutralised', async () => {
    const response = await csv('noLoads7');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      '\uFEFFpanelUsername;phone;createdAt\r\n' +
        `'=p3;"\t'+5491100000003";01-03-2024\r\n` +
        'fxp5;"\t54911p5";01-04-2024\r\n' +
        'fxp10;"\t54911p10";15-03-2024\r\n',
    );
  });

  it('holds as many rows as the card counts, for each of the eight lists', async () => {
    const counts = (await post('cliente', { value: RANGE })).json().listados as {
      list: PlayerList;
      count: number;
    }[];
    for (const list of PLAYER_LISTS) {
      const lines = (await csv(list)).body.trimEnd().split('\r\n');
      expect(lines.length - 1, list).toBe(counts.find((c) => c.list === list)!.count);
    }
    const fresh = (await csv('new')).body.split('\r\n').slice(1, -1);
    expect(fresh).toEqual(['fxp2;"\t54911p2";11-05-2024', 'fxp9;"\t54911p9";10-05-2024']);
  });

  it('lists every player once, in id order, when the players fill whole export pages', async () => {
    // PGlite copies the list a keyset page at a time: the last page is full, and the next one empty.
    const players = exportPageSize(t.app.appConfig) * 2;
    const { island, staff } = await islandWithStaff(t.app, t.db);
    await t.db.execute(sql`
      insert into clients (tenant_id, panel_username, phone, created_at)
      select ${island.id}, 'pg' || g, '549' || g, '2024-05-01T15:00:00Z'
        from generate_series(1, ${players}) g`);
    const expected = (
      await t.db
        .select({ username: clients.panelUsername, phone: clients.phone })
        .from(clients)
        .where(eq(clients.tenantId, island.id))
        .orderBy(clients.id)
    ).map(({ username, phone }) => `${username};"\t${phone}";01-05-2024`);
    const response = await t.inject(
      staff[1].token,
      'GET',
      `/api/dashboard/clients.csv?list=total&start=${RANGE[0]}&end=${RANGE[1]}`,
    );
    expect(response.body.split('\r\n').slice(1, -1)).toEqual(expected);
    expect(expected).toHaveLength(players);
  });

  it('refuses an unknown list or a bad range', async () => {
    expect(
      (await t.inject(token, 'GET', '/api/dashboard/clients.csv?list=todos&start=2024-05-10')).statusCode,
    ).toBe(400);
    const backwards = await csv('total', 'start=2024-05-13&end=2024-05-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(DATE_RANGE_MESSAGES.endBeforeStart);
  });
});
