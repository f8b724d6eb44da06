import { iresponseEndpoints as iresponses } from '@panel/domain/iresponses/iresponse-endpoints';
import { describeRoleMatrix } from '../../test/role-matrix';

// Editar mensajes: roles below 3 (docs/features/iresponses.md). An unknown island answers 404, never 403.
describeRoleMatrix([
  { endpoint: iresponses.list, params: () => ({ islandId: 999999 }), allowed: [1, 2] },
  {
    endpoint: iresponses.update,
    params: () => ({ islandId: 999999, id: 1 }),
    allowed: [1, 2],
    payload: () => ({ response: 'Hola', alter_response: '' }),
  },
]);
