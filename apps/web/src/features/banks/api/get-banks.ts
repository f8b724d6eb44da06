import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankEndpoints } from '@panel/domain/banks/bank-endpoints';
import type { BankView } from '@panel/domain/banks/bank-rules';
import { call } from '@/lib/api-client';

export const banksQueryKey = ['banks'] as const;

/** The island's banks. */
export const getBanks = (): Promise<BankView[]> => call(bankEndpoints.list, {});

export const banksQueryOptions = () => queryOptions({ queryKey: banksQueryKey, queryFn: getBanks });

export function useBanks() {
  return useQuery(banksQueryOptions());
}
