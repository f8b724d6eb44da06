import { audienceEndpoints as audiences } from '@panel/domain/audiences/audience-endpoints';
import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Audiences are reachable only by rol 1 (docs/features/audiences.md). Invalid payloads are enough:
// the role check comes first.
const allowed = SCREENS.audiences.roles;
const filters = {
  chargesQuantityMin: 0,
  chargesQuantityMax: 1,
  daysInactiveMin: 0,
  daysInactiveMax: 1,
  chargeAmountMin: 0,
  chargeAmountMax: 1,
};
const oneAudience = () => ({ id: 1 });

describeRoleMatrix([
  { endpoint: audiences.list, allowed },
  { endpoint: audiences.export, allowed, query: { sort: 'name' } },
  { endpoint: audiences.create, allowed, payload: () => ({ name: '' }) },
  { endpoint: audiences.read, params: oneAudience, allowed },
  { endpoint: audiences.update, params: oneAudience, allowed, payload: () => ({ name: '' }) },
  { endpoint: audiences.delete, params: oneAudience, allowed },
  { endpoint: audiences.previewCount, query: filters, allowed },
  { endpoint: audiences.previewData, query: filters, allowed },
  { endpoint: audiences.previewData, query: { format: 'csv', ...filters }, allowed },
]);
