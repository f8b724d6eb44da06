import { defineEndpointsWith } from '../http/feature-endpoints';
import { SCREENS } from '../roles';
import { auditFilters, auditListQuery, auditPageAnswer } from './audit-rules';

/** Auditoría (docs/features/audit.md): rol 1 sees every island's rows, rol 2 their island's. */
const tag = 'audit';
const access = { roles: SCREENS.audit.roles };

export const auditEndpoints = defineEndpointsWith({ tag, access })({
  list: {
    operationId: 'listAuditRows',
    method: 'GET',
    path: '/api/audit',
    summary: 'Registro de cambios (quién hizo qué y cuándo), del más nuevo al más viejo',
    query: auditListQuery,
    answers: { 200: auditPageAnswer },
    errors: [],
  },
  export: {
    operationId: 'downloadAuditRows',
    method: 'GET',
    path: '/api/audit/export.csv',
    summary: 'El mismo registro de cambios, filtrado igual, como CSV (auditoria.csv)',
    query: auditFilters,
    answers: { 200: 'csv' },
    errors: [],
  },
});
