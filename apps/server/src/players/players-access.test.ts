import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Cajeros: roles below 4 (docs/features/shell.md, docs/features/roles.md); the platform key is the administrator's, like the islands.
const cashiers = SCREENS.cashiers.roles;
const invalidAmount = () => ({ username: '', amount: 0 });

describeRoleMatrix([
  { method: 'GET', url: () => '/api/clients', allowed: cashiers },
  { method: 'POST', url: () => '/api/clients/list', allowed: cashiers, payload: () => ({ value: ['x'] }) },
  { method: 'POST', url: () => '/api/clients', allowed: cashiers, payload: () => ({ name: '', phone: '' }) },
  { method: 'POST', url: () => '/api/clients/deposit', allowed: cashiers, payload: invalidAmount },
  { method: 'POST', url: () => '/api/clients/pay', allowed: cashiers, payload: invalidAmount },
  { method: 'POST', url: () => '/api/clients/999999/add', allowed: cashiers },
  { method: 'POST', url: () => '/api/clients/999999/remove', allowed: cashiers },
  { method: 'POST', url: () => '/api/clients/password/999999', allowed: cashiers, payload: () => ({}) },
  {
    method: 'POST',
    url: () => '/api/clients/history',
    allowed: cashiers,
    payload: () => ({ username: 'nadie' }),
  },
  { method: 'GET', url: () => '/api/clients/getfunds/nadie', allowed: cashiers },
  { method: 'POST', url: () => '/api/tenants/999999/platformkey', allowed: SCREENS.islands.roles },
]);
