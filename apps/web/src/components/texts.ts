/** Spanish texts of the shared UI components. */
export const UI_TEXTS = {
  comingSoon: 'Esta sección estará disponible próximamente.',
  reload: 'Recargar',
  loadError: 'No se pudo cargar la lista.',
  retry: 'Reintentar',
} as const;
