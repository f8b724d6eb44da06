/** Spanish texts of the bots feature. */
export const BOTS_TEXTS = {
  title: 'Bots',
  stateButton: (label: string) => `Estado del BOT: ${label}`,
  stateTitle: 'Estado del BOT',
  stateLine: 'Estado actual',
  botName: 'Bot',
  updatedAt: 'Última actualización',
  noBot: 'Sin bot asignado',
  unknown: 'Sin datos',
  checking: 'Consultando',
  loadError: 'No se pudo consultar el estado del BOT.',
  close: 'Cerrar',
} as const;
