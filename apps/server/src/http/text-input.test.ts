import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { DATE_RANGE_MESSAGES } from '@panel/domain/date-range';
import { auditLog } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';

/** The cases of issue 10 that answered 500: now a 400 with a Spanish message naming the field. */
const t = useTestApp();
const mine = useIslandWithStaff(t);
let platformKey: string;
let intakeKey: string;

beforeAll(async () => {
  const rotate = async (kind: string) =>
    (await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${mine.island.id}/${kind}`)).json()
      .key as string;
  platformKey = await rotate('platformkey');
  intakeKey = await rotate('intakekey');
});

const NUL = 'contiene un carácter nulo (\\0), que no se admite';
const SURROGATE = 'contiene un carácter Unicode incompleto (un sustituto sin su par)';

describe('NUL and unpaired surrogates: 400 naming the field, before anything reads them', () => {
  it.each([
    ['public sign-in', '/api/auth/signin', {}, '{"username":"a\\u0000b","password":"x"}', 'username', NUL],
    [
      'the platform webhook',
      '/api/platform/movements',
      { 'x-platform-key': 'platform' },
      '{"username":"ts1","type":"GAMEDEBIT","amount":1,"transactionId":"t\\u0000"}',
      'transactionId',
      NUL,
    ],
    [
      'the notification intake',
      '/api/notifications/intake',
      { 'x-intake-key': 'intake' },
      '{"date":"2024-05-01T10:00:00-03:00","bank":"\\ud800","from":"Ana","amount":1,"account":"x"}',
      'bank',
      SURROGATE,
    ],
    [
      'a user',
      '/api/user',
      { 'x-access-token': 'admin' },
      '{"username":"ana\\udc00","email":"a@b.com","password":"clave-larga-1","vpassword":"clave-larga-1"}',
      'username',
      SURROGATE,
    ],
    [
      'an island, nested in a list',
      '/api/tenants',
      { 'x-access-token': 'admin' },
      '{"name":"Isla","extra":[{"nota":"\\u0000"}]}',
      'extra.0.nota',
      NUL,
    ],
  ])('%s', async (_, url, keys, payload, field, problem) => {
    const real: Record<string, string> = {
      platform: platformKey,
      intake: intakeKey,
      admin: mine.staff[1].token,
    };
    const headers = Object.fromEntries(Object.entries(keys).map(([name, which]) => [name, real[which]!]));
    const auditBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: `Dato inválido en "${field}": ${problem}` });
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);
  });

  it('in the query (?search=%00), a path parameter and a header the app reads', async () => {
    const headers = { 'x-access-token': mine.staff[1].token };
    const search = await t.app.inject({ url: '/api/clients?search=%00', headers });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(`Dato inválido en "search": ${NUL}`);
    const path = await t.app.inject({ url: '/api/clients/getfunds/a%00b', headers });
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toBe(`Dato inválido en "panelUsername": ${NUL}`);
    const header = await t.app.inject({ url: '/api/gateway/island', headers: { 'x-bot-key': 'bot\u0000' } });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe(`Dato inválido en "x-bot-key": ${NUL}`);
  });

  it('a path Fastify cannot decode answers Spanish', async () => {
    const response = await t.inject(mine.staff[1].token, 'GET', '/api/user/%ED%A0%80');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La dirección de la solicitud no es válida' });
  });
});

describe('days outside 2000-01-01..2100-12-31: 400', () => {
  const farRange = { value: ['9999-12-31', ''] };
  it.each([
    ['POST', '/api/dashboard/cargas', farRange],
    ['POST', '/api/dashboard/trans', farRange],
    ['POST', '/api/dashboard/valor', farRange],
    ['POST', '/api/dashboard/cliente', farRange],
    ['POST', '/api/dashboard/operador', farRange],
    ['POST', '/api/clients/list', farRange],
    ['POST', '/api/clients/history', { username: 'ts1', ...farRange }],
    ['GET', '/api/dashboard/clients.csv?list=total&start=9999-12-31&end=', undefined],
    ['GET', '/api/dashboard/clients.csv?list=total&start=1999-12-31', undefined],
  ] as const)('%s %s', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { 'x-access-token': mine.staff[1].token },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: DATE_RANGE_MESSAGES.outOfCalendar });
  });

  it('POST /api/clients/history with a body of the wrong shape answers Spanish', async () => {
    const response = await t.inject(mine.staff[1].token, 'POST', '/api/clients/history', {
      username: 'ts1',
      value: 'ayer',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Dato inválido en "value": se esperaba una lista' });
  });
});
