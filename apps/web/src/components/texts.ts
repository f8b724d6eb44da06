/** Spanish texts of the shared UI components. */
export const UI_TEXTS = {
  reload: 'Recargar',
  loadError: 'No se pudo cargar la lista.',
  retry: 'Reintentar',
  amountPlaceholder: 'ej. 1.500,50',
  amountReads: (amount: string) => `Se lee: ${amount}`,
} as const;
