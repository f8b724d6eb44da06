import { authEndpoints } from '@panel/domain/auth/auth-endpoints';
import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';
import { userEndpoints } from '@panel/domain/users/user-endpoints';
import { ROLES } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// The foundation's endpoints; each feature keeps its own matrix beside its routes.
describeRoleMatrix([
  { endpoint: islandEndpoints.current, allowed: ROLES },
  { endpoint: botEndpoints.islandState, allowed: ROLES },
  { endpoint: receiptEndpoints.pendingIds, allowed: ROLES },
  { endpoint: userEndpoints.list, allowed: [1] },
  { endpoint: userEndpoints.read, params: (self) => ({ id: self.id }), allowed: ROLES },
  {
    endpoint: userEndpoints.update,
    params: (self) => ({ id: self.id }),
    allowed: ROLES,
    payload: (self) => ({ username: self.username, email: `${self.username}@isla.com` }),
  },
  {
    endpoint: authEndpoints.signup,
    allowed: [1],
    payload: () => ({ username: '', email: '', password: '' }),
  },
]);
