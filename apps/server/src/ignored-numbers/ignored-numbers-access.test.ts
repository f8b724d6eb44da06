import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Numeros Ignorados: roles 1 and 2 (SPEC §2.2, §6).
describeRoleMatrix([
  { method: 'GET', url: () => '/api/ignore/', allowed: SCREENS.ignoredNumbers.roles },
  { method: 'GET', url: () => '/api/ignore', allowed: SCREENS.ignoredNumbers.roles },
  {
    method: 'POST',
    url: () => '/api/ignore',
    allowed: SCREENS.ignoredNumbers.roles,
    payload: () => ({ phone: '' }),
  },
  { method: 'DELETE', url: () => '/api/ignore/999999', allowed: SCREENS.ignoredNumbers.roles },
]);
