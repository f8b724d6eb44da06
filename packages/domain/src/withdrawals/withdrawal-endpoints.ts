import { defineEndpointsWith, listExport } from '../http/feature-endpoints';
import { idParams } from '../http/id-params';
import { leaseAnswer, messageAnswer } from '../queue/queue-view';
import { SCREENS } from '../roles';
import {
  cashierWithdrawalBody,
  gatewayCancelBody,
  gatewayWithdrawalBody,
  payoutFailedBody,
  payoutPaidFields,
  withdrawalRejectBody,
  withdrawalSettingsBody,
} from './withdrawal-rules';
import { withdrawalExportQuery, withdrawalListQuery } from './withdrawal-list';
import {
  botWithdrawalAnswer,
  payoutClaim,
  payoutStatus,
  proofLink,
  withdrawalAnswer,
  withdrawalPage,
  withdrawalSettingsView,
  withdrawalView,
} from './withdrawal-view';

/**
 * Withdrawal requests (docs/features/withdrawals.md): the Retiros list and its decisions (roles 1, 2,
 * 3 and 5 approve and reject; cashiers file and cancel), rol 4's payout queue, rol 1's island rules.
 */
const tag = 'withdrawals';
const approvers = { roles: SCREENS.withdrawals.roles };
const cashiers = { roles: SCREENS.cashiers.roles };
const payers = { roles: SCREENS.payouts.roles };

export const withdrawalEndpoints = defineEndpointsWith({ tag, access: approvers })({
  list: {
    operationId: 'listWithdrawals',
    method: 'GET',
    path: '/api/withdrawals',
    summary:
      'Solicitudes de retiro de la isla, las más nuevas primero (state, sort, dir, q y page opcionales)',
    query: withdrawalListQuery,
    answers: { 200: withdrawalPage },
  },
  export: listExport('exportWithdrawals', '/api/withdrawals', 'Solicitudes de retiro', withdrawalExportQuery),
  read: {
    operationId: 'readWithdrawal',
    method: 'GET',
    path: '/api/withdrawals/{id}',
    summary: 'Una solicitud de retiro',
    params: idParams,
    answers: { 200: withdrawalView },
    errors: [404],
  },
  file: {
    operationId: 'fileWithdrawal',
    method: 'POST',
    path: '/api/withdrawals',
    summary: 'Un cajero registra una solicitud de retiro del jugador; el monto queda retenido',
    access: cashiers,
    body: cashierWithdrawalBody,
    answers: { 201: withdrawalAnswer },
    errors: [404, 422],
  },
  approve: {
    operationId: 'approveWithdrawal',
    method: 'POST',
    path: '/api/withdrawals/{id}/approve',
    summary: 'Aprobar (o confirmar, con doble control) una solicitud de retiro',
    params: idParams,
    answers: { 200: withdrawalAnswer },
    errors: [404, 409, 422],
  },
  reject: {
    operationId: 'rejectWithdrawal',
    method: 'POST',
    path: '/api/withdrawals/{id}/reject',
    summary: 'Rechazar una solicitud de retiro con un motivo; el monto retenido vuelve al saldo',
    params: idParams,
    body: withdrawalRejectBody,
    answers: { 200: withdrawalAnswer },
    errors: [404, 422],
  },
  cancel: {
    operationId: 'cancelWithdrawal',
    method: 'POST',
    path: '/api/withdrawals/{id}/cancel',
    summary: 'Cancelar una solicitud de retiro antes de su aprobación; el monto retenido vuelve al saldo',
    access: cashiers,
    params: idParams,
    answers: { 200: withdrawalAnswer },
    errors: [404, 422],
  },
  proof: {
    operationId: 'readWithdrawalProof',
    method: 'GET',
    path: '/api/withdrawals/{id}/proof',
    summary: 'Enlace firmado y breve al comprobante del pago de un retiro',
    access: { roles: [...new Set([...SCREENS.withdrawals.roles, ...SCREENS.payouts.roles])] },
    params: idParams,
    answers: { 200: proofLink },
    errors: [404],
  },
  claim: {
    operationId: 'claimNextPayout',
    method: 'POST',
    path: '/api/payouts/claim',
    summary: 'Tomar el retiro aprobado más antiguo que nadie tiene',
    access: payers,
    answers: { 200: payoutClaim, 204: 'empty' },
    errors: [],
  },
  renew: {
    operationId: 'renewPayoutClaim',
    method: 'POST',
    path: '/api/payouts/{id}/renew',
    summary: 'Extender el tiempo de un retiro tomado',
    access: payers,
    params: idParams,
    answers: { 200: leaseAnswer },
    errors: [404, 409],
  },
  release: {
    operationId: 'releasePayoutClaim',
    method: 'POST',
    path: '/api/payouts/{id}/release',
    summary: 'Devolver a la cola un retiro tomado',
    access: payers,
    params: idParams,
    answers: { 204: 'empty' },
    errors: [],
  },
  paid: {
    operationId: 'markPayoutPaid',
    method: 'POST',
    path: '/api/payouts/{id}/paid',
    summary:
      'Pagado: número de operación del banco y, opcional, el comprobante (multipart: bankOperation, file?)',
    access: payers,
    params: idParams,
    body: 'multipart',
    uploadFields: payoutPaidFields,
    answers: { 200: withdrawalAnswer },
    errors: [404, 409, 413, 415, 422],
  },
  failed: {
    operationId: 'markPayoutFailed',
    method: 'POST',
    path: '/api/payouts/{id}/failed',
    summary: 'No se pudo pagar: vuelve a los aprobadores con el motivo',
    access: payers,
    params: idParams,
    body: payoutFailedBody,
    answers: { 200: withdrawalAnswer },
    errors: [404, 409, 422],
  },
  status: {
    operationId: 'readPayoutStatus',
    method: 'GET',
    path: '/api/payouts/status',
    summary: 'Retiros que esperan pago y aprobación (la insignia del encabezado)',
    access: { roles: [...new Set([...SCREENS.withdrawals.roles, ...SCREENS.payouts.roles])] },
    answers: { 200: payoutStatus },
    errors: [],
  },
  readSettings: {
    operationId: 'readIslandWithdrawalSettings',
    method: 'GET',
    path: '/api/tenants/{id}/withdrawal-settings',
    summary: 'Reglas de retiro de una isla',
    access: { roles: SCREENS.islands.roles },
    params: idParams,
    answers: { 200: withdrawalSettingsView },
    errors: [404],
  },
  saveSettings: {
    operationId: 'saveIslandWithdrawalSettings',
    method: 'PUT',
    path: '/api/tenants/{id}/withdrawal-settings',
    summary: 'Guardar las reglas de retiro de una isla (pesos, HH:MM; null = sin límite)',
    access: { roles: SCREENS.islands.roles },
    params: idParams,
    body: withdrawalSettingsBody,
    answers: { 200: withdrawalSettingsView.extend({ message: messageAnswer.shape.message }) },
    errors: [404, 422],
  },
});

/** The player's side, through their island's bot (`x-bot-key`, docs/features/bots.md 'Bot gateway'). */
export const gatewayWithdrawalEndpoints = defineEndpointsWith({
  tag: 'bot-gateway',
  access: { machineKey: 'bot' },
})({
  file: {
    operationId: 'fileBotWithdrawal',
    method: 'POST',
    path: '/api/gateway/withdrawals',
    summary: 'El jugador pide un retiro por el chat; el monto queda retenido',
    body: gatewayWithdrawalBody,
    answers: { 201: botWithdrawalAnswer },
    errors: [404, 422, 429],
  },
  cancel: {
    operationId: 'cancelBotWithdrawal',
    method: 'POST',
    path: '/api/gateway/withdrawals/{id}/cancel',
    summary: 'El jugador cancela su pedido de retiro antes de la aprobación',
    params: idParams,
    body: gatewayCancelBody,
    answers: { 200: botWithdrawalAnswer },
    errors: [404, 422, 429],
  },
});
