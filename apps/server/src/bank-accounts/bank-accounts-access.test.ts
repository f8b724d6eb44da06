import { bankAccountEndpoints as accounts } from '@panel/domain/bank-accounts/bank-account-endpoints';
import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// The Cuentas screen's actions are open to the roles that enter it (1, 2 and 3), but unloading and
// deleting a wallet, which only roles 1 and 2 may do (docs/features/roles.md 'Finer permissions').
const allowed = SCREENS.bankaccounts.roles;
const keepers = [1, 2] as const;
const someAccount = () => ({ id: 999999 });
describeRoleMatrix([
  { endpoint: accounts.list, allowed },
  { endpoint: accounts.export, allowed },
  { endpoint: accounts.read, params: someAccount, allowed },
  { endpoint: accounts.create, allowed, payload: () => ({ name: '', number: '' }) },
  { endpoint: accounts.update, params: someAccount, allowed, payload: () => ({ name: '', number: '' }) },
  { endpoint: accounts.toggle, params: someAccount, allowed },
  {
    endpoint: accounts.unload,
    params: someAccount,
    allowed: keepers,
    payload: () => ({ amountToUnload: 1, currentAmount: 1 }),
  },
  { endpoint: accounts.delete, params: someAccount, allowed: keepers },
]);
