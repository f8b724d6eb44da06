/** Spanish texts of the bank-accounts feature. */
export const BANK_ACCOUNTS_TEXTS = {
  title: 'Cuentas',
} as const;
