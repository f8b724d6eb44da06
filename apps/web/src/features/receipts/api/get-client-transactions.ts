import { useQuery } from '@tanstack/react-query';
import { receiptEndpoints } from '@panel/domain/receipts/receipt-endpoints';
import type { ClientTransactionsAnswer } from '@panel/domain/receipts/receipt-view';
import { call } from '@/lib/api-client';

/** The client's past loads, newest first, and their count. */
export const getClientTransactions = (clientId: number): Promise<ClientTransactionsAnswer> =>
  call(receiptEndpoints.clientCharges, { params: { clientId } });

/** Read when the history modal opens; the receipt's own copy shows meanwhile. */
export function useClientTransactions(
  clientId: number,
  enabled: boolean,
  placeholder: ClientTransactionsAnswer,
) {
  return useQuery({
    queryKey: ['client-transactions', clientId],
    queryFn: () => getClientTransactions(clientId),
    enabled,
    staleTime: 0,
    placeholderData: placeholder,
  });
}
