import { dashboardEndpoints as dashboard } from '@panel/domain/dashboard/dashboard-endpoints';
import { ACCESS } from '@panel/domain/roles';
import { describeRoleMatrix, type ContractCase } from '../../test/role-matrix';

// The dashboard's figures are for roles 1 and 2 only (docs/features/dashboard.md).
const card = (endpoint: ContractCase['endpoint']): ContractCase => ({
  endpoint,
  allowed: ACCESS.dashboard,
  payload: () => ({ value: ['2024-05-01', '2024-05-02'], options: 'Cargas' }),
});

describeRoleMatrix([
  card(dashboard.clients),
  card(dashboard.transactions),
  card(dashboard.loads),
  card(dashboard.operators),
  card(dashboard.values),
  {
    endpoint: dashboard.playerList,
    query: { list: 'total', start: '2024-05-01' },
    allowed: ACCESS.dashboard,
  },
]);
