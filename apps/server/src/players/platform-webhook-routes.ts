import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { movementView } from '@panel/domain/players/player-view';
import {
  gameMovementBody,
  lockPlayerBody,
  PLATFORM_KEY_HEADER,
  PLATFORM_MESSAGES,
} from '@panel/domain/ledger/platform-webhook';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { recordAudit } from '../audit/audit';
import { playerByUsername, toMovementView } from './player-queries';

/**
 * The gaming platform's side (docs/features/ledger.md): game debits and credits and player locks come in through
 * this webhook, authenticated by the island's platform key in `x-platform-key` (only its SHA-256 is
 * stored; an administrator rotates it and sees it once). The key also says which island's players
 * the call may touch.
 */
export const platformWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['platform'];
  const keyHeader = z.object({ [PLATFORM_KEY_HEADER]: z.string().max(200).optional() });

  // The key is checked once for all machine keys (http/machine-keys.ts).
  const machineKey = { public: true, machineKey: 'platform' } as const;

  app.post(
    '/platform/movements',
    {
      schema: {
        tags,
        summary: 'Webhook de la plataforma: débito o crédito de juego (idempotente por transactionId)',
        headers: keyHeader,
        body: gameMovementBody,
        response: { 201: z.object({ balance: z.number(), movement: movementView }) },
      },
      config: machineKey,
    },
    async (request, reply) => {
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
      return reply
        .code(201)
        .send({ balance: centavosToPesos(movement.balanceAfter), movement: toMovementView(movement) });
    },
  );

  app.post(
    '/platform/players/lock',
    {
      schema: {
        tags,
        summary: 'Webhook de la plataforma: bloqueó a un jugador',
        headers: keyHeader,
        body: lockPlayerBody,
        response: { 200: z.object({ message: z.string() }) },
      },
      config: machineKey,
    },
    async (request) => {
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
    },
  );
};
