import { auditEndpoints } from '@panel/domain/audit/audit-endpoints';
import { supervisionEndpoints } from '@panel/domain/supervision/supervision-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// Auditoría and Supervisión: roles 1 and 2 (docs/features/audit.md, docs/features/dashboard.md).
describeRoleMatrix([
  { endpoint: auditEndpoints.list, allowed: [1, 2] },
  { endpoint: auditEndpoints.export, allowed: [1, 2], query: { entity: 'receipt' } },
  { endpoint: supervisionEndpoints.operators, allowed: [1, 2], query: { start: '2024-05-01' } },
]);
