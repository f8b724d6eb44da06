import { queryOptions, useQuery } from '@tanstack/react-query';
import { readingEndpoints, type ReceiptReadingAnswer } from '@panel/domain/receipt-reading/reading-endpoints';
import { call } from '@/lib/api-client';
import { READING_QUERY_KEY } from '@/lib/realtime-connection';

/** While a reading is pending, a slow poll covers a realtime channel that is down. */
const PENDING_REFRESH_MS = 15_000;

export const readingQueryOptions = (receiptId: number) =>
  queryOptions({
    queryKey: [...READING_QUERY_KEY, receiptId],
    queryFn: (): Promise<ReceiptReadingAnswer> => call(readingEndpoints.read, { params: { id: receiptId } }),
    refetchInterval: (query) =>
      query.state.data?.reading?.status === 'pending' ? PENDING_REFRESH_MS : false,
    refetchOnWindowFocus: false,
  });

/** The server's reading of a receipt; the realtime 'reading' event refreshes it. */
export const useReceiptReading = (receiptId: number) => useQuery(readingQueryOptions(receiptId));
