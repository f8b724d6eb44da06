/** Spanish texts of the receipts (comprobantes) feature. */
export const RECEIPTS_TEXTS = {
  title: 'Comprobantes',
  toConfig: 'Ir al panel de control',
  pendingLink: 'Comprobantes pendientes',
  pendingLinkWithTotal: (total: number) => `Comprobantes pendientes: ${total}`,
} as const;
