import { islandEndpoints as islands } from '@panel/domain/islands/island-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// Islas is rol 1's screen (docs/features/roles.md). Payloads are invalid or refused, so no row changes.
const missing = () => ({ id: 999999 });

describeRoleMatrix([
  { endpoint: islands.list, allowed: [1] },
  { endpoint: islands.export, allowed: [1] },
  { endpoint: islands.create, allowed: [1], payload: () => ({}) },
  { endpoint: islands.read, params: missing, allowed: [1] },
  { endpoint: islands.update, params: missing, allowed: [1], payload: () => ({}) },
  { endpoint: islands.delete, params: missing, allowed: [1] },
  { endpoint: islands.toggle, params: missing, allowed: [1] },
  { endpoint: islands.setFlows, params: missing, allowed: [1], payload: () => ({ opHelp: true }) },
  { endpoint: islands.rotateIntakeKey, params: missing, allowed: [1] },
]);
