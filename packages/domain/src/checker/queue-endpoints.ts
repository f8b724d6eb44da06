import { defineEndpointsWith } from '../http/feature-endpoints';
import { idParams } from '../http/id-params';
import { ACCESS, SCREENS } from '../roles';
import { fourEyesBody } from '../queue/queue-rules';
import { claimList, fourEyesView, leaseAnswer, messageAnswer, queueStatus } from '../queue/queue-view';
import { claimAnswer } from './checker-view';

/**
 * The team queue (docs/features/queue.md): every role that reaches /checker claims receipts one at a
 * time; rol 1 and 2 see and release the claims; rol 1 sets an island's four-eyes limits.
 */
const tag = 'queue';
const reviewers = { roles: SCREENS.checker.roles };
const supervisors = { roles: ACCESS.dashboard };

export const queueEndpoints = defineEndpointsWith({ tag, access: reviewers })({
  claim: {
    operationId: 'claimNextReceipt',
    method: 'POST',
    path: '/api/queue/claim',
    summary: 'Tomar el próximo comprobante libre de la isla (el más antiguo) por un tiempo',
    answers: { 200: claimAnswer, 204: 'empty' },
    errors: [409],
  },
  renew: {
    operationId: 'renewReceiptClaim',
    method: 'POST',
    path: '/api/queue/{id}/renew',
    summary: 'Extender el tiempo de un comprobante tomado',
    params: idParams,
    answers: { 200: leaseAnswer },
    errors: [404, 409],
  },
  release: {
    operationId: 'releaseReceiptClaim',
    method: 'POST',
    path: '/api/queue/{id}/release',
    summary: 'Devolver a la cola un comprobante tomado',
    params: idParams,
    answers: { 204: 'empty' },
    errors: [],
  },
  status: {
    operationId: 'readQueueStatus',
    method: 'GET',
    path: '/api/queue/status',
    summary: 'Comprobantes esperando y operadores revisando',
    answers: { 200: queueStatus },
    errors: [],
  },
  claims: {
    operationId: 'listReceiptClaims',
    method: 'GET',
    path: '/api/queue/claims',
    summary: 'Quién revisa qué comprobante y desde cuándo',
    access: supervisors,
    answers: { 200: claimList },
    errors: [],
  },
  releaseAny: {
    operationId: 'releaseAnyReceiptClaim',
    method: 'DELETE',
    path: '/api/queue/claims/{id}',
    summary: 'Liberar el comprobante que tiene otro operador',
    access: supervisors,
    params: idParams,
    answers: { 200: messageAnswer },
    errors: [404],
  },
  readFourEyes: {
    operationId: 'readIslandFourEyes',
    method: 'GET',
    path: '/api/tenants/{id}/four-eyes',
    summary: 'Montos de doble control de una isla',
    access: { roles: SCREENS.islands.roles },
    params: idParams,
    answers: { 200: fourEyesView },
    errors: [404],
  },
  saveFourEyes: {
    operationId: 'saveIslandFourEyes',
    method: 'POST',
    path: '/api/tenants/{id}/four-eyes',
    summary: 'Guardar los montos de doble control de una isla (en pesos; null = apagado)',
    access: { roles: SCREENS.islands.roles },
    params: idParams,
    body: fourEyesBody,
    answers: { 200: fourEyesView.extend(messageAnswer.shape) },
    errors: [404],
  },
});
