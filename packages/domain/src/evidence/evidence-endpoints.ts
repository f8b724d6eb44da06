import { defineEndpointsWith } from '../http/feature-endpoints';
import { ACCESS, SCREENS } from '../roles';
import {
  autoApprovalsAnswer,
  deferredActionAnswer,
  deferredAnswer,
  deferredDetailView,
  deferredRejectBody,
  evidenceSettings,
  evidenceSettingsAnswer,
  evidencePreviewAnswer,
  evidencePreviewQuery,
  holderAnswer,
  holderBody,
} from './evidence-view';

/**
 * Evidence beside the receipt (docs/features/evidence.md): the deferred receipts, what the system
 * approved alone, and the bot handing in an account holder's name.
 */
const tag = 'evidence';

/** An island's evidence settings: rol 1, on the Islas screen. */
const islandSettings = defineEndpointsWith({ tag, access: { roles: SCREENS.islands.roles } });

export const evidenceEndpoints = {
  ...defineEndpointsWith({ tag, access: { roles: SCREENS.checker.roles } })({
    deferred: {
      operationId: 'listDeferredReceipts',
      method: 'GET',
      path: '/api/deferred',
      summary: 'Comprobantes pospuestos de la isla, con motivo y antigüedad',
      answers: { 200: deferredAnswer },
    },
    deferredDetail: {
      operationId: 'readDeferredReceipt',
      method: 'GET',
      path: '/api/deferred/{id}',
      summary:
        'Un comprobante pospuesto: archivo, monto, jugador, motivo, desde cuándo y el titular recibido',
      answers: { 200: deferredDetailView },
    },
    deferredReturn: {
      operationId: 'returnDeferredReceipt',
      method: 'POST',
      path: '/api/deferred/{id}/return',
      summary: 'Devuelve un comprobante pospuesto a la cola, detrás de los que ya esperan',
      answers: { 200: deferredActionAnswer },
      errors: [404, 422],
    },
    deferredReject: {
      operationId: 'rejectDeferredReceipt',
      method: 'POST',
      path: '/api/deferred/{id}/reject',
      summary: 'Rechaza un comprobante pospuesto con un motivo de rechazo (una sola transacción)',
      body: deferredRejectBody,
      answers: { 200: deferredActionAnswer },
      errors: [404, 409, 422],
    },
    autoApprovals: {
      operationId: 'listAutoApprovals',
      method: 'GET',
      path: '/api/evidence/auto-approvals',
      summary: 'Comprobantes aprobados por el sistema con un aviso bancario, los más nuevos primero',
      access: { roles: ACCESS.dashboard },
      answers: { 200: autoApprovalsAnswer },
    },
  }),
  ...islandSettings({
    readSettings: {
      operationId: 'readIslandEvidenceSettings',
      method: 'GET',
      path: '/api/tenants/{id}/evidence',
      summary: 'Aprobación automática y plazo de devolución de pospuestos de una isla',
      answers: { 200: evidenceSettingsAnswer },
    },
    saveSettings: {
      operationId: 'saveIslandEvidenceSettings',
      method: 'PUT',
      path: '/api/tenants/{id}/evidence',
      summary: 'Guarda la aprobación automática (se apaga al instante) y el plazo de devolución',
      body: evidenceSettings,
      answers: { 200: evidenceSettingsAnswer },
    },
    previewSettings: {
      operationId: 'previewIslandEvidenceSettings',
      method: 'GET',
      path: '/api/tenants/{id}/evidence/preview',
      summary: 'Cuántos pospuestos devolvería ya a la cola un plazo de devolución nuevo',
      query: evidencePreviewQuery,
      answers: { 200: evidencePreviewAnswer },
    },
  }),
  ...defineEndpointsWith({ tag: 'bot-gateway', access: { machineKey: 'bot' } })({
    holderName: {
      operationId: 'handInHolderName',
      method: 'POST',
      path: '/api/gateway/receipts/{id}/holder',
      summary: 'El BOT entrega el nombre del titular de un comprobante pospuesto (vuelve a la cola)',
      body: holderBody,
      answers: { 200: holderAnswer },
      errors: [404, 422, 429],
    },
  }),
};
