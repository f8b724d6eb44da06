import { defineEndpoints } from '../http/endpoint';
import { ACCESS } from '../roles';
import { capacityAnswer } from './capacity';

/** For rol 1's warning that the installation has outgrown its database (README 'Capacity'). */
export const capacityEndpoints = defineEndpoints({
  read: {
    operationId: 'readCapacity',
    method: 'GET',
    path: '/api/operations/capacity',
    summary: 'Si las esperas de la cola dicen que la base de datos quedó chica',
    tag: 'operations',
    access: { roles: ACCESS.admin },
    answers: { 200: capacityAnswer },
    errors: [],
  },
});
