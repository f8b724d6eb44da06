import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, businessDay, DATE_RANGE_MESSAGES } from '@panel/domain/date-range';
import { LIST_MESSAGES } from '@panel/domain/lists/list-query';
import { islands } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { multipartBody } from '../../test/receipt-factory';

const t = useTestApp();
let staff: Awaited<ReturnType<typeof islandWithStaff>>['staff'];
beforeAll(async () => {
  const mine = await islandWithStaff(t.app, t.db);
  staff = mine.staff;
  await t.db.update(islands).set({ prefix: 'mt' }).where(eq(islands.id, mine.island.id));
});

let phoneSeq = 1166660000;
async function newPlayer(name: string) {
  const response = await t.inject(staff[3].token, 'POST', '/api/clients', {
    name,
    phone: String(++phoneSeq),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().client.panelUsername as string;
}

async function move(
  token: string,
  kind: 'deposit' | 'pay',
  username: string,
  amount: number,
  requestId?: string,
) {
  const response = await t.inject(token, 'POST', `/api/clients/${kind}`, { username, amount, requestId });
  expect(response.statusCode, response.body).toBe(200);
}

// Around today in Buenos Aires, so the test holds at any hour.
const today = businessDay(new Date());
const range = `start=${addDays(today, -1)}&end=${addDays(today, 1)}`;

/** The caller's shift for the query (by default the days around today), as the API answers it. */
const myShift = async (token: string, query = range) =>
  (await t.inject(token, 'GET', `/api/clients/my-shift?${query}`)).json();

const NONE = { count: 0, amount: 0 };
/** A shift's totals: none of each kind not given, a net of 0 unless given. */
const shiftTotals = (
  given: Partial<Record<'loads' | 'withdrawals' | 'payouts', typeof NONE>> & { net?: number },
) => ({
  loads: NONE,
  withdrawals: NONE,
  payouts: NONE,
  net: 0,
  ...given,
});

describe('GET /api/clients/my-shift (docs/features/players.md, Mi turno)', () => {
  it("totals the caller's own loads and withdrawals, a retried load once, another cashier's not at all", async () => {
    const ana = await newPlayer('ana lopez');
    const beto = await newPlayer('beto diaz');
    const cashier = staff[3].token;
    await move(cashier, 'deposit', ana, 1500.5, 'turno-carga-ana-1');
    await move(cashier, 'deposit', ana, 1500.5, 'turno-carga-ana-1'); // the same submission, retried
    await move(cashier, 'deposit', beto, 200);
    await move(cashier, 'pay', ana, 300.25);
    await move(staff[2].token, 'deposit', beto, 999); // the moderator's, not the cashier's

    const response = await t.inject(cashier, 'GET', `/api/clients/my-shift?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    // By hand: loads 1500.50 + 200 = 1700.50 (2); withdrawals 300.25 (1); net 1400.25.
    expect(answer.totals).toEqual(
      shiftTotals({
        loads: { count: 2, amount: 1700.5 },
        withdrawals: { count: 1, amount: 300.25 },
        net: 1400.25,
      }),
    );
    expect(answer.total).toBe(3);
    expect(
      answer.items.map((m: { kind: string; panelUsername: string; amount: number }) => [
        m.kind,
        m.panelUsername,
        m.amount,
      ]),
    ).toEqual([
      ['withdrawal', ana, 300.25],
      ['load', beto, 200],
      ['load', ana, 1500.5],
    ]);

    const moderator = await myShift(staff[2].token);
    expect(moderator.totals).toEqual(shiftTotals({ loads: { count: 1, amount: 999 }, net: 999 }));

    // The CSV has the same movements, oldest first, in Buenos Aires time.
    const csv = await t.inject(cashier, 'GET', `/api/clients/my-shift.csv?${range}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Fecha;Tipo;Usuario;Monto');
    expect(lines.slice(1).map((line) => line.split(';').slice(1))).toEqual([
      ['Carga', ana, '1500,5'],
      ['Carga', beto, '200'],
      ['Retiro', ana, '300,25'],
    ]);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);

    // A day without movements: zeros, nothing listed.
    const empty = await myShift(cashier, 'start=2024-01-01');
    expect(empty).toEqual({ items: [], total: 0, page: 1, totals: shiftTotals({}) });
  });

  it("a payer's shift lists the requests they paid, apart from the drawer's net", async () => {
    const carla = await newPlayer('carla ruiz');
    await move(staff[3].token, 'deposit', carla, 5000);
    const filed = await t.inject(staff[3].token, 'POST', '/api/withdrawals', {
      username: carla,
      amount: 1250.75,
      destination: 'carla.ruiz.mp',
      holderTaxId: '20123456786',
    });
    const { id } = filed.json().item;
    await t.inject(staff[2].token, 'POST', `/api/withdrawals/${id}/approve`);
    await t.inject(staff[4].token, 'POST', '/api/payouts/claim');
    const body = multipartBody({ bankOperation: 'OP-55' });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payouts/${id}/paid`,
      headers: { ...body.headers, 'x-access-token': staff[4].token },
      payload: body.payload,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payer = await myShift(staff[4].token);
    expect(payer.totals).toEqual(shiftTotals({ payouts: { count: 1, amount: 1250.75 } }));
    expect(payer.items).toMatchObject([{ kind: 'payout', panelUsername: carla, amount: 1250.75 }]);
    // The cashier's filing held money but paid nothing out of the drawer.
    const cashier = await myShift(staff[3].token);
    expect(cashier.items.some((m: { kind: string }) => m.kind === 'payout')).toBe(false);
  });

  it.each([
    ['/api/clients/my-shift', 'Dato inválido en "start": es obligatorio'],
    ['/api/clients/my-shift?start=ayer', DATE_RANGE_MESSAGES.invalidDay],
    ['/api/clients/my-shift?start=2026-02-10&end=2026-02-01', DATE_RANGE_MESSAGES.endBeforeStart],
    ['/api/clients/my-shift?start=2026-02-10&page=0', LIST_MESSAGES.page],
    ['/api/clients/my-shift.csv?start=2020-01-01&end=2026-01-01', DATE_RANGE_MESSAGES.tooLong],
  ])('refuses %s with a Spanish 400', async (url, message) => {
    const response = await t.inject(staff[3].token, 'GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
