import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Every action of the Cuentas screen is open to the roles that enter it (1, 2 and 3).
const allowed = SCREENS.bankaccounts.roles;
describeRoleMatrix([
  { method: 'GET', url: () => '/api/bankaccount', allowed },
  { method: 'GET', url: () => '/api/bankaccount/999999', allowed },
  { method: 'POST', url: () => '/api/bankaccount', allowed, payload: () => ({ name: '', number: '' }) },
  {
    method: 'POST',
    url: () => '/api/bankaccount/999999',
    allowed,
    payload: () => ({ name: '', number: '' }),
  },
  { method: 'POST', url: () => '/api/bankaccount/999999/toggle', allowed },
  {
    method: 'POST',
    url: () => '/api/bankaccount/unload/999999',
    allowed,
    payload: () => ({ amountToUnload: 1, currentAmount: 1 }),
  },
  { method: 'DELETE', url: () => '/api/bankaccount/999999', allowed },
]);
