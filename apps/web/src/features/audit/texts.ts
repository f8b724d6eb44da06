import { AUDIT_TITLE } from './title';

/** Spanish texts of the Auditoría screen (docs/features/audit.md); the list's own are in components/audit-history. */
export const AUDIT_TEXTS = {
  title: AUDIT_TITLE,
  filters: {
    title: 'Filtros',
    user: 'Usuario',
    userPlaceholder: 'Nombre de usuario',
    action: 'Acción',
    entity: 'Tipo de registro',
    entityId: 'Número de registro',
    from: 'Desde',
    to: 'Hasta',
    any: 'Todas',
    apply: 'Filtrar',
    clear: 'Limpiar',
  },
  export: 'Exportar CSV',
  exported: 'Registro de cambios descargado',
} as const;
