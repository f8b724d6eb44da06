import { defineEndpoints } from '../http/endpoint';
import { idParams } from '../http/id-params';
import { ACCESS, SCREENS } from '../roles';
import {
  autoApprovalsAnswer,
  deferredAnswer,
  evidenceSettings,
  evidenceSettingsAnswer,
  holderAnswer,
  holderBody,
} from './evidence-view';

/**
 * Evidence beside the receipt (docs/features/evidence.md): the deferred receipts, what the system
 * approved alone, and the bot handing in an account holder's name.
 */
const tag = 'evidence';

export const evidenceEndpoints = defineEndpoints({
  deferred: {
    operationId: 'listDeferredReceipts',
    method: 'GET',
    path: '/api/deferred',
    summary: 'Comprobantes pospuestos de la isla, con motivo y antigüedad',
    tag,
    access: { roles: SCREENS.checker.roles },
    answers: { 200: deferredAnswer },
    errors: [],
  },
  autoApprovals: {
    operationId: 'listAutoApprovals',
    method: 'GET',
    path: '/api/evidence/auto-approvals',
    summary: 'Comprobantes aprobados por el sistema con un aviso bancario, los más nuevos primero',
    tag,
    access: { roles: ACCESS.dashboard },
    answers: { 200: autoApprovalsAnswer },
    errors: [],
  },
  readSettings: {
    operationId: 'readIslandEvidenceSettings',
    method: 'GET',
    path: '/api/tenants/{id}/evidence',
    summary: 'Aprobación automática y plazo de devolución de pospuestos de una isla',
    tag,
    access: { roles: SCREENS.islands.roles },
    params: idParams,
    answers: { 200: evidenceSettingsAnswer },
    errors: [404],
  },
  saveSettings: {
    operationId: 'saveIslandEvidenceSettings',
    method: 'PUT',
    path: '/api/tenants/{id}/evidence',
    summary: 'Guarda la aprobación automática (se apaga al instante) y el plazo de devolución',
    tag,
    access: { roles: SCREENS.islands.roles },
    params: idParams,
    body: evidenceSettings,
    answers: { 200: evidenceSettingsAnswer },
    errors: [404],
  },
  holderName: {
    operationId: 'handInHolderName',
    method: 'POST',
    path: '/api/gateway/receipts/{id}/holder',
    summary: 'El BOT entrega el nombre del titular de un comprobante pospuesto (vuelve a la cola)',
    tag: 'bot-gateway',
    access: { machineKey: 'bot' },
    params: idParams,
    body: holderBody,
    answers: { 200: holderAnswer },
    errors: [404, 422, 429],
  },
});
