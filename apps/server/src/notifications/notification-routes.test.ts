import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_MESSAGES as M,
  type NotificationView,
} from '@panel/domain/notifications/notification-view';
import { useTestApp } from '../../test/test-app';
import { createIsland, createUser, tokenFor } from '../../test/factories';
import { createBank, createBankAccount } from '../../test/receipt-factory';
import { openAuthenticated } from '../../test/realtime-client';
import { hashAccessKey } from '../security/access-keys';

const t = useTestApp();
let islandId: number;
let otherIslandId: number;
let admin: string;
let otherAdmin: string;
let account: { id: number; name: string; number: string };
const KEY = 'intake_clave-de-prueba';
const OTHER_KEY = 'intake_otra-isla';

beforeAll(async () => {
  islandId = (await createIsland(t.db, { intakeKeyHash: hashAccessKey(KEY) })).id;
  otherIslandId = (await createIsland(t.db, { intakeKeyHash: hashAccessKey(OTHER_KEY) })).id;
  admin = await tokenFor(t.app, (await createUser(t.db, { tenantId: islandId, rol: 1 })).username);
  otherAdmin = await tokenFor(t.app, (await createUser(t.db, { tenantId: otherIslandId, rol: 1 })).username);
  const bank = await createBank(t.db, { tenantId: islandId });
  account = await createBankAccount(t.db, { tenantId: islandId, bankId: bank.id, name: 'Laura Gómez' });
});

const notice = (overrides: object = {}) => ({
  date: '2024-03-05T15:07:00-03:00',
  bank: 'Banco Nación',
  from: 'Ana Pérez',
  amount: 1500.5,
  account: 'laura gómez',
  ...overrides,
});
const intake = (payload: object, key: string | null = KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/intake',
    headers: key ? { 'x-intake-key': key } : {},
    payload,
  });
const list = (token: string, query = '') => t.inject(token, 'GET', `/api/notifications${query}`);

describe('POST /api/notifications/intake', () => {
  it('stores the notice for the key’s island, matches the account and tells the island', async () => {
    const socket = await openAuthenticated(t.app, admin);
    const response = await intake(notice());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: M.received });
    expect(await socket.next()).toEqual({ channel: 'transactions', event: 'notifications' });
    socket.ws.close();

    const [first] = (await list(admin)).json<NotificationView[]>();
    expect(first).toMatchObject({
      id: response.json().id,
      date: '2024-03-05T18:07:00.000Z',
      bank: 'Banco Nación',
      from: 'Ana Pérez',
      amount: 1500.5,
      bankaccount: { id: account.id, name: 'Laura Gómez' },
    });
  });

  it('matches an account by CBU, and keeps an unknown account’s text', async () => {
    await intake(notice({ account: account.number, amount: 10 }));
    await intake(notice({ account: 'Cuenta desconocida', amount: 20 }));
    const [unknown, byCbu] = (await list(admin)).json<NotificationView[]>();
    expect(byCbu!.bankaccount).toEqual({ id: account.id, name: 'Laura Gómez' });
    expect(unknown!.bankaccount).toEqual({ id: null, name: 'Cuenta desconocida' });
  });

  it.each([
    ['no key', null],
    ['a wrong key', 'intake_nada'],
  ])('%s: 401', async (_, key) => {
    const response = await intake(notice(), key);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(M.badKey);
  });

  it.each([
    [{ date: '05/03/2024' }, M.dateInvalid],
    [{ date: '2024-03-05T15:07:00' }, M.dateInvalid],
    [{ bank: ' ' }, M.bankRequired],
    [{ from: undefined }, M.fromRequired],
    [{ amount: 0 }, M.amountInvalid],
    [{ amount: '1500' }, M.amountInvalid],
    [{ amount: 1.001 }, M.amountInvalid],
    [{ account: '' }, M.accountRequired],
  ])('refuses %o with 400', async (overrides, message) => {
    const response = await intake(notice(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/notifications', () => {
  it('shows each island its own notices, newest first, paging back', async () => {
    await intake(notice({ from: 'De la otra isla' }), OTHER_KEY);
    const theirs = (await list(otherAdmin)).json<NotificationView[]>();
    expect(theirs.map((n) => n.from)).toEqual(['De la otra isla']);
    const mine = (await list(admin)).json<NotificationView[]>();
    expect(mine.map((n) => n.from)).not.toContain('De la otra isla');
    expect(mine.map((n) => n.id)).toEqual([...mine.map((n) => n.id)].sort((a, b) => b - a));
    const page = (await list(admin, `?limit=1&beforeId=${mine[0]!.id}`)).json<NotificationView[]>();
    expect(page).toEqual([mine[1]]);
  });
});
