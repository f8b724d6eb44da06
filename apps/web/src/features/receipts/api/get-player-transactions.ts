import { useQuery } from '@tanstack/react-query';
import { playerTransactionsAnswer, type PlayerTransactionsAnswer } from '@panel/domain/receipts/receipt-view';
import { api } from '@/lib/api-client';

/** GET /api/transactions/{clientId}: the client's past loads, newest first, and their count. */
export const getPlayerTransactions = (clientId: number): Promise<PlayerTransactionsAnswer> =>
  api.get(`/api/transactions/${clientId}`, playerTransactionsAnswer);

/** Read when the history modal opens; the receipt's own copy shows meanwhile. */
export function usePlayerTransactions(
  clientId: number,
  enabled: boolean,
  placeholder: PlayerTransactionsAnswer,
) {
  return useQuery({
    queryKey: ['client-transactions', clientId],
    queryFn: () => getPlayerTransactions(clientId),
    enabled,
    staleTime: 0,
    placeholderData: placeholder,
  });
}
