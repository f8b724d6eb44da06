import type { WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';

/**
 * A withdrawal request as the API answers it (Retiros' and Pagos' tests): by default just filed by a
 * cashier for the test player, to a CBU of his own, nobody has acted on it yet.
 */
export const withdrawalView = (overrides: Partial<WithdrawalView> = {}): WithdrawalView => ({
  id: 1,
  clientId: 3,
  username: 'dmjuan1234',
  phone: '1155551234',
  amount: 1500.5,
  destination: '0170099220000067797370',
  destinationKind: 'cbu',
  holderTaxId: '27111111117',
  foreignHolder: false,
  state: 'solicitado',
  source: 'cajero',
  reason: null,
  failureNote: null,
  bankOperation: null,
  hasProof: false,
  awaitingConfirmation: false,
  requestedBy: null,
  approvalRequestedBy: null,
  approvedBy: null,
  paidBy: null,
  closedBy: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  closedAt: null,
  ...overrides,
});
