import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankAccountList, type BankAccountView } from '@panel/domain/bank-accounts/bank-account-rules';
import { api } from '@/lib/api-client';

export const bankAccountsQueryKey = ['bankaccounts'] as const;

/** GET /api/bankaccount: the island's wallets (the answer carries `items`). */
export const getBankAccounts = async (): Promise<BankAccountView[]> =>
  (await api.get('/api/bankaccount', bankAccountList)).items;

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: bankAccountsQueryKey, queryFn: getBankAccounts });

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
