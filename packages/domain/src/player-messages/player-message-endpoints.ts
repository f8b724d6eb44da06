import { defineEndpointsWith } from '../http/feature-endpoints';
import {
  ackMessageAnswer,
  ackMessageBody,
  takeMessagesAnswer,
  takeMessagesBody,
} from './player-message-view';

/**
 * The island's bot takes the messages for its players and says how each went
 * (docs/features/player-messages.md 'Gateway calls'), with its own key (`x-bot-key`).
 */
export const playerMessageEndpoints = defineEndpointsWith({
  tag: 'bot-gateway',
  access: { machineKey: 'bot' },
  method: 'POST',
})({
  take: {
    operationId: 'takePlayerMessages',
    path: '/api/gateway/messages/take',
    summary: 'El BOT toma los próximos avisos para los jugadores de su isla (cada uno a un solo BOT)',
    body: takeMessagesBody,
    answers: { 200: takeMessagesAnswer },
    errors: [429],
  },
  acknowledge: {
    operationId: 'acknowledgePlayerMessage',
    path: '/api/gateway/messages/{id}/ack',
    summary: 'El BOT informa si entregó el aviso o falló (repetirlo no cambia nada)',
    body: ackMessageBody,
    answers: { 200: ackMessageAnswer },
    errors: [404, 429],
  },
});
