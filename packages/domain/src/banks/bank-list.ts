import type { ListColumn } from '../lists/list-columns';
import { listQuery } from '../lists/list-query';
import type { BankView } from './bank-rules';

/** The Bancos list's columns (docs/features/lists.md): a handful per island, sorted in the browser. */
export const BANK_SORT_KEYS = [
  'bankname',
  'transacbottomlimit',
  'transactoplimit',
  'dailytoplimit',
  'monthlytoplimit',
  'toplimitinuse',
  'dailytransaclimit',
] as const;
export type BankSortKey = (typeof BANK_SORT_KEYS)[number];

export const bankListQuery = listQuery(BANK_SORT_KEYS);

const figure = (key: Exclude<BankSortKey, 'bankname'>, label: string): ListColumn<BankView, BankSortKey> => ({
  key,
  label,
  value: (bank) => bank[key],
  numeric: true,
});

export const BANK_COLUMNS: readonly ListColumn<BankView, BankSortKey>[] = [
  { key: 'bankname', label: 'Nombre', value: (bank) => bank.bankname, searchable: true },
  figure('transacbottomlimit', 'Mínimo'),
  figure('transactoplimit', 'Superior'),
  figure('dailytoplimit', 'Diario superior'),
  figure('monthlytoplimit', 'Mensual'),
  figure('toplimitinuse', 'Máximo en uso'),
  figure('dailytransaclimit', 'Cantidad máxima'),
];
