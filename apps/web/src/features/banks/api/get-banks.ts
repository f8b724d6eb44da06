import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankEndpoints } from '@panel/domain/banks/bank-endpoints';
import type { BankView } from '@panel/domain/banks/bank-rules';
import type { BankSortKey } from '@panel/domain/banks/bank-list';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { call, download } from '@/lib/api-client';

export const banksQueryKey = ['banks'] as const;

/** The island's banks. */
export const getBanks = (): Promise<BankView[]> => call(bankEndpoints.list, {});

export const banksQueryOptions = () => queryOptions({ queryKey: banksQueryKey, queryFn: getBanks });

export function useBanks() {
  return useQuery(banksQueryOptions());
}

/** The CSV of the list as shown: its search and order (docs/features/lists.md). */
export const exportBanks = (query: ListQuery<BankSortKey>): Promise<Blob> =>
  download(bankEndpoints.export, { query });
