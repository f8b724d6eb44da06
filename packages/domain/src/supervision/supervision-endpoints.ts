import { defineEndpointsWith } from '../http/feature-endpoints';
import { SCREENS } from '../roles';
import { operatorFiguresAnswer, operatorFiguresQuery } from './operator-figures';

/** Supervisión (docs/features/dashboard.md 'Operator figures'): figures of the caller's island. */
export const supervisionEndpoints = defineEndpointsWith({
  tag: 'supervision',
  access: { roles: SCREENS.supervision.roles },
})({
  operators: {
    operationId: 'readOperatorFigures',
    method: 'GET',
    path: '/api/supervision/operators',
    summary: 'Decisiones y tiempos de espera por operador y turno, y el comprobante más viejo en espera',
    query: operatorFiguresQuery,
    answers: { 200: operatorFiguresAnswer },
  },
});
