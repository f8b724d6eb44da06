import { describeRoleMatrix } from '../../test/role-matrix';

// Editar mensajes: roles below 3 (SPEC §2.10, §6). An unknown island answers 404, never 403.
describeRoleMatrix([
  { method: 'GET', url: () => '/api/iresponses/999999', allowed: [1, 2] },
  {
    method: 'POST',
    url: () => '/api/iresponses/999999/1',
    allowed: [1, 2],
    payload: () => ({ response: 'Hola', alter_response: '' }),
  },
]);
