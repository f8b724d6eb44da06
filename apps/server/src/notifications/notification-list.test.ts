import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES, MAX_SEARCH } from '@panel/domain/lists/list-query';
import { NOTIFICATION_SORT_KEYS } from '@panel/domain/notifications/notification-list';
import type { NotificationView } from '@panel/domain/notifications/notification-view';
import { notifications } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { csvRows } from '../../test/csv-rows';
import { useIslandWithStaff } from '../../test/factories';

const t = useTestApp();
const mine = useIslandWithStaff(t);
const other = useIslandWithStaff(t);
let otherNoticeId: number;

/** Five notices (amounts in centavos), dates one hour apart in insertion order. */
const NOTICES = [
  { bank: 'Mercado Pago', from: 'Ana Pérez', amount: 1500_50, bankAccountName: 'Laura' },
  { bank: 'banco Nación', from: 'bruno díaz', amount: 200_00, bankAccountName: 'Marcos' },
  { bank: 'Brubank', from: 'Ángela Ruiz', amount: 9000_00, bankAccountName: '0720123400000000000011' },
  { bank: 'Galicia', from: 'Carla Nuñez', amount: 200_00, bankAccountName: 'laura' },
  { bank: 'Ualá', from: 'Zoe Soto', amount: 75_25, bankAccountName: 'Ñandú SA' },
];

beforeAll(async () => {
  await t.db.insert(notifications).values(
    NOTICES.map((notice, index) => ({
      ...notice,
      tenantId: mine.island.id,
      noticedAt: new Date(Date.UTC(2025, 2, 5, 12 + index)),
    })),
  );
  otherNoticeId = (
    await t.db
      .insert(notifications)
      .values({ tenantId: other.island.id, bank: 'Otra isla', from: 'Ana', amount: 1 })
      .returning({ id: notifications.id })
  )[0]!.id;
});

const list = async (query: string, token = mine.staff[1].token) => {
  const response = await t.inject(token, 'GET', `/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationView[]>();
};
const senders = async (query: string) => (await list(query)).map((n) => n.from);

describe('GET /api/notifications as a list (docs/features/lists.md)', () => {
  it('without a sort answers as the spec: newest first, paging back with beforeId', async () => {
    expect(await senders('')).toEqual(['Zoe Soto', 'Carla Nuñez', 'Ángela Ruiz', 'bruno díaz', 'Ana Pérez']);
    const first = await list('?limit=2');
    expect(first.map((n) => n.from)).toEqual(['Zoe Soto', 'Carla Nuñez']);
    expect(await senders(`?limit=2&beforeId=${first[1]!.id}`)).toEqual(['Ángela Ruiz', 'bruno díaz']);
  });

  it('sorts by each column both ways, text with case and accents aside, ties by id', async () => {
    expect(await senders('?sort=date')).toEqual([
      'Ana Pérez',
      'bruno díaz',
      'Ángela Ruiz',
      'Carla Nuñez',
      'Zoe Soto',
    ]);
    expect(await senders('?sort=date&dir=desc')).toEqual(await senders(''));
    expect(await senders('?sort=amount')).toEqual([
      'Zoe Soto',
      'bruno díaz',
      'Carla Nuñez',
      'Ana Pérez',
      'Ángela Ruiz',
    ]);
    expect(await senders('?sort=amount&dir=desc')).toEqual([
      'Ángela Ruiz',
      'Ana Pérez',
      'Carla Nuñez',
      'bruno díaz',
      'Zoe Soto',
    ]);
    expect(await senders('?sort=from')).toEqual([
      'Ana Pérez',
      'Ángela Ruiz',
      'bruno díaz',
      'Carla Nuñez',
      'Zoe Soto',
    ]);
    expect((await list('?sort=bank')).map((n) => n.bank)).toEqual([
      'banco Nación',
      'Brubank',
      'Galicia',
      'Mercado Pago',
      'Ualá',
    ]);
    expect((await list('?sort=account&dir=desc')).map((n) => n.bankaccount.name)).toEqual([
      'Ñandú SA',
      'Marcos',
      'laura',
      'Laura',
      '0720123400000000000011',
    ]);
  });

  it('pages by key in any order: beforeId goes on, backFromId comes back', async () => {
    const first = await list('?sort=amount&limit=2');
    expect(first.map((n) => n.from)).toEqual(['Zoe Soto', 'bruno díaz']);
    const second = await list(`?sort=amount&limit=2&beforeId=${first[1]!.id}`);
    expect(second.map((n) => n.from)).toEqual(['Carla Nuñez', 'Ana Pérez']);
    const third = await list(`?sort=amount&limit=2&beforeId=${second[1]!.id}`);
    expect(third.map((n) => n.from)).toEqual(['Ángela Ruiz']);
    expect(await senders(`?sort=amount&limit=2&backFromId=${third[0]!.id}`)).toEqual([
      'Carla Nuñez',
      'Ana Pérez',
    ]);
    expect(await senders(`?sort=amount&limit=2&backFromId=${second[0]!.id}`)).toEqual([
      'Zoe Soto',
      'bruno díaz',
    ]);
    expect(await senders(`?sort=from&dir=desc&limit=3&backFromId=${first[0]!.id}`)).toEqual([]);
    // With both, the spec's beforeId decides.
    expect(await senders(`?sort=amount&limit=2&beforeId=${first[1]!.id}&backFromId=${third[0]!.id}`)).toEqual(
      ['Carla Nuñez', 'Ana Pérez'],
    );
  });

  it('searches sender, bank app and account, accents and case aside', async () => {
    expect(await senders('?q=ANGELA')).toEqual(['Ángela Ruiz']);
    expect(await senders('?q=nacion')).toEqual(['bruno díaz']);
    expect(await senders('?q=laura&sort=from')).toEqual(['Ana Pérez', 'Carla Nuñez']);
    expect(await senders('?q=nandu')).toEqual(['Zoe Soto']);
    expect(await senders('?q=%25')).toEqual([]);
    expect(await senders('?q=%20%20')).toHaveLength(5);
  });

  it('stays in the caller’s island: another island’s notice is not a cursor', async () => {
    expect(await list('', other.staff[1].token)).toHaveLength(1);
    expect(await list(`?beforeId=${otherNoticeId}`)).toEqual([]);
  });

  it.each([
    ['?sort=sender', LIST_MESSAGES.sort(NOTIFICATION_SORT_KEYS)],
    ['?sort=amount&dir=arriba', LIST_MESSAGES.dir],
    [`?q=${'a'.repeat(MAX_SEARCH + 1)}`, LIST_MESSAGES.search],
    ['?beforeId=x', undefined],
    ['?backFromId=-1', undefined],
  ])('%s: 400 in Spanish', async (query, message) => {
    for (const path of ['/api/notifications', '/api/notifications/export.csv']) {
      if (path.endsWith('.csv') && query.includes('Id=')) continue;
      const response = await t.inject(mine.staff[1].token, 'GET', `${path}${query}`);
      expect(response.statusCode, response.body).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /api/notifications/export.csv', () => {
  it('has the rows the list shows, in its order and search, every page', async () => {
    for (const query of ['', '?sort=amount&dir=desc', '?q=laura&sort=from', '?sort=account']) {
      const response = await t.inject(mine.staff[1].token, 'GET', `/api/notifications/export.csv${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="notificaciones.csv"');
      const [header, ...rows] = csvRows(response.body);
      expect(header).toEqual([
        'Fecha',
        'App del banco',
        'Remitente',
        'Monto',
        'Cuenta receptora',
        'Comprobante',
      ]);
      const shown = await list(`${query}${query ? '&' : '?'}limit=500`);
      expect(rows.map((row) => row[2])).toEqual(shown.map((n) => n.from));
    }
    const [, ...byAmount] = csvRows(
      (await t.inject(mine.staff[1].token, 'GET', '/api/notifications/export.csv?sort=amount')).body,
    );
    expect(byAmount[0]).toEqual(['05/03/2025 13:00', 'Ualá', 'Zoe Soto', '75,25', '"\tÑandú SA"', '']);
    expect(byAmount.at(-1)![4]).toBe('"\t0720123400000000000011"');
  });

  it('holds only the caller’s island', async () => {
    const rows = csvRows((await t.inject(other.staff[1].token, 'GET', '/api/notifications/export.csv')).body);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Otra isla']);
  });
});
