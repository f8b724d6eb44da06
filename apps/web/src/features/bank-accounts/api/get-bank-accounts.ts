import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankAccountEndpoints } from '@panel/domain/bank-accounts/bank-account-endpoints';
import type { BankAccountView } from '@panel/domain/bank-accounts/bank-account-rules';
import { call } from '@/lib/api-client';

export const bankAccountsQueryKey = ['bankaccounts'] as const;

/** The island's wallets (the answer carries `items`). */
export const getBankAccounts = async (): Promise<BankAccountView[]> =>
  (await call(bankAccountEndpoints.list, {})).items;

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: bankAccountsQueryKey, queryFn: getBankAccounts });

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
