import type { FastifyPluginAsync } from 'fastify';
import { platformWebhookEndpoints as webhook } from '@panel/domain/players/platform-webhook-endpoints';
import { PLATFORM_MESSAGES } from '@panel/domain/ledger/platform-webhook';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { recordAudit } from '../audit/audit';
import { serve } from '../http/serve-endpoint';
import { playerByUsername, toMovementView } from './player-queries';

/**
 * The gaming platform's side (docs/features/ledger.md): game debits and credits and player locks come in through
 * this webhook, authenticated by the island's platform key in `x-platform-key` (only its SHA-256 is
 * stored; an administrator rotates it and sees it once), checked once for all machine keys
 * (http/machine-keys.ts). The key also says which island's players the call may touch.
 */
export const platformWebhookRoutes: FastifyPluginAsync = async (app) => {
  serve(app, webhook.movement, async (request) => {
    const { tenantId } = request.machine;
    const body = request.body;
    const client = await playerByUsername(app.db, tenantId, body.username);
    const input = {
      clientId: client.id,
      amount: pesosToCentavos(body.amount),
      idempotencyKey: `platform:${tenantId}:${body.transactionId}`,
      brand: body.brand,
      game: body.game,
      currencyCode: body.currencyCode,
    };
    // The movement row is the record of a game movement; no audit entry per bet.
    const movement = await app.db.transaction((tx) =>
      body.type === 'GAMEDEBIT' ? app.platform.gameDebit(tx, input) : app.platform.gameCredit(tx, input),
    );
    return { balance: centavosToPesos(movement.balanceAfter), movement: toMovementView(movement) };
  });

  serve(app, webhook.lockPlayer, async (request) => {
    const { tenantId } = request.machine;
    const client = await playerByUsername(app.db, tenantId, request.body.username);
    await app.db.transaction(async (tx) => {
      await app.platform.lock(tx, client.id);
      await recordAudit(tx, {
        tenantId,
        actorUserId: null,
        action: 'client.lock',
        entity: 'client',
        entityId: client.id,
        after: { locked: true },
      });
    });
    return { message: PLATFORM_MESSAGES.locked(client.panelUsername) };
  });
};
