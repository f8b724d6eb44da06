import { useQuery } from '@tanstack/react-query';
import { clientTransactionsAnswer, type ClientTransactionsAnswer } from '@panel/domain/receipts/receipt-view';
import { api } from '@/lib/api-client';

/** GET /api/transactions/{clientId}: the client's past loads, newest first, and their count. */
export const getClientTransactions = (clientId: number): Promise<ClientTransactionsAnswer> =>
  api.get(`/api/transactions/${clientId}`, clientTransactionsAnswer);

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
