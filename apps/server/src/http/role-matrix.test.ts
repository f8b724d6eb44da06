import { ROLES } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// The foundation's endpoints; each feature keeps its own matrix beside its routes.
describeRoleMatrix([
  { method: 'GET', url: () => '/api/this/tenants', allowed: ROLES },
  { method: 'GET', url: () => '/api/this/botstate', allowed: ROLES },
  { method: 'GET', url: () => '/api/pendingids', allowed: ROLES },
  { method: 'GET', url: () => '/api/user', allowed: [1] },
  { method: 'GET', url: (self) => `/api/user/${self.id}`, allowed: ROLES },
  {
    method: 'POST',
    url: (self) => `/api/user/${self.id}`,
    allowed: ROLES,
    payload: (self) => ({ username: self.username, email: `${self.username}@isla.com` }),
  },
  {
    method: 'POST',
    url: () => '/api/auth/signup',
    allowed: [1],
    payload: () => ({ username: '', email: '', password: '' }),
  },
]);
