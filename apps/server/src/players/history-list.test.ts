import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_EXPORT_MESSAGES, HISTORY_SORT_KEYS } from '@panel/domain/players/history-list';
import { LIST_MESSAGES } from '@panel/domain/lists/list-query';
import type { MovementView } from '@panel/domain/players/player-view';
import { useTestApp } from '../../test/test-app';
import { csvRows } from '../../test/csv-rows';
import { useIslandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { movementAt } from '../../test/ledger-factory';

const t = useTestApp();
const mine = useIslandWithStaff(t);
const other = useIslandWithStaff(t);
let username: string;

/**
 * 24 movements, made in this order: 20 loads whose amounts repeat (ties), 3 withdrawals and 2 bets
 * between them; a load on 2025-03-01, the rest today.
 */
beforeAll(async () => {
  const client = await createPlayer(t.db, { tenantId: mine.island.id });
  username = client.panelUsername;
  const input = (amount: number) => ({ clientId: client.id, amount });
  await movementAt(t.app, 'deposit', input(700), new Date('2025-03-01T15:00:00Z'));
  for (let i = 2; i <= 20; i++) {
    await movementAt(t.app, 'deposit', input((((i * 7) % 5) + 1) * 100));
    if (i % 7 === 0) await movementAt(t.app, 'withdraw', input(50));
    if (i === 10 || i === 19) await movementAt(t.app, 'gameDebit', input(100));
  }
});

type Page = { items: MovementView[]; total: number; page: number; pageSize: number };
const page = async (body: object) => {
  const response = await t.inject(mine.staff[3].token, 'POST', '/api/clients/history', { username, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
/** Every page of a request, in order. */
async function allPages(body: object) {
  const items: MovementView[] = [];
  const first = await page(body);
  for (let n = 1; n <= Math.ceil(first.total / 10); n++)
    items.push(...(await page({ ...body, page: n })).items);
  return items;
}
const ids = (items: MovementView[]) => items.map((m) => m.externalTransactionId);
/** Sorted by amount, ties in the ledger's order (oldest first ascending, newest first descending). */
function byAmount(newestFirst: MovementView[], dir: 'asc' | 'desc') {
  const base = dir === 'asc' ? [...newestFirst].reverse() : newestFirst;
  return [...base].sort((a, b) => (dir === 'asc' ? a.amount - b.amount : b.amount - a.amount));
}

describe('POST /api/clients/history sorted (docs/features/lists.md)', () => {
  it('without a sort answers as the spec: pages of 10, newest first', async () => {
    const first = await page({});
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 10 });
    const all = await allPages({});
    expect(all).toHaveLength(24);
    expect(all.at(-1)).toMatchObject({ amount: 7, balanceBefore: 0 });
    expect(ids(await allPages({ sort: 'date', dir: 'desc' }))).toEqual(ids(all));
  });

  it('sorts by date and by amount both ways, every page (those past the middle read from the end)', async () => {
    const newest = await allPages({});
    expect(ids(await allPages({ sort: 'date' }))).toEqual(ids([...newest].reverse()));
    for (const dir of ['asc', 'desc'] as const) {
      const sorted = await allPages({ sort: 'amount', dir });
      expect(ids(sorted), dir).toEqual(ids(byAmount(newest, dir)));
    }
    expect((await page({ sort: 'amount', page: 3 })).items).toHaveLength(4);
    expect((await page({ sort: 'amount', page: 4 })).items).toEqual([]);
  });

  it('sorts within the filters and the dates', async () => {
    const filters = { withdrawals: false, deposits: true, games: true };
    const loads = await allPages({ filters });
    expect(loads).toHaveLength(22);
    expect(ids(await allPages({ filters, sort: 'amount', dir: 'desc' }))).toEqual(
      ids(byAmount(loads, 'desc')),
    );
    expect(ids(await allPages({ filters, sort: 'date' }))).toEqual(ids([...loads].reverse()));
    const march = await page({ value: ['2025-03-01', '2025-03-02'], sort: 'amount', dir: 'desc' });
    expect(march).toMatchObject({ total: 1, items: [{ amount: 7 }] });
  });

  it.each([
    [{ sort: 'monto' }, LIST_MESSAGES.sort(HISTORY_SORT_KEYS)],
    [{ sort: 'amount', dir: 'arriba' }, LIST_MESSAGES.dir],
  ])('%o: 400 in Spanish', async (body, message) => {
    const response = await t.inject(mine.staff[3].token, 'POST', '/api/clients/history', {
      username,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/clients/history.csv', () => {
  const exportOf = (query: string, token = mine.staff[3].token) =>
    t.inject(token, 'GET', `/api/clients/history.csv?username=${username}${query}`);

  it('holds every page of the modal’s filters, dates and order, as the modal shows them', async () => {
    const cases: [string, object][] = [
      ['', {}],
      ['&sort=amount&dir=desc', { sort: 'amount', dir: 'desc' }],
      ['&sort=date', { sort: 'date' }],
      [
        '&types=withdrawals,games&sort=amount',
        { filters: { withdrawals: true, deposits: false, games: true }, sort: 'amount' },
      ],
      ['&start=2025-03-01&end=2025-03-02', { value: ['2025-03-01', '2025-03-02'] }],
    ];
    for (const [query, body] of cases) {
      const response = await exportOf(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="historial-${username}.csv"`,
      );
      const [header, ...rows] = csvRows(response.body);
      expect(header).toEqual(['Fecha', 'Tipo', 'Total', 'Antes', 'Después', 'Marca', 'Juego', 'Moneda']);
      const shown = await allPages(body);
      expect(
        rows.map((row) => [row[2], row[3]]),
        query,
      ).toEqual(
        shown.map((m) => [
          String(
            m.transactionType === 'WITHDRAW' || m.transactionType === 'GAMEDEBIT' ? -m.amount : m.amount,
          ).replace('.', ','),
          String(m.balanceBefore).replace('.', ','),
        ]),
      );
    }
    const [, oldest] = csvRows((await exportOf('&sort=date')).body);
    expect(oldest).toEqual(['01/03/2025 12:00', 'Deposito', '7', '0', '7', '', '', 'Peso Argentino']);
    expect(csvRows((await exportOf('&types=')).body)).toHaveLength(1);
    expect(csvRows((await exportOf('&types=none')).body)).toHaveLength(1);
  });

  it('stays in the caller’s island', async () => {
    expect((await exportOf('', other.staff[3].token)).statusCode).toBe(404);
  });

  it.each([
    ['&sort=monto', LIST_MESSAGES.sort(HISTORY_SORT_KEYS)],
    ['&types=retiros', HISTORY_EXPORT_MESSAGES.types],
    ['&start=ayer', undefined],
    ['&start=2025-03-02&end=2025-03-01', undefined],
  ])('%s: 400 in Spanish', async (query, message) => {
    const response = await exportOf(query);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(/[a-zñ]/);
  });

  it('without a player: 400', async () => {
    const response = await t.inject(mine.staff[3].token, 'GET', '/api/clients/history.csv');
    expect(response.statusCode).toBe(400);
  });
});
