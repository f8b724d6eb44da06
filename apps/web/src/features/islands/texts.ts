/** Spanish texts of the islands (tenants) feature. */
export const ISLANDS_TEXTS = {
  title: 'Islas',
} as const;
