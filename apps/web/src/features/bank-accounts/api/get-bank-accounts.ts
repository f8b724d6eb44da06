import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankAccountEndpoints } from '@panel/domain/bank-accounts/bank-account-endpoints';
import type { BankAccountView } from '@panel/domain/bank-accounts/bank-account-rules';
import type { BankAccountSortKey } from '@panel/domain/bank-accounts/bank-account-list';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { call, downloadLink } from '@/lib/api-client';

export const bankAccountsQueryKey = ['bankaccounts'] as const;

/** The island's wallets (the answer carries `items`). */
export const getBankAccounts = async (): Promise<BankAccountView[]> =>
  (await call(bankAccountEndpoints.list, {})).items;

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: bankAccountsQueryKey, queryFn: getBankAccounts });

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}

/** A signed link to the CSV of the list as shown: its search and order (docs/features/lists.md). */
export const exportBankAccounts = (query: ListQuery<BankAccountSortKey>): Promise<string> =>
  downloadLink(bankAccountEndpoints.export, { query });
