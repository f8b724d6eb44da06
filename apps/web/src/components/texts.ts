/** Spanish texts of the shared UI components. */
export const UI_TEXTS = {
  reload: 'Recargar',
  loadError: 'No se pudo cargar la lista.',
  retry: 'Reintentar',
} as const;
