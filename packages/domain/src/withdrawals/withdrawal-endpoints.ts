import { defineEndpointsWith, listExport } from '../http/feature-endpoints';
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
 * Each group below shares its method, access and answer; an entry states what differs.
 */
const tag = 'withdrawals';
const approvers = { roles: SCREENS.withdrawals.roles };
const cashiers = { roles: SCREENS.cashiers.roles };
const payers = { roles: SCREENS.payouts.roles };
/** The proof and the header's figures: everyone who sees a request, the payers too. */
const everyoneOfRequests = { roles: [...new Set([...SCREENS.withdrawals.roles, ...SCREENS.payouts.roles])] };

const reads = defineEndpointsWith({ tag, access: approvers, method: 'GET' });
/** A step on one request: POST, answered with the message and the request as it now stands. */
const steps = defineEndpointsWith({
  tag,
  access: approvers,
  method: 'POST',
  answers: { 200: withdrawalAnswer },
});
const payoutQueue = defineEndpointsWith({ tag, access: payers, method: 'POST' });
const islandRules = defineEndpointsWith({ tag, access: { roles: SCREENS.islands.roles } });

export const withdrawalEndpoints = {
  ...reads({
    list: {
      operationId: 'listWithdrawals',
      path: '/api/withdrawals',
      summary:
        'Solicitudes de retiro de la isla, las más nuevas primero (state, sort, dir, q y page opcionales)',
      query: withdrawalListQuery,
      answers: { 200: withdrawalPage },
    },
    export: listExport(
      'exportWithdrawals',
      '/api/withdrawals',
      'Solicitudes de retiro',
      withdrawalExportQuery,
    ),
    read: {
      operationId: 'readWithdrawal',
      path: '/api/withdrawals/{id}',
      summary: 'Una solicitud de retiro',
      answers: { 200: withdrawalView },
    },
    proof: {
      operationId: 'readWithdrawalProof',
      path: '/api/withdrawals/{id}/proof',
      summary: 'Enlace firmado y breve al comprobante del pago de un retiro',
      access: everyoneOfRequests,
      answers: { 200: proofLink },
    },
    status: {
      operationId: 'readPayoutStatus',
      path: '/api/payouts/status',
      summary: 'Retiros que esperan pago y aprobación (la insignia del encabezado)',
      access: everyoneOfRequests,
      answers: { 200: payoutStatus },
    },
  }),
  ...steps({
    file: {
      operationId: 'fileWithdrawal',
      path: '/api/withdrawals',
      summary: 'Un cajero registra una solicitud de retiro del jugador; el monto queda retenido',
      access: cashiers,
      body: cashierWithdrawalBody,
      answers: { 201: withdrawalAnswer },
      errors: [404, 422],
    },
    approve: {
      operationId: 'approveWithdrawal',
      path: '/api/withdrawals/{id}/approve',
      summary: 'Aprobar (o confirmar, con doble control) una solicitud de retiro',
      errors: [404, 409, 422],
    },
    reject: {
      operationId: 'rejectWithdrawal',
      path: '/api/withdrawals/{id}/reject',
      summary: 'Rechazar una solicitud de retiro con un motivo; el monto retenido vuelve al saldo',
      body: withdrawalRejectBody,
      errors: [404, 409, 422],
    },
    cancel: {
      operationId: 'cancelWithdrawal',
      path: '/api/withdrawals/{id}/cancel',
      summary: 'Cancelar una solicitud de retiro antes de su aprobación; el monto retenido vuelve al saldo',
      access: cashiers,
      errors: [404, 422],
    },
    paid: {
      operationId: 'markPayoutPaid',
      path: '/api/payouts/{id}/paid',
      summary:
        'Pagado: número de operación del banco y, opcional, el comprobante (multipart: bankOperation, file?)',
      access: payers,
      body: 'multipart',
      uploadFields: payoutPaidFields,
      errors: [404, 409, 413, 415, 422],
    },
    failed: {
      operationId: 'markPayoutFailed',
      path: '/api/payouts/{id}/failed',
      summary: 'No se pudo pagar: vuelve a los aprobadores con el motivo',
      access: payers,
      body: payoutFailedBody,
      errors: [404, 409, 422],
    },
  }),
  ...payoutQueue({
    claim: {
      operationId: 'claimNextPayout',
      path: '/api/payouts/claim',
      summary: 'Tomar el retiro aprobado más antiguo que nadie tiene',
      answers: { 200: payoutClaim, 204: 'empty' },
    },
    renew: {
      operationId: 'renewPayoutClaim',
      path: '/api/payouts/{id}/renew',
      summary: 'Extender el tiempo de un retiro tomado',
      answers: { 200: leaseAnswer },
      errors: [404, 409],
    },
    release: {
      operationId: 'releasePayoutClaim',
      path: '/api/payouts/{id}/release',
      summary: 'Devolver a la cola un retiro tomado',
      answers: { 204: 'empty' },
      errors: [],
    },
  }),
  ...islandRules({
    readSettings: {
      operationId: 'readIslandWithdrawalSettings',
      method: 'GET',
      path: '/api/tenants/{id}/withdrawal-settings',
      summary: 'Reglas de retiro de una isla',
      answers: { 200: withdrawalSettingsView },
    },
    saveSettings: {
      operationId: 'saveIslandWithdrawalSettings',
      method: 'PUT',
      path: '/api/tenants/{id}/withdrawal-settings',
      summary: 'Guardar las reglas de retiro de una isla (pesos, HH:MM; null = sin límite)',
      body: withdrawalSettingsBody,
      answers: { 200: withdrawalSettingsView.extend({ message: messageAnswer.shape.message }) },
      errors: [404, 422],
    },
  }),
};

/** The player's side, through their island's bot (`x-bot-key`, docs/features/bots.md 'Bot gateway'). */
export const gatewayWithdrawalEndpoints = defineEndpointsWith({
  tag: 'bot-gateway',
  access: { machineKey: 'bot' },
  method: 'POST',
  answers: { 200: botWithdrawalAnswer },
  errors: [404, 422, 429],
})({
  file: {
    operationId: 'fileBotWithdrawal',
    path: '/api/gateway/withdrawals',
    summary: 'El jugador pide un retiro por el chat; el monto queda retenido',
    body: gatewayWithdrawalBody,
    answers: { 201: botWithdrawalAnswer },
  },
  cancel: {
    operationId: 'cancelBotWithdrawal',
    path: '/api/gateway/withdrawals/{id}/cancel',
    summary: 'El jugador cancela su pedido de retiro antes de la aprobación',
    body: gatewayCancelBody,
  },
});
