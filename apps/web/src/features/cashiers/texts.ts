/** Spanish texts of the cashiers feature. */
export const CASHIERS_TEXTS = {
  title: 'Cajeros',
} as const;
