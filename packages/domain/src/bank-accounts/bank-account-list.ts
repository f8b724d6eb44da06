import type { ListColumn } from '../lists/list-columns';
import { listQuery } from '../lists/list-query';
import type { BankAccountView } from './bank-account-rules';

/**
 * The Cuentas list's columns (docs/features/lists.md): small per island, so the browser sorts and
 * searches it and the CSV export applies the same rule on the server.
 */
export const BANK_ACCOUNT_SORT_KEYS = ['bank', 'name', 'amount', 'number', 'active'] as const;
export type BankAccountSortKey = (typeof BANK_ACCOUNT_SORT_KEYS)[number];

export const bankAccountListQuery = listQuery(BANK_ACCOUNT_SORT_KEYS);

/** On screen, 'Activa' is the row's 'Inactiva' badge; the CSV has it as a column. */
export const BANK_ACCOUNT_COLUMNS: readonly ListColumn<BankAccountView, BankAccountSortKey>[] = [
  { key: 'bank', label: 'Banco', value: (a) => a.bank.bankname, searchable: true },
  { key: 'name', label: 'Titular', value: (a) => a.name, searchable: true },
  { key: 'amount', label: 'Total', value: (a) => a.amount, numeric: true },
  { key: 'number', label: 'CBU', value: (a) => a.number, searchable: true, text: true },
  { key: 'active', label: 'Activa', value: (a) => (a.active ? 'Sí' : 'No') },
];
