import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankEndpoints } from '@panel/domain/banks/bank-endpoints';
import type { BankView } from '@panel/domain/banks/bank-rules';
import { call } from '@/lib/api-client';

/** The banks an account may belong to (the account form's select). */
export const getBankOptions = (): Promise<BankView[]> => call(bankEndpoints.list, {});

export const bankOptionsQueryOptions = () => queryOptions({ queryKey: ['banks'], queryFn: getBankOptions });

export function useBankOptions(enabled: boolean) {
  return useQuery({ ...bankOptionsQueryOptions(), enabled });
}
