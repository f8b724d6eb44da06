/** Spanish texts of the statistics dashboard feature. */
export const DASHBOARD_TEXTS = {
  /** SPEC §2.16: the title depends on the role. */
  statsTitle: 'Estadisticas',
  panelTitle: 'Panel de control',
} as const;
