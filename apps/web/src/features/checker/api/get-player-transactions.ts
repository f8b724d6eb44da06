import { useQuery } from '@tanstack/react-query';
import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';
import type { PlayerTransactionsAnswer } from '@panel/domain/receipts/receipt-view';
import { call } from '@/lib/api-client';

/** The client's past loads, newest first, and their count. */
export const getPlayerTransactions = (clientId: number): Promise<PlayerTransactionsAnswer> =>
  call(receiptEndpoints.playerCharges, { params: { clientId } });

/** The player's loads in the query cache: read again after a decision on one of their receipts. */
export const playerTransactionsKey = (clientId: number) => ['client-transactions', clientId] as const;

/** Read when the history modal opens; the receipt's own copy shows meanwhile. */
export function usePlayerTransactions(
  clientId: number,
  enabled: boolean,
  placeholder: PlayerTransactionsAnswer,
) {
  return useQuery({
    queryKey: playerTransactionsKey(clientId),
    queryFn: () => getPlayerTransactions(clientId),
    enabled,
    staleTime: 0,
    placeholderData: placeholder,
  });
}
