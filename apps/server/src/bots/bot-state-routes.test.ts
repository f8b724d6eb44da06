import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOT_REPORT_STALE_MS } from '@panel/domain/bots/bot-state';
import { botStates, islands } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createGatewayBot } from '../../test/receipt-factory';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("says the bot's report is stale once it is older than a few minutes, and fresh again on the next one", async () => {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  const { bot, key } = await createGatewayBot(t.db, island.id);
  await t.db.update(islands).set({ botId: bot.id }).where(eq(islands.id, island.id));
  const report = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/gateway/state',
      headers: { 'x-bot-key': key },
      payload: { state: 0, qr: null },
    });
  const header = async () => (await t.inject(staff[4].token, 'GET', '/api/this/botstate')).json();

  expect((await report()).statusCode).toBe(200);
  expect(await header()).toMatchObject({ state: 0, stale: false });

  const quietSince = new Date(Date.now() - BOT_REPORT_STALE_MS - 60_000);
  await t.db.update(botStates).set({ updatedAt: quietSince }).where(eq(botStates.botId, bot.id));
  expect(await header()).toMatchObject({ state: 0, stale: true, updatedAt: quietSince.toISOString() });

  await report();
  expect(await header()).toMatchObject({ state: 0, stale: false });
});
