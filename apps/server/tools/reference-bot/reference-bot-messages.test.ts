import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HandedMessage } from '@panel/domain/player-messages/player-message-view';
import { playerMessages } from '../../src/db/schema';
import { writePlayerMessage } from '../../src/player-messages/write-player-message';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createGatewayBot } from '../../test/receipt-factory';
import { startReferenceBot, type ReferenceBot } from './reference-bot';

let t: TestApp;
let bot: ReferenceBot | undefined;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await bot?.close();
  await t?.close();
});

describe('reference bot and the messages to players', () => {
  it('takes them once connected, prints them and acknowledges them as delivered', async () => {
    const island = await createIsland(t.db);
    const { key } = await createGatewayBot(t.db, island.id);
    const player = await createPlayer(t.db, { tenantId: island.id, phone: '1155557777' });
    const id = await writePlayerMessage(t.db, {
      tenantId: island.id,
      clientId: player.id,
      kind: 'aviso_retiro_aprobado',
      values: { monto: '$ 2.000,00' },
    });
    const lines: string[] = [];
    const delivered = new Promise<HandedMessage>((resolve) => {
      void startReferenceBot({
        port: 0,
        connectAfterMs: 20,
        gatewayKey: key,
        panelUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
        messagesEveryMs: 25,
        heartbeatMs: 60_000,
        onMessage: resolve,
        log: (line) => lines.push(line),
      }).then((started) => (bot = started));
    });
    const message = await delivered;
    expect(message).toMatchObject({
      id,
      phone: '1155557777',
      text: 'Tu retiro de $ 2.000,00 fue aprobado. Te avisamos cuando esté pagado.',
    });
    expect(lines).toContain(`message to 1155557777: ${message.text}`);
    const [row] = await t.db.select().from(playerMessages).where(eq(playerMessages.id, id));
    expect(row).toMatchObject({ state: 'delivered', attempts: 1 });
  });
});
