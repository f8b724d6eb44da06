import { describeRoleMatrix } from '../../test/role-matrix';

// Editar mensajes: roles below 3 (docs/features/iresponses.md, docs/features/roles.md). An unknown island answers 404, never 403.
describeRoleMatrix([
  { method: 'GET', url: () => '/api/iresponses/999999', allowed: [1, 2] },
  {
    method: 'POST',
    url: () => '/api/iresponses/999999/1',
    allowed: [1, 2],
    payload: () => ({ response: 'Hola', alter_response: '' }),
  },
]);
