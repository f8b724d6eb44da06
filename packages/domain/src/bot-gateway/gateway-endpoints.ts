import { defineEndpointsWith } from '../http/feature-endpoints';
import {
  depositAccountAnswer,
  depositAccountQuery,
  gatewayPlayerAnswer,
  gatewayPlayerBody,
  gatewayIslandAnswer,
  gatewayStateAnswer,
  gatewayStateBody,
  receiptCreatedAnswer,
  receiptFields,
} from './gateway-contract';

/**
 * The chatbot gateway (docs/features/bots.md 'Bot gateway'): what each bot process calls with its own key
 * (`x-bot-key`), always inside the bot's island.
 */
const tag = 'bot-gateway';
const access = { machineKey: 'bot' } as const;

export const gatewayEndpoints = defineEndpointsWith({ tag, access })({
  uploadReceipt: {
    operationId: 'uploadBotReceipt',
    method: 'POST',
    path: '/api/gateway/receipts',
    summary: 'El BOT entrega un comprobante (multipart: file, phone, amount, ocr?, bankAccountId?)',
    body: 'multipart',
    uploadFields: receiptFields,
    answers: { 201: receiptCreatedAnswer },
    errors: [413, 422, 429],
  },
  findOrCreatePlayer: {
    operationId: 'findOrCreateBotPlayer',
    method: 'POST',
    path: '/api/gateway/clients',
    summary: 'Busca al jugador por teléfono o lo crea (200 si ya existía, 201 si es nuevo)',
    body: gatewayPlayerBody,
    answers: { 200: gatewayPlayerAnswer, 201: gatewayPlayerAnswer },
    errors: [422, 429],
  },
  depositAccount: {
    operationId: 'readDepositAccount',
    method: 'GET',
    path: '/api/gateway/deposit-account',
    summary: 'Cuenta a la que el jugador debe transferir ese monto (respeta los límites del banco)',
    query: depositAccountQuery,
    answers: { 200: depositAccountAnswer },
    errors: [422, 429],
  },
  island: {
    operationId: 'readBotIsland',
    method: 'GET',
    path: '/api/gateway/island',
    summary: 'Flujos, respuestas y números ignorados de la isla del BOT',
    answers: { 200: gatewayIslandAnswer },
    errors: [429],
  },
  state: {
    operationId: 'reportBotState',
    method: 'POST',
    path: '/api/gateway/state',
    summary: 'El BOT informa su estado (0, 1, 2) y su QR actual',
    body: gatewayStateBody,
    answers: { 200: gatewayStateAnswer },
    errors: [429],
  },
});
