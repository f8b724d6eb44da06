import { z } from 'zod';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { gameMovementBody, lockPlayerBody } from '../ledger/platform-webhook';
import { messageAnswer, movementView } from './player-view';
import { pesosAnswer } from '../wire-pesos';

/**
 * The gaming platform's webhook (docs/features/ledger.md), with the island's platform key. It sits
 * in players/ beside the server's platform-webhook-routes.ts: it finds the player, then moves the
 * ledger, and its answer is the players' movement view (ledger/ is below players/).
 */
const tag = 'ledger';
const access = { machineKey: 'platform' } as const;

export const platformWebhookEndpoints = defineEndpointsWith({ tag, access })({
  movement: {
    operationId: 'recordGameMovement',
    method: 'POST',
    path: '/api/platform/movements',
    summary: 'Webhook de la plataforma: débito o crédito de juego (idempotente por transactionId)',
    body: gameMovementBody,
    answers: { 201: z.object({ balance: pesosAnswer(), movement: movementView }) },
    errors: [404, 422, 429],
  },
  lockPlayer: {
    operationId: 'lockPlatformPlayer',
    method: 'POST',
    path: '/api/platform/players/lock',
    summary: 'Webhook de la plataforma: bloqueó a un jugador',
    body: lockPlayerBody,
    answers: { 200: messageAnswer },
    errors: [404, 429],
  },
});
