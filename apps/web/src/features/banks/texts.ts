/** Spanish texts of the banks feature. */
export const BANKS_TEXTS = {
  title: 'Bancos',
} as const;
