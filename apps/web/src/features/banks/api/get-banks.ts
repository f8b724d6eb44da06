import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankList, type BankView } from '@panel/domain/banks/bank-rules';
import { api } from '@/lib/api-client';

export const banksQueryKey = ['banks'] as const;

/** GET /api/banks: the island's banks. */
export const getBanks = (): Promise<BankView[]> => api.get('/api/banks', bankList);

export const banksQueryOptions = () => queryOptions({ queryKey: banksQueryKey, queryFn: getBanks });

export function useBanks() {
  return useQuery(banksQueryOptions());
}
