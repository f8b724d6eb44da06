import { defineEndpoints } from '../http/endpoint';
import { SCREENS } from '../roles';
import { operatorFiguresAnswer, operatorFiguresQuery } from './operator-figures';

/** Supervisión (docs/features/dashboard.md 'Operator figures'): figures of the caller's island. */
export const supervisionEndpoints = defineEndpoints({
  operators: {
    operationId: 'readOperatorFigures',
    method: 'GET',
    path: '/api/supervision/operators',
    summary: 'Decisiones y tiempos de espera por operador y turno, y el comprobante más viejo en espera',
    tag: 'supervision',
    access: { roles: SCREENS.supervision.roles },
    query: operatorFiguresQuery,
    answers: { 200: operatorFiguresAnswer },
    errors: [],
  },
});
