import { describeRoleMatrix } from '../../test/role-matrix';

// Reading banks is for every role of the Cuentas screen (its form picks a bank); changing them, rol 1.
describeRoleMatrix([
  { method: 'GET', url: () => '/api/banks', allowed: [1, 2, 3] },
  { method: 'GET', url: () => '/api/banks/999999', allowed: [1, 2, 3] },
  { method: 'POST', url: () => '/api/banks', allowed: [1], payload: () => ({ bankname: '' }) },
  { method: 'POST', url: () => '/api/banks/999999', allowed: [1], payload: () => ({ bankname: '' }) },
  { method: 'DELETE', url: () => '/api/banks/999999', allowed: [1] },
]);
