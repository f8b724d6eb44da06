/** Spanish texts of the operator figures (docs/features/dashboard.md 'Operator figures'). */
export const OPERATOR_FIGURES_TEXTS = {
  figuresTitle: 'Por operador y turno',
  scrollLabel: 'Tabla por operador y turno (desplazable)',
  columns: {
    operator: 'Operador',
    shift: 'Turno',
    decisions: 'Decisiones',
    approvals: 'Aprobados',
    rejections: 'Rechazados',
    deferrals: 'Pospuestos',
    p50: 'Espera p50',
    p90: 'Espera p90',
  },
  minutes: (value: string) => `${value} min`,
  pending: 'Comprobantes en espera',
  oldest: 'El más viejo en espera',
  oldestValue: (id: number, minutes: string) => `#${id}, hace ${minutes} min`,
  none: 'Ninguno',
  empty: 'Sin decisiones en el rango.',
  loading: 'Cargando las cifras de los operadores…',
  loadError: 'No se pudieron cargar las cifras de los operadores.',
} as const;
