import { describeRoleMatrix } from '../../test/role-matrix';

// The Bots screen and everything behind it is rol 1's (docs/features/roles.md).
const allowed = [1] as const;
const body = () => ({ name: '', url: '' });
describeRoleMatrix([
  { method: 'GET', url: () => '/api/bots', allowed },
  { method: 'GET', url: () => '/api/bots/999999', allowed },
  { method: 'POST', url: () => '/api/bots', allowed, payload: body },
  { method: 'POST', url: () => '/api/bots/999999', allowed, payload: body },
  { method: 'POST', url: () => '/api/bots/999999/toggle', allowed },
  { method: 'POST', url: () => '/api/bots/999999/key', allowed },
  { method: 'DELETE', url: () => '/api/bots/999999', allowed },
  { method: 'GET', url: () => '/api/bots/999999/qr', allowed },
  { method: 'POST', url: () => '/api/restart/999999', allowed },
]);
