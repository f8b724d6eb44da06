import { z } from 'zod';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { idParams } from '../http/id-params';
import { SCREENS } from '../roles';
import { pendingIdsAnswer } from '../receipts/pending';
import { decisionBody, editAndApproveBody } from '../receipts/receipt-rules';
import { playerTransactionsAnswer, decisionAnswer } from '../receipts/receipt-view';
import { receiptView } from './checker-view';

/**
 * The checker's calls (docs/features/receipts.md): every role reviews the receipts of its own
 * island; the files come through short-lived signed links.
 */
const tag = 'receipts';
const reviewers = { roles: SCREENS.checker.roles };

export const receiptEndpoints = defineEndpointsWith({ tag, access: reviewers })({
  pendingIds: {
    operationId: 'listPendingReceiptIds',
    method: 'GET',
    path: '/api/pendingids',
    summary: 'Ids de comprobantes pendientes de la isla',
    answers: { 200: pendingIdsAnswer },
  },
  read: {
    operationId: 'readReceipt',
    method: 'GET',
    path: '/api/get/{id}',
    summary: 'Un comprobante con su cliente, el historial y un enlace firmado al archivo',
    answers: { 200: receiptView },
  },
  playerCharges: {
    operationId: 'listReceiptPlayerCharges',
    method: 'GET',
    path: '/api/transactions/{clientId}',
    summary: 'Cargas del cliente (las últimas, con el total)',
    params: z.object({ clientId: idParams.shape.id }),
    answers: { 200: playerTransactionsAnswer },
  },
  decide: {
    operationId: 'decideReceipt',
    method: 'POST',
    path: '/api/put/{id}',
    summary: 'Aprobar, rechazar (con motivo) o posponer (con motivo) un comprobante',
    body: decisionBody,
    answers: { 200: decisionAnswer },
    errors: [404, 422],
  },
  editAndApprove: {
    operationId: 'editAndApproveReceipt',
    method: 'POST',
    path: '/api/document/{id}',
    summary: 'Editar el monto (newamount, en pesos) y aprobar',
    body: editAndApproveBody,
    answers: { 200: decisionAnswer },
    errors: [404, 422],
  },
  file: {
    operationId: 'readReceiptFile',
    method: 'GET',
    path: '/api/files/{exp}/{sig}/{key}',
    summary: 'Archivo de un comprobante por su enlace firmado (lo da GET /api/get/{id})',
    access: {
      public: true,
      why: 'El enlace firmado, con vencimiento, es la credencial: un <img> o un <iframe> no envían la sesión',
    },
    params: z.object({ exp: z.string().max(20), sig: z.string().max(100), key: z.string().max(200) }),
    wildcard: 'key',
    answers: { 200: 'file' },
    errors: [403, 404],
  },
});
