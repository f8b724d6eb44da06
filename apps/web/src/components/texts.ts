/** Spanish texts of the shared UI components. */
export const UI_TEXTS = {
  reload: 'Recargar',
  loadError: 'No se pudo cargar la lista.',
  retry: 'Reintentar',
  amountPlaceholder: 'ej. 1.500,50',
  amountReads: (amount: string) => `Se lee: ${amount}`,
  sortBy: (column: string) => `Ordenar por ${column}`,
  exportCsv: 'Exportar CSV',
  rowCount: (count: number) => (count === 1 ? '1 fila' : `${count} filas`),
  page: (page: number) => `Página ${page}`,
  pageControl: (control: 'first' | 'previous' | 'last' | 'next') =>
    ({
      first: 'Primera página',
      previous: 'Página anterior',
      next: 'Página siguiente',
      last: 'Última página',
    })[control],
} as const;
