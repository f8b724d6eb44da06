import { ROLES } from '@panel/domain/roles';
import { receiptEndpoints as receipts } from '@panel/domain/checker/receipt-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// Every role reviews receipts (the checker is open to all); ids of nothing answer 404, not 403.
const someReceipt = () => ({ id: 999999 });
describeRoleMatrix([
  { endpoint: receipts.read, params: someReceipt, allowed: ROLES },
  { endpoint: receipts.playerCharges, params: () => ({ clientId: 999999 }), allowed: ROLES },
  { endpoint: receipts.decide, params: someReceipt, allowed: ROLES, payload: () => ({ status: 'approve' }) },
  {
    endpoint: receipts.editAndApprove,
    params: someReceipt,
    allowed: ROLES,
    payload: () => ({ newamount: 10 }),
  },
]);
