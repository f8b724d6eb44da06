import { bankEndpoints as banks } from '@panel/domain/banks/bank-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// Reading banks is for every role of the Cuentas screen (its form picks a bank); changing them, rol 1.
const someBank = () => ({ id: 999999 });
describeRoleMatrix([
  { endpoint: banks.list, allowed: [1, 2, 3] },
  { endpoint: banks.export, allowed: [1] },
  { endpoint: banks.read, params: someBank, allowed: [1, 2, 3] },
  { endpoint: banks.create, allowed: [1], payload: () => ({ bankname: '' }) },
  { endpoint: banks.update, params: someBank, allowed: [1], payload: () => ({ bankname: '' }) },
  { endpoint: banks.delete, params: someBank, allowed: [1] },
]);
