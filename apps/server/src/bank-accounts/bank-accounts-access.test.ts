import { bankAccountEndpoints as accounts } from '@panel/domain/bank-accounts/bank-account-endpoints';
import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Every action of the Cuentas screen is open to the roles that enter it (1, 2 and 3).
const allowed = SCREENS.bankaccounts.roles;
const someAccount = () => ({ id: 999999 });
describeRoleMatrix([
  { endpoint: accounts.list, allowed },
  { endpoint: accounts.read, params: someAccount, allowed },
  { endpoint: accounts.create, allowed, payload: () => ({ name: '', number: '' }) },
  { endpoint: accounts.update, params: someAccount, allowed, payload: () => ({ name: '', number: '' }) },
  { endpoint: accounts.toggle, params: someAccount, allowed },
  {
    endpoint: accounts.unload,
    params: someAccount,
    allowed,
    payload: () => ({ amountToUnload: 1, currentAmount: 1 }),
  },
  { endpoint: accounts.delete, params: someAccount, allowed },
]);
