import { ROLES } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Every role reviews receipts (docs/features/roles.md: the checker is open to all); ids of nothing answer 404, not 403.
describeRoleMatrix([
  { method: 'GET', url: () => '/api/get/999999', allowed: ROLES },
  { method: 'GET', url: () => '/api/transactions/999999', allowed: ROLES },
  { method: 'POST', url: () => '/api/put/999999', allowed: ROLES, payload: () => ({ status: 'approve' }) },
  { method: 'POST', url: () => '/api/document/999999', allowed: ROLES, payload: () => ({ newamount: 10 }) },
]);
