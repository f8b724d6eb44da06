import type { FastifyPluginAsync } from 'fastify';
import { platformWebhookEndpoints as webhook } from '@panel/domain/players/platform-webhook-endpoints';
import { PLATFORM_MESSAGES } from '@panel/domain/ledger/platform-webhook';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { recordAudit } from '../db/audit-log';
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
    // Every money movement leaves an audit row (issue 28), in the movement's transaction; a retried
    // call (same transactionId) moves nothing and records nothing again.
    const movement = await app.db.transaction(async (tx) => {
      const made =
        body.type === 'GAMEDEBIT'
          ? await app.platform.gameDebit(tx, input)
          : await app.platform.gameCredit(tx, input);
      if (!made.replayed) {
        await recordAudit(tx, {
          tenantId,
          actorUserId: null,
          action: body.type === 'GAMEDEBIT' ? 'client.game_debit' : 'client.game_credit',
          entity: 'client',
          entityId: client.id,
          before: { balance: made.balanceBefore },
          after: {
            balance: made.balanceAfter,
            amount: made.amount,
            transactionId: body.transactionId,
            game: made.game,
            brand: made.brand,
          },
        });
      }
      return made;
    });
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
