import {
  ignoredNumberEndpoints as ignored,
  ignoredNumberListAlias,
} from '@panel/domain/ignored-numbers/ignored-number-endpoints';
import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Numeros Ignorados: roles 1 and 2 (docs/features/shell.md, docs/features/roles.md).
describeRoleMatrix([
  { endpoint: ignoredNumberListAlias, allowed: SCREENS.ignoredNumbers.roles },
  { endpoint: ignored.list, allowed: SCREENS.ignoredNumbers.roles },
  { endpoint: ignored.export, allowed: SCREENS.ignoredNumbers.roles },
  { endpoint: ignored.add, allowed: SCREENS.ignoredNumbers.roles, payload: () => ({ phone: '' }) },
  { endpoint: ignored.remove, params: () => ({ id: 999999 }), allowed: SCREENS.ignoredNumbers.roles },
]);
