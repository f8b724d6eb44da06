/** What the monitoring endpoints answer (README 'Operations'). */
export const OPERATIONS_MESSAGES = {
  migrationsPending: 'La base de datos no tiene aplicadas todas las migraciones',
  metricsDisabled: 'Las métricas no están habilitadas (METRICS_TOKEN no está configurado)',
  metricsBadToken: 'Token de métricas inválido',
};
