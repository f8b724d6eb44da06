import { ROLES } from '@panel/domain/roles';
import { queueEndpoints as queue } from '@panel/domain/checker/queue-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// Every role claims receipts (the checker is open to all); rol 1 and 2 see and free the claims;
// rol 1 sets an island's four-eyes limits (docs/features/queue.md).
const someReceipt = () => ({ id: 999999 });
describeRoleMatrix([
  { endpoint: queue.claim, allowed: ROLES },
  { endpoint: queue.renew, params: someReceipt, allowed: ROLES },
  { endpoint: queue.release, params: someReceipt, allowed: ROLES },
  { endpoint: queue.status, allowed: ROLES },
  { endpoint: queue.claims, allowed: [1, 2] },
  { endpoint: queue.releaseAny, params: someReceipt, allowed: [1, 2] },
  { endpoint: queue.readFourEyes, params: someReceipt, allowed: [1] },
  {
    endpoint: queue.saveFourEyes,
    params: someReceipt,
    allowed: [1],
    payload: () => ({ fourEyesAbove: null, fourEyesEditAbove: null }),
  },
]);
