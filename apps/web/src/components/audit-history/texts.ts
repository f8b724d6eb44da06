/** Spanish texts of the audit trail's list and a record's history (docs/features/audit.md). */
export const AUDIT_HISTORY_TEXTS = {
  columns: {
    at: 'Fecha',
    user: 'Usuario',
    island: 'Isla',
    action: 'Acción',
    record: 'Registro',
    changes: 'Cambios',
  },
  system: 'Sistema',
  scrollLabel: 'Tabla de cambios (desplazable)',
  noChanges: 'Sin cambios de campos',
  empty: 'No hay cambios registrados con estos filtros.',
  emptyRecord: 'Este registro todavía no tiene cambios registrados.',
  loading: 'Cargando el registro de cambios…',
  more: 'Cargar más',
  shown: (count: number) => `${count} ${count === 1 ? 'cambio' : 'cambios'}`,
  history: 'Historial de cambios',
  historyOf: (record: string, id: number) => `Historial de cambios: ${record} #${id}`,
  close: 'Cerrar',
  loadError: 'No se pudo cargar el registro de cambios.',
} as const;
