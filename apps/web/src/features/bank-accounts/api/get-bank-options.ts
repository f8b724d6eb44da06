import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankList, type BankView } from '@panel/domain/banks/bank-rules';
import { api } from '@/lib/api-client';

/** GET /api/banks: the banks an account may belong to (the account form's select). */
export const getBankOptions = (): Promise<BankView[]> => api.get('/api/banks', bankList);

export const bankOptionsQueryOptions = () => queryOptions({ queryKey: ['banks'], queryFn: getBankOptions });

export function useBankOptions(enabled: boolean) {
  return useQuery({ ...bankOptionsQueryOptions(), enabled });
}
