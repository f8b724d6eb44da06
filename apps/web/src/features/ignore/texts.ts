/** Spanish texts of the ignore feature. */
export const IGNORE_TEXTS = {
  title: 'Numeros Ignorados',
} as const;
