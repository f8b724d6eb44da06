import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { DEMO_BOT_KEY, DEMO_INTAKE_KEY, seedDemo } from '../seed/demo-seed';

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.db, t.app.files);
});

it('the demo bot and the demo island answer to the documented demo keys', async () => {
  const island = await t.app.inject({
    method: 'GET',
    url: '/api/gateway/island',
    headers: { 'x-bot-key': DEMO_BOT_KEY },
  });
  expect(island.statusCode).toBe(200);
  expect(island.json().island.name).toBe('Isla Demo');
  const notice = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/intake',
    headers: { 'x-intake-key': DEMO_INTAKE_KEY },
    payload: {
      date: new Date().toISOString(),
      bank: 'Banco Nación',
      from: 'Ana',
      amount: 100,
      account: 'Laura Gómez',
    },
  });
  expect(notice.statusCode).toBe(201);
  const account = await t.app.inject({
    method: 'GET',
    url: '/api/gateway/deposit-account?amount=2000',
    headers: { 'x-bot-key': DEMO_BOT_KEY },
  });
  expect(account.statusCode, account.body).toBe(200);
});
