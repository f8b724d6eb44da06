import { ACCESS } from '@panel/domain/roles';
import { describeRoleMatrix, type Endpoint } from '../../test/role-matrix';

// docs/features/roles.md: the dashboard's figures are for roles 1 and 2 only.
const card = (path: string): Endpoint => ({
  method: 'POST',
  url: () => `/api/dashboard/${path}`,
  allowed: ACCESS.dashboard,
  payload: () => ({ value: ['2024-05-01', '2024-05-02'], options: 'Cargas' }),
});

describeRoleMatrix([
  card('cliente'),
  card('trans'),
  card('cargas'),
  card('operador'),
  card('valor'),
  {
    method: 'GET',
    url: () => '/api/dashboard/clients.csv?list=total&start=2024-05-01',
    allowed: ACCESS.dashboard,
  },
]);
