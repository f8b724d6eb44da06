/** Spanish texts of the audiences feature. */
export const AUDIENCES_TEXTS = {
  title: 'Público',
} as const;
