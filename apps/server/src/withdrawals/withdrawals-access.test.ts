import { withdrawalEndpoints as withdrawals } from '@panel/domain/withdrawals/withdrawal-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// docs/features/withdrawals.md 'Calls': approvers 1, 2, 3, 5; cashiers 1–3 file and cancel; rol 4 pays;
// rol 1 sets the island's rules. Written here apart from the contracts, so both are checked.
const approvers = [1, 2, 3, 5] as const;
const cashiers = [1, 2, 3] as const;
const payers = [4] as const;
const missing = () => ({ id: 999999 });

describeRoleMatrix([
  { endpoint: withdrawals.list, allowed: approvers },
  { endpoint: withdrawals.export, allowed: approvers },
  { endpoint: withdrawals.read, params: missing, allowed: approvers },
  { endpoint: withdrawals.proof, params: missing, allowed: [1, 2, 3, 4, 5] },
  { endpoint: withdrawals.status, allowed: [1, 2, 3, 4, 5] },
  { endpoint: withdrawals.file, allowed: cashiers, payload: () => ({}) },
  { endpoint: withdrawals.approve, params: missing, allowed: approvers },
  {
    endpoint: withdrawals.reject,
    params: missing,
    allowed: approvers,
    payload: () => ({ reason: 'UNDER_REVIEW' }),
  },
  { endpoint: withdrawals.cancel, params: missing, allowed: cashiers },
  { endpoint: withdrawals.paid, params: missing, allowed: payers },
  { endpoint: withdrawals.failed, params: missing, allowed: payers, payload: () => ({ note: 'x' }) },
  { endpoint: withdrawals.claim, allowed: payers },
  { endpoint: withdrawals.renew, params: missing, allowed: payers },
  { endpoint: withdrawals.release, params: missing, allowed: payers },
  { endpoint: withdrawals.readSettings, params: missing, allowed: [1] },
  { endpoint: withdrawals.saveSettings, params: missing, allowed: [1], payload: () => ({}) },
]);
