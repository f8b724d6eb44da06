import { ROLES } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Usuarios is rol 1's screen (docs/features/roles.md); everyone reads and edits their own account. Payloads are
// invalid or refused (self-delete, self-toggle), so no row changes.
describeRoleMatrix([
  { method: 'GET', url: () => '/api/user', allowed: [1] },
  { method: 'POST', url: () => '/api/user', allowed: [1], payload: () => ({}) },
  { method: 'GET', url: (self) => `/api/user/${self.id}`, allowed: ROLES },
  {
    method: 'POST',
    url: (self) => `/api/user/${self.id}`,
    allowed: ROLES,
    payload: (self) => ({ username: self.username, email: `${self.username}@isla.com` }),
  },
  { method: 'DELETE', url: (self) => `/api/user/${self.id}`, allowed: [1] },
  { method: 'POST', url: (self) => `/api/user/${self.id}/toggle`, allowed: [1] },
]);
