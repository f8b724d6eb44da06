import { describeRoleMatrix } from '../../test/role-matrix';

// Islas is rol 1's screen (docs/features/roles.md). Payloads are invalid or refused, so no row changes.
describeRoleMatrix([
  { method: 'GET', url: () => '/api/tenants', allowed: [1] },
  { method: 'POST', url: () => '/api/tenants', allowed: [1], payload: () => ({}) },
  { method: 'GET', url: () => '/api/tenants/999999', allowed: [1] },
  { method: 'POST', url: () => '/api/tenants/999999', allowed: [1], payload: () => ({}) },
  { method: 'DELETE', url: () => '/api/tenants/999999', allowed: [1] },
  { method: 'POST', url: () => '/api/tenants/999999/toggle', allowed: [1] },
  { method: 'POST', url: () => '/api/tenants/999999/flows', allowed: [1], payload: () => ({ opHelp: true }) },
  { method: 'POST', url: () => '/api/tenants/999999/intakekey', allowed: [1] },
]);
