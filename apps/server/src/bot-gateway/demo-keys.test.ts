import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_BOT_KEY, DEMO_INTAKE_KEY, seedDemo } from '../seed/demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, t.app.files);
});
afterAll(() => t.close());

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
