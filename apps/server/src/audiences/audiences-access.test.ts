import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// docs/features/roles.md: audiences are reachable only by rol 1. Invalid payloads are enough: the role check comes first.
const allowed = SCREENS.audiences.roles;
const filters =
  'chargesQuantityMin=0&chargesQuantityMax=1&daysInactiveMin=0&daysInactiveMax=1&chargeAmountMin=0&chargeAmountMax=1';

describeRoleMatrix([
  { method: 'GET', url: () => '/api/audiences', allowed },
  { method: 'POST', url: () => '/api/audiences', allowed, payload: () => ({ name: '' }) },
  { method: 'GET', url: () => '/api/audiences/1', allowed },
  { method: 'PUT', url: () => '/api/audiences/1', allowed, payload: () => ({ name: '' }) },
  { method: 'DELETE', url: () => '/api/audiences/1', allowed },
  { method: 'GET', url: () => `/api/audience/audience-clients-preview-count?${filters}`, allowed },
  { method: 'GET', url: () => `/api/audience/audience-clients-preview-data?${filters}`, allowed },
  { method: 'GET', url: () => `/api/audience/audience-clients-preview-data?format=csv&${filters}`, allowed },
]);
