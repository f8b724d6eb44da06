import { userEndpoints as users } from '@panel/domain/users/user-endpoints';
import { ROLES } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Usuarios is rol 1's screen (docs/features/users.md); everyone reads and edits their own account.
// Payloads are invalid or refused (self-delete, self-toggle), so no row changes.
const own = (self: { id: number }) => ({ id: self.id });
describeRoleMatrix([
  { endpoint: users.list, allowed: [1] },
  { endpoint: users.export, allowed: [1] },
  { endpoint: users.create, allowed: [1], payload: () => ({}) },
  { endpoint: users.read, params: own, allowed: ROLES },
  {
    endpoint: users.update,
    params: own,
    allowed: ROLES,
    payload: (self) => ({ username: self.username, email: `${self.username}@isla.com` }),
  },
  { endpoint: users.delete, params: own, allowed: [1] },
  { endpoint: users.toggle, params: own, allowed: [1] },
]);
